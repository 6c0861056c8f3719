import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { config } from "~/kernel/config";
import { clearCookieHeader, readCookie, setCookieHeader } from "~/kernel/cookies.server";

export { readCookie };

export const SESSION_COOKIE = "school_session";
/** Over HTTPS the cookie carries the __Host- prefix: Secure, Path=/, no Domain, so no sibling host can set it. */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE);

/** The session token of a Cookie header, whichever of the two names it came under. */
export function readSessionToken(header: string | null | undefined) {
  return readCookie(header, SECURE_SESSION_COOKIE) ?? readCookie(header, SESSION_COOKIE);
}

export type SessionUser = {
  id: number;
  userid: string;
  displayName: string;
  role: "admin" | "editor";
  sessionId: string;
};

/** Clock used for session life; tests move it forward. */
export const clock = { now: () => Date.now() };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Starts a new server-side session; returns the cookie token (only its hash is stored). */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  meta: { ip?: string; userAgent?: string; secondFactorPending?: boolean } = {},
) {
  const token = randomBytes(32).toString("base64url");
  const now = clock.now();
  const { SESSION_MAX_HOURS } = config();
  await db
    .insertInto("sessions")
    .values({
      id: hashToken(token),
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + SESSION_MAX_HOURS * 3600_000).toISOString(),
      ip: meta.ip?.slice(0, 64) ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
      second_factor_pending: meta.secondFactorPending ? 1 : 0,
    })
    .execute();
  return token;
}

/** The signed-in user for a cookie token, or undefined when the session is unknown, idle too long, expired or disabled. */
export async function readSession(db: Kysely<Database>, token: string | undefined): Promise<SessionUser | undefined> {
  if (!token || token.length > 100) return undefined;
  const id = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .select([
      "sessions.id as sessionId",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "admin_users.id",
      "admin_users.userid",
      "admin_users.display_name",
      "admin_users.role",
      "admin_users.disabled",
    ])
    .where("sessions.id", "=", id)
    .where("sessions.second_factor_pending", "=", 0)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = clock.now();
  const idleLimit = config().SESSION_IDLE_MINUTES * 60_000;
  const endedAt = Math.min(Date.parse(row.expires_at), Date.parse(row.last_seen_at) + idleLimit);
  if (row.disabled || endedAt <= now) {
    await db.deleteFrom("sessions").where("id", "=", id).execute();
    if (!row.disabled) await rememberEndedSession(db, id, row.id, endedAt);
    return undefined;
  }
  // Touch at most once a minute: keeps writes off the hot path.
  if (now - Date.parse(row.last_seen_at) > 60_000) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: new Date(now).toISOString() })
      .where("id", "=", id)
      .execute();
  }
  return { id: row.id, userid: row.userid, displayName: row.display_name, role: row.role, sessionId: row.sessionId };
}

const sessionOfRequest = new WeakMap<Request, Promise<SessionUser | undefined>>();

/**
 * The signed-in user of a page request, read once however many of its loaders ask (the root's frame, the dashboard
 * layout's guard, the page's). Only for a GET: an action may sign in or out, and the loaders after it must see that.
 */
export function requestSession(db: Kysely<Database>, request: Request): Promise<SessionUser | undefined> {
  const read = () => readSession(db, readSessionToken(request.headers.get("cookie") ?? undefined));
  if (request.method !== "GET") return read();
  let found = sessionOfRequest.get(request);
  if (!found) sessionOfRequest.set(request, (found = read()));
  return found;
}

/** Signs out: the session ends, and is remembered as ended (a form sent from its tab may still be kept as a draft). */
export async function deleteSession(db: Kysely<Database>, token: string | undefined) {
  if (!token || token.length > 100) return;
  const id = hashToken(token);
  const row = await db.selectFrom("sessions").select("user_id").where("id", "=", id).executeTakeFirst();
  await db.deleteFrom("sessions").where("id", "=", id).execute();
  if (row) await rememberEndedSession(db, id, row.user_id, clock.now());
}

/** How long an ended session still lets a form sent from its tab be kept as a draft (issue 32, H2). */
export const ENDED_SESSION_HOURS = 24;

async function rememberEndedSession(db: Kysely<Database>, id: string, userId: number, endedAt: number) {
  if (endedAt <= clock.now() - ENDED_SESSION_HOURS * 3600_000) return;
  await db
    .insertInto("ended_sessions")
    .values({ id, user_id: userId, ended_at: new Date(endedAt).toISOString() })
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
}

/**
 * The account whose session this token was, when that session ended (signed out, idle, expired) within
 * ENDED_SESSION_HOURS and the account is still enabled; undefined for a token that never was a session.
 */
export async function endedSessionOwner(db: Kysely<Database>, token: string | undefined): Promise<number | undefined> {
  if (!token || token.length > 100) return undefined;
  // A session that died unseen (idle or expired, never read since) is found and remembered by readSession.
  await readSession(db, token);
  const row = await db
    .selectFrom("ended_sessions")
    .innerJoin("admin_users", "admin_users.id", "ended_sessions.user_id")
    .select(["admin_users.id", "admin_users.disabled", "ended_sessions.ended_at"])
    .where("ended_sessions.id", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.disabled) return undefined;
  return Date.parse(row.ended_at) > clock.now() - ENDED_SESSION_HOURS * 3600_000 ? row.id : undefined;
}

export function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/" };
}

/** Set-Cookie header values, for React Router actions (Express routes use res.cookie with sessionCookieOptions). */
export function serializeSessionCookie(token: string, secure: boolean) {
  return setCookieHeader(sessionCookieName(secure), token, sessionCookieOptions(secure));
}

export function clearedSessionCookie(secure: boolean) {
  return clearCookieHeader(sessionCookieName(secure), sessionCookieOptions(secure));
}

/** How long the second step of a sign-in may take after the password was accepted. */
export const SECOND_FACTOR_MINUTES = 10;

/** The account behind a half-finished sign-in (password right, code still to come), or undefined. */
export async function readPendingSignIn(db: Kysely<Database>, token: string | undefined) {
  if (!token || token.length > 100) return undefined;
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .select([
      "sessions.id as sessionId",
      "sessions.created_at",
      "admin_users.id",
      "admin_users.userid",
      "admin_users.role",
      "admin_users.disabled",
    ])
    .where("sessions.id", "=", hashToken(token))
    .where("sessions.second_factor_pending", "=", 1)
    .executeTakeFirst();
  if (!row || row.disabled || Date.parse(row.created_at) + SECOND_FACTOR_MINUTES * 60_000 <= clock.now())
    return undefined;
  return { id: row.id, userid: row.userid, role: row.role, sessionId: row.sessionId };
}

export type ActiveSession = {
  id: string;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
};

/** The account's live sessions, newest activity first (half-finished sign-ins and dead ones left out). */
export async function listSessions(
  db: Kysely<Database>,
  userId: number,
  currentSessionId?: string,
): Promise<ActiveSession[]> {
  const now = clock.now();
  const idleLimit = config().SESSION_IDLE_MINUTES * 60_000;
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "ip", "user_agent", "created_at", "last_seen_at", "expires_at"])
    .where("user_id", "=", userId)
    .where("second_factor_pending", "=", 0)
    .orderBy("last_seen_at", "desc")
    .execute();
  return rows
    .filter((row) => Date.parse(row.expires_at) > now && Date.parse(row.last_seen_at) + idleLimit > now)
    .map((row) => ({
      id: row.id,
      ip: row.ip,
      userAgent: row.user_agent,
      createdAt: row.created_at,
      lastSeenAt: row.last_seen_at,
      current: row.id === currentSessionId,
    }));
}

/** Ends sessions of one account: one by id, or all but `keep`. Returns how many ended. */
export async function endSessions(
  db: Kysely<Database>,
  userId: number,
  which: { sessionId: string } | { allExcept?: string },
) {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if ("sessionId" in which) query = query.where("id", "=", which.sessionId);
  else if (which.allExcept) query = query.where("id", "!=", which.allExcept);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
