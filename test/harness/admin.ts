import { createDb } from "~/kernel/database/connection";
import { nowIso } from "~/kernel/database/dialect";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { createSession, deleteSession, SESSION_COOKIE } from "../../app/modules/accounts/session.server";
import type { RunningServer } from "./server";

export type SignedIn = { userid: string; password: string; cookie: string; userId: number };

/** Opens the running server's own database from the test process. */
export function openServerDatabase(server: Pick<RunningServer, "database">) {
  const { env } = server.database;
  return createDb(
    env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { databaseUrl: "", sqlitePath: env.SQLITE_PATH },
  );
}

/**
 * Creates an administrator account and a session for it directly in the server's database
 * (no login round trip), returning the Cookie header value to send.
 */
/** Runs `run` on a connection of its own to the server's database, closed after. */
export async function queryServerDatabase<T>(
  server: Pick<RunningServer, "database">,
  run: (db: ReturnType<typeof openServerDatabase>) => Promise<T>,
): Promise<T> {
  const db = openServerDatabase(server);
  try {
    return await run(db);
  } finally {
    await db.destroy();
  }
}

export async function signInAs(
  server: Pick<RunningServer, "database">,
  role: "admin" | "editor" = "admin",
  userid = `${role}-${Math.random().toString(36).slice(2, 8)}`,
): Promise<SignedIn> {
  const db = openServerDatabase(server);
  try {
    const password = "correct horse battery";
    const user = await db
      .insertInto("admin_users")
      .values({
        userid,
        display_name: `Test ${role}`,
        role,
        password_hash: await hashPassword(password),
        created_at: nowIso(),
        last_login_at: null,
        password_changed_at: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const token = await createSession(db, user.id);
    return { userid, password, cookie: `${SESSION_COOKIE}=${token}`, userId: user.id };
  } finally {
    await db.destroy();
  }
}

/** Ends the account's session as signing out does (it is remembered as ended, so a late form still keeps a draft). */
export async function signOutOf(server: Pick<RunningServer, "database">, account: Pick<SignedIn, "cookie">) {
  const db = openServerDatabase(server);
  try {
    await deleteSession(db, account.cookie.split("=")[1]);
  } finally {
    await db.destroy();
  }
}

/** A new session for an existing account (signing in again), as a Cookie header value. */
export async function signInAgain(server: Pick<RunningServer, "database">, account: Pick<SignedIn, "userId">) {
  const db = openServerDatabase(server);
  try {
    return `${SESSION_COOKIE}=${await createSession(db, account.userId)}`;
  } finally {
    await db.destroy();
  }
}
