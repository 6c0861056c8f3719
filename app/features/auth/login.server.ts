import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit } from "~/lib/audit.server";
import { dummyPasswordHash, verifyPassword } from "./password.server";
import { clock, createSession, deleteSession, readSession } from "./session.server";
import { LOCKED_MESSAGE, pruneAuthTables, recordRepeatedSignInFailure, reserveLoginAttempt } from "./throttle.server";
import type { Login } from "./schema";

/** The spec's contract: the client compares `message` with this text. */
export const LOGIN_SUCCESS_MESSAGE = "Login successful";
/** One message for an unknown user, a wrong password and a disabled account, so none of them is revealed. */
export const LOGIN_FAILED_MESSAGE = "Invalid username or password";

export type LoginResult =
  | { ok: true; token: string; user: { id: number; userid: string; role: "admin" | "editor" } }
  | { ok: false; reason: "invalid"; message: string }
  | { ok: false; reason: "locked"; message: string; retryAfterSeconds: number };

type ClientInfo = { ip: string; userAgent?: string; previousToken?: string };

/**
 * Checks a sign-in, throttled per account and address; every attempt leaves one audit row.
 * On success any session the browser already had is ended and a new one started (the id rotates).
 */
export async function attemptLogin(db: Kysely<Database>, login: Login, client: ClientInfo): Promise<LoginResult> {
  const { userid, password } = login;
  const ip = client.ip || "unknown";
  // The lock is decided and this attempt counted before the (slow) hash: parallel guesses cannot overtake it.
  const reservation = await reserveLoginAttempt(db, userid, ip);
  if (reservation.locked) {
    await recordRepeatedSignInFailure(db, "login_locked", { userid, ip, accountId: null });
    return {
      ok: false,
      reason: "locked",
      message: LOCKED_MESSAGE,
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
