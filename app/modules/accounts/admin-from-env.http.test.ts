import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

describe("ADMIN_PASSWORD at start", () => {
  it("a weak one stops the start with one plain line and a non-zero exit, no stack trace", () => {
    const folder = mkdtempSync(join(tmpdir(), "admin-env-"));
    try {
      const run = spawnSync(process.execPath, ["server.js"], {
        env: {
          ...process.env,
          ADMIN_USER: "office",
          ADMIN_PASSWORD: "short",
          PORT: "0",
          WEB_CONCURRENCY: "1",
          SQLITE_PATH: join(folder, "site.db"),
          DATABASE_URL: "",
          MEDIA_DIR: join(folder, "media"),
        },
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(run.status).toBe(1);
      const lines = run.stderr.trim().split("\n");
      expect(lines).toEqual([
        "Cannot create the first administrator: ADMIN_PASSWORD: Password must be at least 12 characters",
      ]);
      expect(run.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
