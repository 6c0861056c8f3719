import type { Kysely } from "kysely";

// Reads every page makes (the settings, the menu) held in memory while the database is unchanged. Decision 128 kept
// them read on every request because tests, scripts and other processes write behind the server's back; a change
// stamp that sees every write answers that: for SQLite, `PRAGMA data_version` (moves when any other connection, in
// this process or another, commits) with `total_changes()` (this connection's own writes, committed or not). A
// database without a stamp (PostgreSQL) is read every time. See docs/decisions/146-route-tables-once-and-reads-held.md.
//
// Some answers also depend on the clock (a thing shown from a moment until another, the next event): their reader
// says when its answer can next change by itself, and the answer is held no longer than that
// (docs/decisions/148-clock-bound-reads-held.md).

const stamps = new WeakMap<object, () => string>();

type Entry = {
  stamp: string;
  value: Promise<unknown>;
  /** The moment the answer was read for (epoch ms): a clock set back before it reads again. */
  readAt: number;
  /** Until when the answer holds (epoch ms, excluded); Infinity while reading and for an answer without a moment. */
  until: number;
};
const held = new WeakMap<object, Map<string, Entry>>();

/** Gives a database handle its change stamp (connection.ts, for SQLite). */
export function registerChangeStamp(database: Kysely<never> | object, stamp: () => string) {
  stamps.set(database, stamp);
}

/**
 * `load()`'s answer for `key`, read again only when the database has changed since it was last read. Within a
 * transaction (another handle) and on a database without a stamp, always read. The answer must depend on the
 * database only, never on the clock or the request (for the clock, see heldUntilChangedOrDue).
 */
export function heldUntilChanged<T>(database: object, key: string, load: () => Promise<T>): Promise<T> {
  return heldUntilChangedOrDue(database, key, async () => ({ value: await load(), changesAt: undefined }));
}

/** An answer that depends on the clock as well as the database, with the next moment it can change by itself. */
export type TimedAnswer<T> = {
  value: T;
  /**
   * The first moment after `at` (epoch ms) at which the answer could differ with the same rows, undefined for
   * never; a moment not after `at` keeps nothing (read again next time: a miss that should not be held).
   */
  changesAt: number | undefined;
};

/**
 * `load(at)`'s answer for `key`, where `at` is the moment to answer for: read again when the database has changed
 * since it was last read, or when the clock has reached the answer's `changesAt` (or gone back before its `at`).
 * Without a change stamp (a transaction, PostgreSQL), always read.
 */
export async function heldUntilChangedOrDue<T>(
  database: object,
  key: string,
  load: (at: Date) => Promise<TimedAnswer<T>>,
): Promise<T> {
  const stampOf = stamps.get(database);
  if (!stampOf) return (await load(new Date())).value;
  // Taken before reading: a change made while reading moves the stamp, so the next call reads again.
  const stamp = stampOf();
  const now = Date.now();
  let entries = held.get(database);
  if (!entries) held.set(database, (entries = new Map()));
  const entry = entries.get(key);
  if (entry && entry.stamp === stamp && entry.readAt <= now && now < entry.until) return entry.value as Promise<T>;
  const answer = load(new Date(now));
  const value = answer.then((timed) => timed.value);
  const fresh: Entry = { stamp, value, readAt: now, until: Infinity };
  entries.set(key, fresh);
  answer.then(
    ({ changesAt }) => {
      fresh.until = changesAt ?? Infinity;
      // An answer that holds for no time at all is not kept (a page nobody has, which any address could ask for).
      if (fresh.until <= now && entries.get(key) === fresh) entries.delete(key);
    },
    // A failed read is not kept.
    () => entries.get(key) === fresh && entries.delete(key),
  );
  return value;
}

/** A held answer is shared by every request that asks: frozen, so none can change it for the others. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value))
    for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}
