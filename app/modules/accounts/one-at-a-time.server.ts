import { sql, type Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { isPostgres } from "~/kernel/database/dialect";

/** Advisory-lock namespace of the sign-in throttle (PostgreSQL), so its keys never meet another feature's. */
const ADVISORY_NAMESPACE = 17_017;

/**
 * Runs `work` in a transaction that one request per key runs at a time, in this process and in every other
 * process on the same database (several workers or servers). PostgreSQL: a transaction-scoped advisory lock
 * on a hash of the key (other keys go on in parallel). SQLite: BEGIN IMMEDIATE takes the file's write lock at
 * once, and SQLite lets one writer in at a time across processes (others wait up to the busy timeout).
 * `work` must use the handle it is given.
 */
export async function oneAtATimePerKey<T>(
  db: Kysely<Database>,
  key: string,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (isPostgres(db))
    return db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${ADVISORY_NAMESPACE}, hashtext(${key}))`.execute(trx);
      return work(trx);
    });
  // Kysely's SQLite transactions start with a plain BEGIN, whose write lock is taken only at the first write:
  // two processes could both read "not locked" first. The one connection is held for the whole step.
  return db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
