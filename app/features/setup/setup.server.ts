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

export async function startFirstRunSetup(db: Kysely<Database>, options: { enabled: boolean }) {
  const admin = await db.selectFrom("admin_users").select("id").limit(1).executeTakeFirst();
  state = { pending: options.enabled && !admin, token: randomBytes(24).toString("base64url") };
  return state.pending;
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
