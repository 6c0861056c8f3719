import { sql, type Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { clock } from "./session.server";
import { config } from "~/kernel/config";
import { isPostgres } from "~/kernel/database/dialect";
import { auditedAddresses, pruneAuditLog, recordRepeatedAudit } from "~/kernel/audit.server";
import { rateLimiter } from "~/kernel/rate-limit.server";
import { addressKey } from "~/kernel/address-key";
import {
  clearAccountBudgets,
  giveBackToAccount,
  hasSignedInFrom,
  takeFromAccount,
  type SignInStep,
} from "./account-budget.server";
import { noteSignInFailure } from "./sign-in-spikes.server";

/** Failed sign-ins allowed for one account from one address inside the window before that pair is locked. */
export const PAIR_FAILURE_LIMIT = 5;
/** Failed sign-ins allowed from one address (any accounts) inside the window before the address is locked. */
export const ADDRESS_FAILURE_LIMIT = 20;
export const THROTTLE_WINDOW_MS = 15 * 60_000;
export const LOCK_MS = 15 * 60_000;

export const LOCKED_MESSAGE = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

/** The wait of the per-account budget, which grows with the failures (decision record 113). */
export function accountWaitMessage(seconds: number) {
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many failed sign-in attempts for this account. Please wait ${wait} and try again.`;
}

/** The account part of the throttle key: case-insensitive, so "Office" and "office" share one counter. */
export const throttleKey = (userid: string) => userid.trim().toLowerCase().slice(0, 100);
// IPv6 counts by network (a customer changes the rest of the address at will), IPv4 by address.
const addressOf = (ip: string) => addressKey(ip).slice(0, 64);
const pairKey = (userid: string, ip: string) => `${addressOf(ip)}/${throttleKey(userid)}`;

// Every guess takes from both budgets before its password is hashed; a right password gives them back. Guessing
// must never go unthrottled, so while the shared store is away each process counts on its own.
const guessesPerPair = rateLimiter({
  name: "sign-in-pair",
  points: PAIR_FAILURE_LIMIT,
  windowSeconds: THROTTLE_WINDOW_MS / 1000,
  blockSeconds: LOCK_MS / 1000,
  ifStoreUnreachable: "count-in-this-process",
});
const guessesPerAddress = rateLimiter({
  name: "sign-in-address",
  points: ADDRESS_FAILURE_LIMIT,
  windowSeconds: THROTTLE_WINDOW_MS / 1000,
  blockSeconds: LOCK_MS / 1000,
  ifStoreUnreachable: "count-in-this-process",
});

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
  | { locked: true; remainingMs: number; message: string }
  | { locked: false; settle: (succeeded: boolean) => Promise<void> };

/**
 * Decides the lock and counts the attempt in one step, before the password is hashed: the attempt counts as a
 * failure at once (for every request that follows, in every process) and is given back only when the password
 * was right. However parallel the guesses, at most PAIR_FAILURE_LIMIT passwords per account and address, and
 * ADDRESS_FAILURE_LIMIT per address, are ever evaluated in a window. Attempts while locked are not counted
 * against the address.
 */
export async function reserveLoginAttempt(userid: string, ip: string): Promise<AttemptReservation> {
  const pair = pairKey(userid, ip);
  const locked = (retryAfterSeconds: number) =>
    ({ locked: true, remainingMs: retryAfterSeconds * 1000, message: LOCKED_MESSAGE }) as const;
  const pairTake = await guessesPerPair.take(pair);
  if (!pairTake.allowed) return locked(pairTake.retryAfterSeconds);
  const addressTake = await guessesPerAddress.take(addressOf(ip));
  if (!addressTake.allowed) {
    await guessesPerPair.giveBack(pair);
    return locked(addressTake.retryAfterSeconds);
  }
  return {
    locked: false,
    settle: async (succeeded: boolean) => {
      if (!succeeded) return;
      // A success wipes the pair's slate, and a right password is no failure of the address.
      await guessesPerPair.clear(pair);
      await guessesPerAddress.giveBack(addressOf(ip));
    },
  };
}

/** A guess at one account: the account, the step, and where it comes from. */
export type SignInGuess = { userid: string; ip: string; step: SignInStep };

/**
 * The whole sign-in throttle: the limits per account and address and per address above, then the account's
 * own budget across all addresses (decision record 113), skipped where the account signed in before. Counted
 * before the check; `settle(true)` gives the guess back, and a failure counts toward a spike.
 */
export async function reserveSignInAttempt(db: Kysely<Database>, guess: SignInGuess): Promise<AttemptReservation> {
  // Asked for unknown names too, so the time tells nothing about which names exist.
  const known = await hasSignedInFrom(db, guess.userid, guess.ip);
  const pairName = guess.step === "password" ? guess.userid : `${guess.userid}#second-factor`;
  const atAddress = await reserveLoginAttempt(pairName, guess.ip);
  if (atAddress.locked) return atAddress;
  if (!known) {
    const take = await takeFromAccount(guess.step, guess.userid);
    if (!take.allowed) {
      // Not checked, so not counted at the address either.
      await guessesPerPair.giveBack(pairKey(pairName, guess.ip));
      await guessesPerAddress.giveBack(addressOf(guess.ip));
      const message = accountWaitMessage(take.retryAfterSeconds);
      return { locked: true, remainingMs: take.retryAfterSeconds * 1000, message };
    }
  }
  return {
    locked: false,
    settle: async (succeeded: boolean) => {
      await atAddress.settle(succeeded);
      if (!succeeded) await noteSignInFailure(db);
      else if (!known) await giveBackToAccount(guess.step, guess.userid);
    },
  };
}

/** The same throttle for a password or code typed again while signed in (changing one's password, a second step). */
export async function guardedCheck(
  db: Kysely<Database>,
  guess: SignInGuess,
  check: () => Promise<boolean>,
): Promise<{ ok: true } | { ok: false; locked: boolean; retryAfterSeconds: number; message: string }> {
  const reservation = await reserveSignInAttempt(db, guess);
  if (reservation.locked)
    return {
      ok: false,
      locked: true,
      retryAfterSeconds: Math.ceil(reservation.remainingMs / 1000),
      message: reservation.message,
    };
  const ok = await check();
  await reservation.settle(ok);
  return ok ? { ok: true } : { ok: false, locked: false, retryAfterSeconds: 0, message: "" };
}

/**
 * After a password reset the office can sign in again at once: the account's locks are lifted at every address
 * that failed for it lately (the audit log names them). Call it after the reset's transaction.
 */
export async function clearLoginFailures(db: Kysely<Database>, userid: string) {
  const key = throttleKey(userid);
  const failedFrom = await auditedAddresses(db, {
    actions: ["login_failed", "login_locked", "password_check_failed"],
    entityKey: key,
    // A lock in force began at most a window and a lock ago, in an audit row begun up to a window before that.
    since: new Date(clock.now() - 2 * THROTTLE_WINDOW_MS - LOCK_MS).toISOString(),
  });
  for (const ip of failedFrom) await guessesPerPair.clear(pairKey(key, ip));
  await clearAccountBudgets(key);
}

/**
 * Rows of login_attempts (which the lock read before it counted in the kernel's rate limiter) go after a day;
 * sessions past their absolute end are dead;
 * audit rows are kept for the retention period (AUDIT_RETENTION_DAYS) and then removed.
 */
export async function pruneAuthTables(db: Kysely<Database>) {
  const now = clock.now();
  await db
    .deleteFrom("login_attempts")
    .where("created_at", "<", new Date(now - 24 * 3600_000).toISOString())
    .execute();
  // Kept a day past their end, so a form sent from the tab of one that expired can still be kept as a draft.
  const dayAgo = new Date(now - 24 * 3600_000).toISOString();
  await db.deleteFrom("sessions").where("expires_at", "<", dayAgo).execute();
  await db.deleteFrom("ended_sessions").where("ended_at", "<", dayAgo).execute();
  await pruneAuditLog(db, new Date(now - config().AUDIT_RETENTION_DAYS * 24 * 3600_000).toISOString());
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
  return oneAtATimePerKey(db, `sign-in-audit:${attempt.ip}`, (trx) =>
    recordRepeatedAudit(
      trx,
      // Stored as typed (trimmed and cut short); shown as "unknown account" when no such user exists.
      { id: attempt.accountId, userid: attempt.userid.trim().slice(0, 100), ip: attempt.ip },
      { action, entity: "admin_user", entityKey: key },
      {
        since: new Date(clock.now() - THROTTLE_WINDOW_MS).toISOString(),
        at: new Date(clock.now()).toISOString(),
      },
    ),
  );
}
