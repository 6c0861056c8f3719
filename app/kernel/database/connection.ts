import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { config } from "../config";
import { logger } from "../logger";
import { nodeSqliteDialect } from "./sqlite-dialect";
import { registerChangeStamp } from "./held-until-changed";
import type { Database } from "../../../db/schema";

export type Engine = "sqlite" | "postgres";

// PostgreSQL returns BIGINT (count(*), serial sums) as text by default.
pg.types.setTypeParser(20, (value) => Number(value));

export function createDb(options: { databaseUrl?: string; sqlitePath?: string } = {}): Kysely<Database> {
  const databaseUrl = options.databaseUrl ?? config().DATABASE_URL;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) is discarded by the pool; without a
    // listener the error would end the process.
    pool.on("error", (err) => logger.warn({ err }, "idle PostgreSQL connection lost"));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const path = options.sqlitePath ?? config().SQLITE_PATH;
  if (path !== ":memory:") mkdirSync(dirname(path), { recursive: true });
  const { dialect, changeStamp } = nodeSqliteDialect(path);
  const database = new Kysely<Database>({ dialect });
  registerChangeStamp(database, changeStamp);
  return database;
}

let shared: Kysely<Database> | undefined;
const requestDatabase = new AsyncLocalStorage<Kysely<Database>>();

/**
 * Runs `work` (one request, from the first middleware to the last byte) with `database` as the handle db() returns
 * throughout, awaits and streamed rendering included (docs/decisions/101-one-database-handle-per-request.md).
 */
export function runWithDatabase<T>(database: Kysely<Database>, work: () => T): T {
  return requestDatabase.run(database, work);
}

/**
 * The database of the request being served; outside a request (start-up, scripts, background work, tests that
 * call queries directly) the process-wide connection.
 */
export function db(): Kysely<Database> {
  const scoped = requestDatabase.getStore();
  if (scoped) return scoped;
  shared ??= createDb();
  return shared;
}

export async function closeDb() {
  if (shared) {
    const closing = shared;
    shared = undefined;
    await closing.destroy();
  }
}
