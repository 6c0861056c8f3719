import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { clock } from "./session.server";

/** Failed sign-ins allowed for one account from one address inside the window before that pair is locked. */
export const PAIR_FAILURE_LIMIT = 5;
/** Failed sign-ins allowed from one address (any accounts) inside the window before the address is locked. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export const LOCKED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/** The account part of the throttle key: case-insensitive, so "Office" and "office" share one counter. */
export const throttleKey = (userid: string) => userid.trim().toLowerCase().slice(0, 100);

/**
 * When `limit` failures fall inside one window, the pair stays locked for LOCK_MS after the last of them.
 * `failures` are epoch milliseconds in ascending order; returns the end of the lock, or 0.
 */
export function lockedUntil(failures: number[], limit: number) {
  let until = 0;
  for (let i = limit - 1; i < failures.length; i++) {
    if (failures[i] - failures[i - limit + 1] <= THROTTLE_WINDOW_MS) until = Math.max(until, failures[i] + LOCK_MS);
  }
  return until;
}

async function failuresSince(db: Kysely<Database>, filter: { userid?: string; ip: string }, since: number) {
  let query = db
    .selectFrom("login_attempts")
    .select(["created_at", "succeeded"])
    .where("ip", "=", filter.ip)
    .where("created_at", ">=", new Date(since).toISOString());
  if (filter.userid !== undefined) query = query.where("userid", "=", filter.userid);
  const rows = await query.orderBy("created_at", "asc").orderBy("id", "asc").execute();
  // A success for the pair wipes the slate: only failures after the last success count.
  const lastSuccess = filter.userid !== undefined ? rows.findLastIndex((row) => Number(row.succeeded) === 1) : -1;
  return rows
    .slice(lastSuccess + 1)
    .filter((row) => Number(row.succeeded) === 0)
    .map((row) => Date.parse(row.created_at));
}

/** Milliseconds until this account + address may try again (0 when not locked). */
export async function loginLockRemaining(db: Kysely<Database>, userid: string, ip: string) {
  const now = clock.now();
  const since = now - THROTTLE_WINDOW_MS - LOCK_MS;
  const [pair, address] = await Promise.all([
    failuresSince(db, { userid: throttleKey(userid), ip }, since),
    failuresSince(db, { ip }, since),
  ]);
  const until = Math.max(lockedUntil(pair, PAIR_FAILURE_LIMIT), lockedUntil(address, ADDRESS_FAILURE_LIMIT));
  return Math.max(0, until - now);
}

export async function recordLoginAttempt(db: Kysely<Database>, userid: string, ip: string, succeeded: boolean) {
  await db
    .insertInto("login_attempts")
    .values({
      userid: throttleKey(userid),
      ip: ip.slice(0, 64),
      succeeded: succeeded ? 1 : 0,
      created_at: new Date(clock.now()).toISOString(),
    })
    .execute();
}

/** After a password reset the office can sign in again at once. */
export async function clearLoginFailures(db: Kysely<Database>, userid: string) {
  await db.deleteFrom("login_attempts").where("userid", "=", throttleKey(userid)).where("succeeded", "=", 0).execute();
}

/** Attempts older than a day no longer matter to any lock; sessions past their absolute end are dead. */
export async function pruneAuthTables(db: Kysely<Database>) {
  const now = clock.now();
  await db
    .deleteFrom("login_attempts")
    .where("created_at", "<", new Date(now - 24 * 3600_000).toISOString())
    .execute();
  await db.deleteFrom("sessions").where("expires_at", "<", new Date(now).toISOString()).execute();
}
