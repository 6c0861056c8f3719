import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { addressKey } from "~/kernel/address-key";
import { auditedAddresses } from "~/kernel/audit.server";
import { clock } from "./session.server";

// Guessing limited per account across all addresses (decision record 113). Each typed account name (and each
// account's two-factor step) has one budget: 5 failures go by, then after the n-th failure the next guess
// waits 2^n seconds (32, 64, 128, 256, 512, then 15 minutes at most). The count is forgotten after an hour with no
// failure. Nothing is ever locked for good: the owner signs in at once from an address the account has signed
// in from before (its per-address limits still apply), or from anywhere once the wait is over.

export const ACCOUNT_FREE_FAILURES = 5;
export const ACCOUNT_MAX_DELAY_SECONDS = 15 * 60;
export const ACCOUNT_FORGET_MS = 60 * 60_000;
/** How long an address that signed in counts as the owner's. */
const KNOWN_ADDRESS_DAYS = 90;

/** Seconds the next guess must wait after `failures` failures. */
export function delayAfter(failures: number) {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(2 ** failures, ACCOUNT_MAX_DELAY_SECONDS);
}

const iso = (ms: number) => new Date(ms).toISOString();

export type AccountTake = { allowed: true; failures: number } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts a guess at `key` as a failure before it is checked (so parallel guesses cannot overtake the wait),
 * unless the wait is on and the caller is not known. Run it one at a time per key (throttle.server.ts does).
 */
export async function takeFromAccountBudget(
  trx: Kysely<Database>,
  key: string,
  options: { known: boolean },
): Promise<AccountTake> {
  const now = clock.now();
  const row = await trx.selectFrom("sign_in_budgets").selectAll().where("key", "=", key).executeTakeFirst();
  const fresh = row && Date.parse(row.last_failure_at) > now - ACCOUNT_FORGET_MS;
  const failures = fresh ? Number(row.failures) : 0;
  const waitUntil = fresh ? Date.parse(row.next_allowed_at) : 0;
  if (!options.known && waitUntil > now)
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((waitUntil - now) / 1000)) };
  const counted = failures + 1;
  const values = {
    failures: counted,
    last_failure_at: iso(now),
    next_allowed_at: iso(Math.max(waitUntil, now + delayAfter(counted) * 1000)),
  };
  await trx
    .insertInto("sign_in_budgets")
    .values({ key, ...values })
    .onConflict((conflict) => conflict.column("key").doUpdateSet(values))
    .execute();
  return { allowed: true, failures: counted };
}

/** A right password or code: the guess counted in advance is given back (the attack's count stays). */
export async function giveBackToAccountBudget(trx: Kysely<Database>, key: string) {
  const row = await trx.selectFrom("sign_in_budgets").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row) return;
  const failures = Math.max(0, Number(row.failures) - 1);
  const set = failures < ACCOUNT_FREE_FAILURES ? { failures, next_allowed_at: iso(clock.now()) } : { failures };
  await trx.updateTable("sign_in_budgets").set(set).where("key", "=", key).execute();
}

/** Forgets an account's budgets (a password reset by the owner or an admin). */
export async function clearAccountBudget(db: Kysely<Database>, keys: string[]) {
  if (keys.length) await db.deleteFrom("sign_in_budgets").where("key", "in", keys).execute();
}

/** Whether the account has signed in from this address (IPv6: its network, see addressKey) lately. */
export async function hasSignedInFrom(db: Kysely<Database>, userid: string, ip: string) {
  const addresses = await auditedAddresses(db, {
    actions: ["login"],
    entityKey: userid,
    since: iso(clock.now() - KNOWN_ADDRESS_DAYS * 24 * 3600_000),
  });
  const wanted = addressKey(ip);
  return addresses.some((address) => addressKey(address) === wanted);
}

/** Budgets untouched for longer than they are remembered. */
export async function pruneAccountBudgets(db: Kysely<Database>) {
  await db
    .deleteFrom("sign_in_budgets")
    .where("last_failure_at", "<", iso(clock.now() - ACCOUNT_FORGET_MS))
    .execute();
}
