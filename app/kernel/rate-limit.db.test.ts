import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openTestDatabase } from "../../test/harness/databases";
import type { Database } from "../../db/schema";
import { createDb } from "./database/connection";
import { DatabaseRateLimiter } from "./rate-limit-database.server";
import { keepRateLimitsInMemory, rateLimiter, shareRateLimits } from "./rate-limit.server";

// The database store stands for several processes on one database: each handle here is one process.
let database: Awaited<ReturnType<typeof openTestDatabase>>;
let second: Kysely<Database>;
let now = Date.parse("2026-11-23T09:00:00Z");

beforeAll(async () => {
  database = await openTestDatabase();
  const { env } = database.scratch;
  second = createDb(
    database.engine === "postgres"
      ? { databaseUrl: env.DATABASE_URL }
      : { databaseUrl: "", sqlitePath: env.SQLITE_PATH },
  );
  vi.spyOn(Date, "now").mockImplementation(() => now);
});
afterAll(async () => {
  vi.restoreAllMocks();
  keepRateLimitsInMemory();
  await second?.destroy();
  await database?.close();
});

let rule = 0;
const sharedRule = (options: { points: number; blockSeconds?: number }) => {
  shareRateLimits(() => database.db);
  return rateLimiter({ name: `db-test-${++rule}`, windowSeconds: 60, ifStoreUnreachable: "allow", ...options });
};

describe("counts in the site's database", () => {
  it("is one budget for every process, exact under parallel takes", async () => {
    const options = { keyPrefix: "db-test-parallel", points: 5, duration: 60, blockDuration: 0 };
    const processes = [
      new DatabaseRateLimiter(() => database.db, options),
      new DatabaseRateLimiter(() => second, options),
    ];
    const takes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => processes[i % 2].consume("10.0.0.1")));
    expect(takes.filter((take) => take.status === "fulfilled")).toHaveLength(5);
    const row = await second
      .selectFrom("rate_limit_hits")
      .select("hits")
      .where("key", "=", "db-test-parallel:10.0.0.1")
      .executeTakeFirstOrThrow();
    expect(Number(row.hits)).toBe(40);
  });

  it("refuses until the window is over, and blocks from the first refusal", async () => {
    const guesses = sharedRule({ points: 2, blockSeconds: 15 * 60 });
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect((await guesses.take("pair")).allowed).toBe(true);
    expect(await guesses.take("pair")).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });
    now += 14 * 60_000;
    expect(await guesses.take("pair")).toEqual({ allowed: false, retryAfterSeconds: 60 });
    now += 61_000;
    expect(await guesses.take("pair")).toEqual({ allowed: true });
    const posts = sharedRule({ points: 1 });
    expect((await posts.take("10.0.0.1")).allowed).toBe(true);
    now += 20_000;
    expect(await posts.take("10.0.0.1")).toEqual({ allowed: false, retryAfterSeconds: 40 });
    now += 40_000;
    expect((await posts.take("10.0.0.1")).allowed).toBe(true);
  });

  it("gives back and forgets", async () => {
    const guesses = sharedRule({ points: 1 });
    await guesses.take("key");
    await guesses.giveBack("key");
    expect((await guesses.take("key")).allowed).toBe(true);
    expect((await guesses.take("key")).allowed).toBe(false);
    await guesses.clear("key");
    expect((await guesses.take("key")).allowed).toBe(true);
  });

  it("grows the wait in the shared store, however parallel the takes", async () => {
    shareRateLimits(() => database.db);
    const account = rateLimiter({
      name: `db-test-${++rule}`,
      points: "growing-wait",
      growingWait: { free: 5, firstSeconds: 30, maxSeconds: 900 },
      windowSeconds: 24 * 3600,
      ifStoreUnreachable: "count-in-this-process",
    });
    const takes = await Promise.all(Array.from({ length: 20 }, () => account.take("office")));
    expect(takes.filter((take) => take.allowed)).toHaveLength(5);
    expect((await account.peek("office"))?.taken).toBe(5);
    now += 30_000;
    expect(await account.take("office")).toEqual({ allowed: true });
    expect(await account.take("office")).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });
});
