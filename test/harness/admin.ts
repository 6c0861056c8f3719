import { createDb } from "~/kernel/database/connection";
import { nowIso } from "~/kernel/database/dialect";
import { hashPassword } from "../../app/modules/accounts/password.server";
import { createSession, SESSION_COOKIE } from "../../app/modules/accounts/session.server";
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
