import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase, openTestDatabase, type ScratchDatabase } from "../../../test/harness/databases";
import { createBackup, restoreBackup, type BackupTarget } from "./backup";
import { createDb } from "./connection";

let source: Awaited<ReturnType<typeof openTestDatabase>>;
let empty: ScratchDatabase;
const work = mkdtempSync(join(tmpdir(), "school-backup-test-"));

const targetOf = (scratch: ScratchDatabase): BackupTarget => ({
  databaseUrl: scratch.env.DATABASE_URL || undefined,
  sqlitePath: scratch.env.SQLITE_PATH ?? join(scratch.directory, "school.db"),
  mediaDir: scratch.env.MEDIA_DIR,
});

beforeAll(async () => {
  source = await openTestDatabase({ sampleContent: true });
  empty = await createScratchDatabase();
  mkdirSync(join(source.scratch.env.MEDIA_DIR, "gallery"), { recursive: true });
  writeFileSync(join(source.scratch.env.MEDIA_DIR, "gallery", "photo.jpg"), "not really a jpeg");
});
afterAll(async () => {
  await source?.close();
  await empty?.drop();
});

describe(`backup and restore (${process.env.TEST_DB_ENGINE})`, () => {
  it("restores the database and the media into an empty install", async () => {
    const archive = join(work, "backup.tar.gz");
    const made = await createBackup(targetOf(source.scratch), archive);
    expect(made.media).toBe(true);
    await restoreBackup(targetOf(empty), archive);

    const restored = createDb(
      empty.env.DATABASE_URL
        ? { databaseUrl: empty.env.DATABASE_URL }
        : { databaseUrl: "", sqlitePath: empty.env.SQLITE_PATH },
    );
    try {
      const original = await source.db.selectFrom("committee_members").selectAll().orderBy("sno").execute();
      const copy = await restored.selectFrom("committee_members").selectAll().orderBy("sno").execute();
      expect(copy).toEqual(original);
      expect(copy.length).toBeGreaterThan(0);
    } finally {
      await restored.destroy();
    }
    expect(readFileSync(join(empty.env.MEDIA_DIR, "gallery", "photo.jpg"), "utf8")).toBe("not really a jpeg");
  });

  it("refuses to restore over an install that has data", async () => {
    const archive = join(work, "again.tar.gz");
    await createBackup(targetOf(source.scratch), archive);
    await expect(restoreBackup(targetOf(source.scratch), archive)).rejects.toThrow(/empty install|not empty|exists/);
  });
});
