import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { closeDb, createDb, db, runWithDatabase } from "./connection";

// db() is the database of the request being served (docs/decisions/101-one-database-handle-per-request.md).

const inMemory = () => createDb({ databaseUrl: "", sqlitePath: ":memory:" });
const siteA = inMemory();
const siteB = inMemory();

beforeAll(() => {
  // The process's own connection, opened on first use outside a scope, is an in-memory one too.
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("SQLITE_PATH", ":memory:");
});
afterAll(async () => {
  await Promise.all([siteA.destroy(), siteB.destroy(), closeDb()]);
  vi.unstubAllEnvs();
});

describe("db() and runWithDatabase", () => {
  it("is the scope's handle inside it, through awaits and timers, and the process's own outside", async () => {
    const processHandle = db();
    expect(processHandle).not.toBe(siteA);
    expect(db()).toBe(processHandle);

    const seen = await runWithDatabase(siteA, async () => {
      const first = db();
      await sleep(5);
      const afterAwait = db();
      const inTimer = await new Promise((resolve) => setTimeout(() => resolve(db()), 1));
      return [first, afterAwait, inTimer];
    });
    // Compared by identity: two Kysely handles are deeply equal.
    expect(seen.map((handle) => handle === siteA)).toEqual([true, true, true]);
    expect(db()).toBe(processHandle);
  });

  it("keeps two requests in flight at once apart", async () => {
    const serve = (site: typeof siteA, delays: number[]) =>
      runWithDatabase(site, async () => {
        const seen = [];
        for (const ms of delays) {
          await sleep(ms);
          seen.push(db() === site);
        }
        return seen;
      });
    const [a, b] = await Promise.all([serve(siteA, [1, 10, 1, 10]), serve(siteB, [10, 1, 10, 1])]);
    expect([...a, ...b]).toEqual(Array(8).fill(true));
  });

  it("reads the scope's database", async () => {
    await sql`create table marker (site text)`.execute(siteB);
    await sql`insert into marker (site) values ('B')`.execute(siteB);
    const read = async () => (await sql<{ site: string }>`select site from marker`.execute(db())).rows;
    await expect(runWithDatabase(siteB, read)).resolves.toEqual([{ site: "B" }]);
    await expect(runWithDatabase(siteA, read)).rejects.toThrow(/no such table/);
  });
});
