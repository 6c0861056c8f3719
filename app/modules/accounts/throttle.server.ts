import { sql, type Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { clock } from "./session.server";
import { config } from "~/kernel/config";
import { isPostgres } from "~/kernel/database/dialect";

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
  const row = await db
    .insertInto("login_attempts")
    .values({
      userid: throttleKey(userid),
      ip: ip.slice(0, 64),
      succeeded: succeeded ? 1 : 0,
      created_at: new Date(clock.now()).toISOString(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Advisory-lock namespace of the sign-in throttle (PostgreSQL), so its keys never meet another feature's. */
const ADVISORY_NAMESPACE = 17_017;

/**
 * Runs `work` in a transaction that one request per key runs at a time, in this process and in every other
 * process on the same database (several workers or servers). PostgreSQL: a transaction-scoped advisory lock
 * on a hash of the key (other keys go on in parallel). SQLite: BEGIN IMMEDIATE takes the file's write lock at
 * once, and SQLite lets one writer in at a time across processes (others wait up to the busy timeout).
 * `work` must use the handle it is given.
 */
async function oneAtATimePerKey<T>(
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

export type AttemptReservation =
  { locked: true; remainingMs: number } | { locked: false; settle: (succeeded: boolean) => Promise<void> };

/**
 * Decides the lock and reserves the attempt in one step, before the password is hashed: the attempt is
 * written as a failure at once (so it counts for every request that follows) and turned into a success
 * only when the password was right. However parallel the guesses, and across processes, at most
 * PAIR_FAILURE_LIMIT passwords per account and address, and ADDRESS_FAILURE_LIMIT per address, are ever
 * evaluated in a window.
 */
export function reserveLoginAttempt(db: Kysely<Database>, userid: string, ip: string): Promise<AttemptReservation> {
  return oneAtATimePerKey(db, `sign-in:${ip}`, async (trx) => {
    const remainingMs = await loginLockRemaining(trx, userid, ip);
    if (remainingMs > 0) return { locked: true as const, remainingMs };
    const id = await recordLoginAttempt(trx, userid, ip, false);
    return {
      locked: false as const,
      settle: async (succeeded: boolean) => {
        if (succeeded) await db.updateTable("login_attempts").set({ succeeded: 1 }).where("id", "=", id).execute();
      },
    };
  });
}

/** The same throttle for a password typed again while signed in (changing one's password, a second step). */
export async function guardedCheck(
  db: Kysely<Database>,
  key: { userid: string; ip: string },
  check: () => Promise<boolean>,
): Promise<{ ok: true } | { ok: false; locked: boolean; retryAfterSeconds: number }> {
  const reservation = await reserveLoginAttempt(db, key.userid, key.ip);
  if (reservation.locked)
    return { ok: false, locked: true, retryAfterSeconds: Math.ceil(reservation.remainingMs / 1000) };
  const ok = await check();
  await reservation.settle(ok);
  return ok ? { ok: true } : { ok: false, locked: false, retryAfterSeconds: 0 };
}

/** After a password reset the office can sign in again at once. */
export async function clearLoginFailures(db: Kysely<Database>, userid: string) {
  await db.deleteFrom("login_attempts").where("userid", "=", throttleKey(userid)).where("succeeded", "=", 0).execute();
}

/**
 * Attempts older than a day no longer matter to any lock; sessions past their absolute end are dead;
 * audit rows are kept for the retention period (AUDIT_RETENTION_DAYS) and then removed.
 */
export async function pruneAuthTables(db: Kysely<Database>) {
  const now = clock.now();
  await db
    .deleteFrom("login_attempts")
    .where("created_at", "<", new Date(now - 24 * 3600_000).toISOString())
    .execute();
  await db.deleteFrom("sessions").where("expires_at", "<", new Date(now).toISOString()).execute();
  await db
    .deleteFrom("audit_log")
    .where("created_at", "<", new Date(now - config().AUDIT_RETENTION_DAYS * 24 * 3600_000).toISOString())
    .execute();
}

/**
 * A failed or locked sign-in, aggregated: one audit row per action, typed user id and address in each
 * window, whose `attempts` count goes up with every repeat, so a flood of guesses costs one row, not thousands.
 */
export function recordRepeatedSignInFailure(
  db: Kysely<Database>,
  action: "login_failed" | "login_locked" | "password_check_failed" | "two_factor_failed",
  attempt: { userid: string; ip: string; accountId: number | null },
) {
  const key = throttleKey(attempt.userid);
  return oneAtATimePerKey(db, `sign-in-audit:${attempt.ip}`, async (trx) => {
    const since = new Date(clock.now() - THROTTLE_WINDOW_MS).toISOString();
    const existing = await trx
      .selectFrom("audit_log")
      .select(["id", "changes"])
      .where("action", "=", action)
      .where("entity_key", "=", key)
      .where("ip", "=", attempt.ip.slice(0, 64))
      .where("created_at", ">=", since)
      .orderBy("id", "desc")
      .executeTakeFirst();
    if (existing) {
      const count = attemptsIn(existing.changes) + 1;
      await trx
        .updateTable("audit_log")
        .set({ changes: JSON.stringify({ attempts: { before: count - 1, after: count } }) })
        .where("id", "=", existing.id)
        .execute();
      return;
    }
    await trx
      .insertInto("audit_log")
      .values({
        actor_id: attempt.accountId,
        // Stored as typed (trimmed and cut short); shown as "unknown account" when no such user exists.
        actor_userid: attempt.userid.trim().slice(0, 100),
        action,
        entity: "admin_user",
        entity_key: key,
        changes: JSON.stringify({ attempts: { before: null, after: 1 } }),
        ip: attempt.ip.slice(0, 64),
        created_at: new Date(clock.now()).toISOString(),
      })
      .execute();
  });
}

function attemptsIn(changes: string | null) {
  try {
    const parsed = JSON.parse(changes ?? "{}") as { attempts?: { after?: unknown } };
    return Number(parsed.attempts?.after ?? 1) || 1;
  } catch {
    return 1;
  }
}
