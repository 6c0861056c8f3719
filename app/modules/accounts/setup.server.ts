import { randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

/**
 * First-run setup: while a new install has no administrator, every page leads to /setup, which only
 * opens with the one-time token printed on the server's console at start (so nobody who finds the
 * fresh site first can claim it). Kept in memory: a restart prints a new token; finishing ends it.
 */
let state: { pending: boolean; token: string } = { pending: false, token: "" };
const finishedListeners: (() => void)[] = [];

/**
 * With several workers the primary chooses the token and hands it to each worker (`token`), so the one
 * link it prints opens setup whichever worker answers.
 */
export async function startFirstRunSetup(db: Kysely<Database>, options: { enabled: boolean; token?: string }) {
  const admin = await db.selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  state = { pending: options.enabled && !admin, token: options.token || randomBytes(24).toString("base64url") };
  return state.pending;
}

/** The token itself, for the primary to hand to its workers (null once set up). */
export function firstRunSetupToken() {
  return state.pending ? state.token : null;
}

/** Setup finished on another worker or server: once an administrator exists, the token here is void too. */
export async function refreshFirstRunSetup(db: Kysely<Database>) {
  if (!state.pending) return;
  const admin = await db.selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  if (admin) state = { pending: false, token: "" };
}

export function isSetupPending() {
  return state.pending;
}

/** The path of the one-time setup link, or null once set up. */
export function setupLinkPath() {
  return state.pending ? `/setup?token=${state.token}` : null;
}

export function isSetupToken(candidate: string | null | undefined) {
  if (!state.pending || !candidate) return false;
  const given = Buffer.from(candidate);
  const expected = Buffer.from(state.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Ends setup for good: the token no longer opens anything. */
export function finishFirstRunSetup() {
  state = { pending: false, token: "" };
  for (const listener of finishedListeners) listener();
}

export function onFirstRunSetupFinished(listener: () => void) {
  finishedListeners.push(listener);
}
