import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "~/kernel/database/connection";
import { verifyPassword } from "../app/modules/accounts/password.server";

const run = promisify(execFile);
const directory = mkdtempSync(join(tmpdir(), "school-admin-scripts-"));
const sqlitePath = join(directory, "school.db");
const tsx = join(process.cwd(), "node_modules/tsx/dist/cli.mjs");

function script(name: string, args: string[], env: Record<string, string>) {
  return run(process.execPath, [tsx, `scripts/${name}.ts`, ...args], {
    env: { ...process.env, SQLITE_PATH: sqlitePath, DATABASE_URL: "", LOG_LEVEL: "silent", ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}

async function account(userid: string) {
  const db = createDb({ databaseUrl: "", sqlitePath });
  try {
    return await db.selectFrom("admin_users").selectAll().where("userid", "=", userid).executeTakeFirst();
  } finally {
    await db.destroy();
  }
}

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe("admin:create and admin:reset-password", () => {
  it("creates an administrator with a hashed password read from ADMIN_PASSWORD", { timeout: 60_000 }, async () => {
    const result = await script("admin-create", ["--userid", "office", "--name", "School Office"], {
      ADMIN_PASSWORD: "lantern orchard 41",
    });
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain('Created admin account "office".');
    const row = await account("office");
    expect(row).toMatchObject({ userid: "office", display_name: "School Office", role: "admin" });
    expect(row!.password_hash).not.toContain("lantern orchard 41");
    await expect(verifyPassword("lantern orchard 41", row!.password_hash)).resolves.toBe(true);

    const short = await script("admin-create", ["--userid", "second"], { ADMIN_PASSWORD: "short" });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("password: Password must be at least 12 characters");
    const again = await script("admin-create", ["--userid", "Office"], { ADMIN_PASSWORD: "another password" });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("That user ID is already taken");
  });

  it("resets a password: the new one works, the old one no longer does", { timeout: 60_000 }, async () => {
    const result = await script("admin-reset-password", ["--userid", "office"], {
      ADMIN_PASSWORD: "lantern orchard 42",
    });
    expect(result.stdout).toContain('New password set for "office"');
    const row = await account("office");
    await expect(verifyPassword("lantern orchard 42", row!.password_hash)).resolves.toBe(true);
    await expect(verifyPassword("lantern orchard 41", row!.password_hash)).resolves.toBe(false);
    const missing = await script("admin-reset-password", ["--userid", "nobody"], {
      ADMIN_PASSWORD: "lantern orchard 43",
    });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('No account "nobody".');
  });
});
