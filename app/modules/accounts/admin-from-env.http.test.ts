import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// One worker, and several (the cluster's primary creates the account): the same single line either way.
const CASES = [
  { password: "short", workers: "1", message: "Password must be at least 12 characters" },
  { password: "password1234", workers: "2", message: "This password is too easy to guess. Add another word or two." },
];

describe("ADMIN_PASSWORD at start", () => {
  it.each(CASES)(
    "$password stops the start with one plain line and a non-zero exit, no stack trace ($workers worker(s))",
    ({ password, workers, message }) => {
      const folder = mkdtempSync(join(tmpdir(), "admin-env-"));
      try {
        const run = spawnSync(process.execPath, ["server.js"], {
          env: {
            ...process.env,
            ADMIN_USER: "office",
            ADMIN_PASSWORD: password,
            PORT: "0",
            WEB_CONCURRENCY: workers,
            SQLITE_PATH: join(folder, "site.db"),
            DATABASE_URL: "",
            MEDIA_DIR: join(folder, "media"),
          },
          encoding: "utf8",
          timeout: 60_000,
        });
        expect(run.status).toBe(1);
        const lines = run.stderr.trim().split("\n");
        expect(lines).toEqual([`Cannot create the first administrator: ADMIN_PASSWORD: ${message}`]);
        expect(run.stderr).not.toMatch(/\n\s+at /);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  );
});
