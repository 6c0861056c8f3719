import type { Kysely, Transaction } from "kysely";

/**
 * Runs `work` in a transaction: a new one, or the caller's when `db` already is one (Kysely has no nested
 * transactions), so a command can be part of a larger all-or-nothing write.
 */
export function withinTransaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);
}
