import type { Kysely } from "kysely";

// Reads every page makes (the settings, the menu) held in memory while the database is unchanged. Decision 128 kept
// them read on every request because tests, scripts and other processes write behind the server's back; a change
// stamp that sees every write answers that: for SQLite, `PRAGMA data_version` (moves when any other connection, in
// this process or another, commits) with `total_changes()` (this connection's own writes, committed or not). A
// database without a stamp (PostgreSQL) is read every time. See docs/decisions/146-route-tables-once-and-reads-held.md.

const stamps = new WeakMap<object, () => string>();
const held = new WeakMap<object, Map<string, { stamp: string; value: Promise<unknown> }>>();

/** Gives a database handle its change stamp (connection.ts, for SQLite). */
export function registerChangeStamp(database: Kysely<never> | object, stamp: () => string) {
  stamps.set(database, stamp);
}

/**
 * `load()`'s answer for `key`, read again only when the database has changed since it was last read. Within a
 * transaction (another handle) and on a database without a stamp, always read.
 */
export function heldUntilChanged<T>(database: object, key: string, load: () => Promise<T>): Promise<T> {
  const stampOf = stamps.get(database);
  if (!stampOf) return load();
  // Taken before reading: a change made while reading moves the stamp, so the next call reads again.
  const stamp = stampOf();
  let entries = held.get(database);
  if (!entries) held.set(database, (entries = new Map()));
  const entry = entries.get(key);
  if (entry?.stamp === stamp) return entry.value as Promise<T>;
  const value = load();
  entries.set(key, { stamp, value });
  // A failed read is not kept.
  value.catch(() => entries.get(key)?.value === value && entries.delete(key));
  return value;
}
