import { randomBytes, scryptSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_HASH_COSTS, passwordNeedsRehash, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("stores a salted scrypt hash, never the password, and verifies only the right password", async () => {
    const password = "correct horse battery";
    const [first, second] = await Promise.all([hashPassword(password), hashPassword(password)]);
    expect(first).not.toContain(password);
    // The test suites' cheap cost (PASSWORD_HASH_COST=test, set in vitest.config.ts).
    expect(first).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    // per-user salt: the same password hashes differently
    expect(second).not.toBe(first);
    await expect(verifyPassword(password, first)).resolves.toBe(true);
    await expect(verifyPassword(password, second)).resolves.toBe(true);
    await expect(verifyPassword("correct horse batterz", first)).resolves.toBe(false);
    await expect(verifyPassword(password, "plain-text")).resolves.toBe(false);
  });
});

describe("Info: scrypt at OWASP's parameters", () => {
  it("hashes at N=2^17, r=8, p=1 unless the tests ask for less", () => {
    expect(PASSWORD_HASH_COSTS.owasp).toEqual({ N: 2 ** 17, r: 8, p: 1 });
  });

  it("marks hashes made with N=2^15 for an upgrade, and still verifies them", async () => {
    const salt = randomBytes(16);
    const key = scryptSync("an old office password", salt, 64, { N: 32768, r: 8, p: 1, maxmem: 64 * 1024 * 1024 });
    const old = ["scrypt", 32768, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    expect(passwordNeedsRehash(old, PASSWORD_HASH_COSTS.owasp)).toBe(true);
    await expect(verifyPassword("an old office password", old)).resolves.toBe(true);
    const owaspKey = scryptSync("x", salt, 64, { ...PASSWORD_HASH_COSTS.owasp, maxmem: 160 * 1024 * 1024 });
    const current = ["scrypt", 2 ** 17, 8, 1, salt.toString("base64url"), owaspKey.toString("base64url")].join("$");
    expect(passwordNeedsRehash(current, PASSWORD_HASH_COSTS.owasp)).toBe(false);
    // A stored hash asking for absurd work is refused, not run.
    await expect(verifyPassword("x", old.replace("$32768$", "$1073741824$"))).resolves.toBe(false);
  }, 60_000);
});
