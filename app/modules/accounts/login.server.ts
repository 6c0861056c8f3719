import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit } from "~/kernel/audit.server";
import { dummyPasswordHash, hashPassword, passwordNeedsRehash, verifyPassword } from "./password.server";
import { clock, createSession, deleteSession, readPendingSignIn, readSession } from "./session.server";
import { verifySecondFactor } from "./two-factor.server";
import { pruneAuthTables, recordRepeatedSignInFailure, reserveSignInAttempt } from "./throttle.server";
import type { Login } from "./schema";

/** The spec's contract: the client compares `message` with this text. */
export const LOGIN_SUCCESS_MESSAGE = "Login successful";
/** One message for an unknown user, a wrong password and a disabled account, so none of them is revealed. */
export const LOGIN_FAILED_MESSAGE = "Invalid username or password";

export type LoginResult =
  | { ok: true; token: string; user: { id: number; userid: string; role: "admin" | "editor" } }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "locked"; message: string; retryAfterSeconds: number }
  /** The password was right and the account uses two-factor sign-in: `token` is a half-finished sign-in. */
  | { ok: false; reason: "second_factor"; message: string; token: string; fields?: Record<string, string> };

export const SECOND_STEP_MESSAGE = "Enter the 6-digit code from your authenticator app, or a recovery code.";

type ClientInfo = { ip: string; userAgent?: string; previousToken?: string };

/**
 * Checks a sign-in, throttled per account and address; every attempt leaves one audit row.
 * On success any session the browser already had is ended and a new one started (the id rotates).
 */
export async function attemptLogin(
  db: Kysely<Database>,
  login: Login & { code?: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const { userid, password } = login;
  const ip = client.ip || "unknown";
  // The lock is decided and this attempt counted before the (slow) hash: parallel guesses cannot overtake it.
  const reservation = await reserveSignInAttempt(db, { userid, ip, step: "password" });
  if (reservation.locked) {
    await recordRepeatedSignInFailure(db, "login_locked", { userid, ip, accountId: null });
    return {
      ok: false,
      reason: "locked",
      message: reservation.message,
      retryAfterSeconds: Math.ceil(reservation.remainingMs / 1000),
    };
  }

  const account = await db
    .selectFrom("admin_users")
    .select(["id", "userid", "role", "password_hash", "disabled"])
    .where("userid", "=", userid)
    .executeTakeFirst();
  // Hash even for an unknown user so both answers take the same time.
  const matches = await verifyPassword(password, account?.password_hash ?? (await dummyPasswordHash()));
  if (!account || !matches || Number(account.disabled) === 1) {
    await reservation.settle(false);
    await recordRepeatedSignInFailure(db, "login_failed", { userid, ip, accountId: account?.id ?? null });
    return { ok: false, reason: "invalid", message: LOGIN_FAILED_MESSAGE };
  }
  await reservation.settle(true);
  await upgradeHash(db, account, password);

  const twoFactor = await db
    .selectFrom("admin_users")
    .select("totp_secret")
    .where("id", "=", account.id)
    .executeTakeFirstOrThrow();
  if (twoFactor.totp_secret) {
    // A client that sends the code with the password (the JSON API) finishes here; a form goes on to step two.
    if (login.code) {
      const second = await verifySecondFactor(db, account, login.code, ip);
      if (!second.ok)
        return second.status === 429
          ? { ok: false, reason: "locked", message: second.error, retryAfterSeconds: second.retryAfterSeconds ?? 900 }
          : { ok: false, reason: "invalid", message: second.error };
    } else {
      await deleteSession(db, client.previousToken);
      const token = await createSession(db, account.id, {
        ip,
        userAgent: client.userAgent,
        secondFactorPending: true,
      });
      return { ok: false, reason: "second_factor", message: SECOND_STEP_MESSAGE, token };
    }
  }
  return finishSignIn(db, account, client);
}

/** The second step of a form sign-in: the half-finished session is swapped for a real one after a right code. */
export async function completeSecondStep(
  db: Kysely<Database>,
  pendingToken: string | undefined,
  code: string,
  client: ClientInfo,
): Promise<LoginResult | { ok: false; reason: "expired"; message: string }> {
  const pending = await readPendingSignIn(db, pendingToken);
  if (!pending) return { ok: false, reason: "expired", message: "The sign-in took too long. Please sign in again." };
  const ip = client.ip || "unknown";
  const second = await verifySecondFactor(db, pending, code, ip);
  if (!second.ok) {
    if (second.status === 429)
      return { ok: false, reason: "locked", message: second.error, retryAfterSeconds: second.retryAfterSeconds ?? 900 };
    return { ok: false, reason: "second_factor", message: second.error, token: pendingToken!, fields: second.fields };
  }
  return finishSignIn(db, pending, { ...client, previousToken: pendingToken });
}

/** A hash made with older, weaker parameters is replaced now that the password is known to be right. */
async function upgradeHash(db: Kysely<Database>, account: { id: number; password_hash: string }, password: string) {
  if (!passwordNeedsRehash(account.password_hash)) return;
  const upgraded = await hashPassword(password);
  // Only if the password did not change meanwhile.
  await db
    .updateTable("admin_users")
    .set({ password_hash: upgraded })
    .where("id", "=", account.id)
    .where("password_hash", "=", account.password_hash)
    .execute();
}

/** Starts a fresh session for an account whose identity is already proven (a sign-in, or the setup that created it). */
export async function finishSignIn(
  db: Kysely<Database>,
  account: { id: number; userid: string; role: "admin" | "editor" },
  client: ClientInfo,
): Promise<LoginResult> {
  const ip = client.ip || "unknown";
  await deleteSession(db, client.previousToken);
  const token = await createSession(db, account.id, { ip, userAgent: client.userAgent });
  await db
    .updateTable("admin_users")
    .set({ last_login_at: new Date(clock.now()).toISOString() })
    .where("id", "=", account.id)
    .execute();
  // Housekeeping rides on successful sign-ins, which are rare and never hot.
  await pruneAuthTables(db);
  await recordAudit(
    db,
    { id: account.id, userid: account.userid, ip },
    { action: "login", entity: "admin_user", entityKey: account.userid },
  );
  return { ok: true, token, user: { id: account.id, userid: account.userid, role: account.role } };
}

/** Ends the session behind a cookie token (if any) and records the sign-out. */
export async function logout(db: Kysely<Database>, token: string | undefined, ip: string) {
  const user = await readSession(db, token);
  await deleteSession(db, token);
  if (user)
    await recordAudit(
      db,
      { id: user.id, userid: user.userid, ip },
      { action: "logout", entity: "admin_user", entityKey: user.userid },
    );
  return user;
}
