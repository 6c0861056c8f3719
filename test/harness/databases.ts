import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { Kysely } from "kysely";
import { createDb, type Engine } from "~/kernel/database/connection";
import { prepareDatabase } from "../../server/prepare-database";
// Tests call module functions in this process too: the same registrations as the server (app/wiring.server.ts).
import "../../app/wiring.server";
import type { Database } from "../../db/schema";

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export function testEngine(): Engine {
  return process.env.TEST_DB_ENGINE === "postgres" ? "postgres" : "sqlite";
}

/** A brand-new empty database for one test file; `drop` removes every trace of it. */
export type ScratchDatabase = {
  engine: Engine;
  /** Environment that points the server at this database. */
  env: Record<string, string>;
  directory: string;
  /** The PostgreSQL database's name. */
  name?: string;
  drop: () => Promise<void>;
};

/** Where a prepared database lies, to be copied (see templates.ts). */
export type DatabaseCopySource = Pick<ScratchDatabase, "engine" | "directory" | "name">;

/** Where the global setup's prepared databases are (templates.ts), by engine and kind of content. */
export const TEMPLATE_ENV_PREFIX = "SCHOOL_TEST_TEMPLATE_";

/**
 * The prepared database a server with `env` may start from, if this run has one; none where the start-up's
 * first-time work is what is tested (first-run setup, the administrator from ADMIN_USER).
 */
export function templateFor(engine: Engine, env: Record<string, string>): DatabaseCopySource | undefined {
  if (env.FIRST_RUN_SETUP && env.FIRST_RUN_SETUP !== "off") return undefined;
  // The administrator of ADMIN_USER is made on a database's first start only.
  if (env.ADMIN_USER) return undefined;
  const kind = env.SEED_SAMPLE_CONTENT === "false" ? "empty" : "sample";
  const stored = process.env[`${TEMPLATE_ENV_PREFIX}${engine}_${kind}`];
  return stored ? (JSON.parse(stored) as DatabaseCopySource) : undefined;
}

/** A new database: empty, or a copy of `from` (its file or PostgreSQL template, and its media folder). */
export async function createScratchDatabase(
  engine: Engine = testEngine(),
  options: { from?: DatabaseCopySource } = {},
): Promise<ScratchDatabase> {
  const directory = mkdtempSync(join(tmpdir(), "school-test-"));
  const mediaDir = join(directory, "media");
  const from = options.from?.engine === engine ? options.from : undefined;
  if (from) cpSync(from.directory, directory, { recursive: true });
  if (engine === "sqlite") {
    return {
      engine,
      directory,
      env: { SQLITE_PATH: join(directory, "school.db"), MEDIA_DIR: mediaDir, DATABASE_URL: "" },
      drop: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  const name = `school_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdminClient((client) =>
    client.query(from?.name ? `CREATE DATABASE ${name} TEMPLATE ${from.name}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    engine,
    directory,
    name,
    env: { DATABASE_URL: url.toString(), MEDIA_DIR: mediaDir },
    drop: async () => {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A migrated database opened in this process, for tests of queries and rules. */
export async function openTestDatabase(options: { sampleContent?: boolean } = {}) {
  const scratch = await createScratchDatabase();
  const db: Kysely<Database> = createDb(
    scratch.engine === "postgres"
      ? { databaseUrl: scratch.env.DATABASE_URL }
      : { databaseUrl: "", sqlitePath: scratch.env.SQLITE_PATH },
  );
  await prepareDatabase(db, { sampleContent: options.sampleContent ?? false });
  return {
    db,
    engine: scratch.engine,
    scratch,
    close: async () => {
      await db.destroy();
      await scratch.drop();
    },
  };
}
