import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { addressKey } from "~/kernel/address-key";
import { auditedAddresses } from "~/kernel/audit.server";
import { rateLimiter, type GrowingWait, type Take } from "~/kernel/rate-limit.server";
import { clock } from "./session.server";

// Guessing limited per account across all addresses (decision record 113): each typed account name has one
// budget, and its two-factor step another. Five failures pass; then the next guess waits 30 s, the one after
// 60 s, and so on, doubling to 15 minutes at most, for a day from the first failure. Nothing is locked for good,
// and the owner is never held up where she signed in before (the per-address limits still apply there).

export const ACCOUNT_WAIT: GrowingWait = { free: 5, firstSeconds: 30, maxSeconds: 15 * 60 };
const ACCOUNT_MEMORY_SECONDS = 24 * 3600;
/** How long an address that signed in counts as the owner's. */
const KNOWN_ADDRESS_DAYS = 90;

export type SignInStep = "password" | "second-factor";

const budgets: Record<SignInStep, ReturnType<typeof rateLimiter>> = {
  password: rateLimiter({
    name: "sign-in-account",
    points: "growing-wait",
    growingWait: ACCOUNT_WAIT,
    windowSeconds: ACCOUNT_MEMORY_SECONDS,
    ifStoreUnreachable: "count-in-this-process",
  }),
  "second-factor": rateLimiter({
    name: "sign-in-account-code",
    points: "growing-wait",
    growingWait: ACCOUNT_WAIT,
    windowSeconds: ACCOUNT_MEMORY_SECONDS,
    ifStoreUnreachable: "count-in-this-process",
  }),
};

/** The account part of a budget's key: case-insensitive, so "Office" and "office" share one budget. */
export const accountKey = (userid: string) => userid.trim().toLowerCase().slice(0, 100);

/** Counts a guess at the account before it is checked; a right one is given back (`giveBackToAccount`). */
export function takeFromAccount(step: SignInStep, userid: string): Promise<Take> {
  return budgets[step].take(accountKey(userid));
}

export function giveBackToAccount(step: SignInStep, userid: string) {
  return budgets[step].giveBack(accountKey(userid));
}

/** Forgets an account's budgets (a password reset by the owner or an admin). */
export async function clearAccountBudgets(userid: string) {
  await budgets.password.clear(accountKey(userid));
  await budgets["second-factor"].clear(accountKey(userid));
}

/** Whether the account has signed in from this address (IPv6: its network, see addressKey) lately. */
export async function hasSignedInFrom(db: Kysely<Database>, userid: string, ip: string) {
  const addresses = await auditedAddresses(db, {
    actions: ["login"],
    entityKey: userid,
    since: new Date(clock.now() - KNOWN_ADDRESS_DAYS * 24 * 3600_000).toISOString(),
  });
  const wanted = addressKey(ip);
  return addresses.some((address) => addressKey(address) === wanted);
}
