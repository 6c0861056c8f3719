import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("stores a salted scrypt hash, never the password, and verifies only the right password", async () => {
    const password = "correct horse battery";
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).not.toContain(password);
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    // per-user salt: the same password hashes differently
    expect(second).not.toBe(first);
    await expect(verifyPassword(password, first)).resolves.toBe(true);
    await expect(verifyPassword(password, second)).resolves.toBe(true);
    await expect(verifyPassword("correct horse batterz", first)).resolves.toBe(false);
    await expect(verifyPassword(password, "plain-text")).resolves.toBe(false);
  });
});
