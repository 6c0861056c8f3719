import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { adminUserSchema, type AdminUser } from "./schema";
import { hashPassword } from "./password.server";
import { newPasswordProblem } from "./password-policy.server";
import { clock, endSessions } from "./session.server";
import { clearLoginFailures } from "./throttle.server";
import { requireCurrentPassword } from "./current-password.server";
import { noticeAccountChange } from "./account-notices.server";
import { wakeMailSender } from "~/modules/mail/index.server";
import { isPostgres } from "~/kernel/database/dialect";
import type { AdminUserSummary, AdminUserUpdate } from "./users-schema";

export type { AdminUserSummary };

// A refusal (a taken user ID, a weak password, the last administrator) is a RefusedError, answered by the page's
// action and by the API alike.
const noSuchAccount = () => new RefusedError(404, "No such account.");
const nowIso = () => new Date(clock.now()).toISOString();

export async function listAdminUsers(db: Kysely<Database>): Promise<AdminUserSummary[]> {
  const rows = await db
    .selectFrom("admin_users")
    .select(["id", "userid", "display_name", "role", "disabled", "email", "created_at", "last_login_at"])
    .orderBy("userid")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    userid: row.userid,
    displayName: row.display_name,
    role: row.role,
    disabled: Number(row.disabled) === 1,
    email: row.email,
    createdAt: row.created_at,
    lastLoginAt: row.last_login_at,
  }));
}

/** A new account; the user id is unique regardless of letter case. */
export async function createAdminUser(
  db: Kysely<Database>,
  input: AdminUser,
  actor: AuditActor,
): Promise<AdminUserSummary> {
  const weak = await newPasswordProblem(db, input.password, input);
  if (weak) throw new RefusedError(400, FIX_FIELDS, { password: weak });
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom("admin_users")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["userid"]), "=", input.userid.toLowerCase()))
      .executeTakeFirst();
    if (taken) throw new RefusedError(409, FIX_FIELDS, { userid: "That user ID is already taken" });
    const createdAt = nowIso();
    const row = await trx
      .insertInto("admin_users")
      .values({
        userid: input.userid,
        display_name: input.displayName,
        role: input.role,
        password_hash: passwordHash,
        email: input.email || null,
        created_at: createdAt,
        last_login_at: null,
        password_changed_at: createdAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "create",
      entity: "admin_user",
      entityKey: input.userid,
      before: null,
      after: {
        userid: input.userid,
        display_name: input.displayName,
        role: input.role,
        email: input.email || null,
        password: "set",
      },
    });
    return {
      id: row.id,
      userid: input.userid,
      displayName: input.displayName,
      role: input.role,
      disabled: false,
      email: input.email || null,
      createdAt,
      lastLoginAt: null,
    };
  });
}

async function activeAdminCount(db: Kysely<Database>) {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("disabled", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Role, display name or disabled flag. The last active admin can be neither demoted nor disabled; disabling ends the account's sessions. */
export async function updateAdminUser(
  db: Kysely<Database>,
  id: number,
  changes: AdminUserUpdate,
  actor: AuditActor,
): Promise<AdminUserSummary> {
  if (changes.email !== undefined && actor.id === id) {
    const own = await db.selectFrom("admin_users").select(["userid", "email"]).where("id", "=", id).executeTakeFirst();
    // Where reset links go is as good as the password: changing one's own asks for it (ASVS 6.3).
    if (own && (changes.email || null) !== own.email)
      await requireCurrentPassword(db, { id, userid: own.userid }, changes.currentPassword, actor.ip ?? "");
  }
  const updated = await db.transaction().execute(async (trx) => {
    // Two admins demoting each other at once must not both pass the count below: on PostgreSQL the
    // administrators' rows are locked first, so the second count waits for the first change (SQLite
    // runs one write transaction at a time anyway).
    if (isPostgres(trx))
      await trx.selectFrom("admin_users").select("id").where("role", "=", "admin").forUpdate().execute();
    const before = await trx.selectFrom("admin_users").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) throw noSuchAccount();
    const after = {
      display_name: changes.displayName ?? before.display_name,
      role: changes.role ?? before.role,
      disabled: changes.disabled === undefined ? Number(before.disabled) : changes.disabled ? 1 : 0,
      email: changes.email === undefined ? before.email : changes.email || null,
    };
    if (changes.disabled && actor.id === id)
      throw new RefusedError(400, "You cannot disable your own account.", {
        disabled: "You cannot disable your own account",
      });
    const losesAdmin =
      before.role === "admin" && Number(before.disabled) === 0 && (after.role !== "admin" || after.disabled === 1);
    if (losesAdmin && (await activeAdminCount(trx)) <= 1) {
      throw new RefusedError(409, "At least one active administrator must remain.", {
        [changes.role ? "role" : "disabled"]: "At least one active administrator must remain",
      });
    }
    await trx.updateTable("admin_users").set(after).where("id", "=", id).execute();
    if (after.disabled === 1 || after.role !== before.role)
      await trx.deleteFrom("sessions").where("user_id", "=", id).execute();
    // Told at the old address: a thief who changed it would not be told at the new one.
    if (after.email !== before.email)
      await noticeAccountChange(trx, { userid: before.userid, email: before.email }, "email", { ip: actor.ip });
    await recordAudit(trx, actor, {
      action: "update",
      entity: "admin_user",
      entityKey: before.userid,
      before: {
        display_name: before.display_name,
        role: before.role,
        disabled: Number(before.disabled),
        email: before.email,
      },
      after,
    });
    return {
      id,
      userid: before.userid,
      displayName: after.display_name,
      role: after.role,
      disabled: after.disabled === 1,
      email: after.email,
      createdAt: before.created_at,
      lastLoginAt: before.last_login_at,
    };
  });
  wakeMailSender();
  return updated;
}

/**
 * Sets a new password. A reset by an admin (or the command line) ends every session of the account
 * and lifts its sign-in lock; changing one's own password keeps only the session in use.
 */
export async function setPassword(
  db: Kysely<Database>,
  target: { id: number } | { userid: string },
  password: string,
  actor: AuditActor,
  options: { keepSessionId?: string; action?: "password_reset" | "password_change"; field?: string } = {},
): Promise<{ userid: string }> {
  const named = await db
    .selectFrom("admin_users")
    .select(["userid", "display_name"])
    .where((eb) => ("id" in target ? eb("id", "=", target.id) : eb("userid", "=", target.userid)))
    .executeTakeFirst();
  if (!named) throw noSuchAccount();
  const weak = await newPasswordProblem(db, password, { userid: named.userid, displayName: named.display_name });
  if (weak) throw new RefusedError(400, FIX_FIELDS, { [options.field ?? "password"]: weak });
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction().execute(async (trx) => {
    const account = await trx
      .selectFrom("admin_users")
      .select(["id", "userid", "email"])
      .where((eb) => ("id" in target ? eb("id", "=", target.id) : eb("userid", "=", target.userid)))
      .executeTakeFirst();
    if (!account) throw noSuchAccount();
    const now = nowIso();
    await trx
      .updateTable("admin_users")
      .set({ password_hash: passwordHash, password_changed_at: now })
      .where("id", "=", account.id)
      .execute();
    // A reset link sent before works no more, however the password was set.
    await trx
      .updateTable("password_reset_tokens")
      .set({ used_at: now })
      .where("user_id", "=", account.id)
      .where("used_at", "is", null)
      .execute();
    await noticeAccountChange(trx, account, "password", { ip: actor.ip });
    let ending = trx.deleteFrom("sessions").where("user_id", "=", account.id);
    if (options.keepSessionId) ending = ending.where("id", "!=", options.keepSessionId);
    await ending.execute();
    await recordAudit(trx, actor, {
      action: options.action ?? "password_reset",
      entity: "admin_user",
      entityKey: account.userid,
      before: { password: "old" },
      after: { password: "new" },
    });
    return { userid: account.userid };
  });
  wakeMailSender();
  // Counted outside the database's transaction (the counts may be in Redis, or need a connection of their own).
  if (!options.keepSessionId) await clearLoginFailures(db, changed.userid);
  return changed;
}

/** An administrator signs an account out everywhere; how many sessions ended is audited. */
export async function signOutEverywhere(
  db: Kysely<Database>,
  account: { id: number; userid: string },
  actor: AuditActor,
) {
  const ended = await endSessions(db, account.id, {});
  await recordAudit(db, actor, {
    action: "sessions_ended",
    entity: "admin_user",
    entityKey: account.userid,
    after: { ended },
  });
  return ended;
}

/** Anyone's own password change: the current password must be right. */
export async function changeOwnPassword(
  db: Kysely<Database>,
  user: { id: number; userid: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
  ip: string,
): Promise<{ userid: string }> {
  await requireCurrentPassword(db, user, currentPassword, ip);
  return setPassword(
    db,
    { id: user.id },
    newPassword,
    { id: user.id, userid: user.userid, ip },
    { keepSessionId: user.sessionId, action: "password_change", field: "newPassword" },
  );
}

/**
 * ADMIN_USER / ADMIN_PASSWORD on a brand-new database: the first administrator, so no default
 * credentials ever ship. Bad values stop the start with a clear message (the database stays "new").
 */
export async function bootstrapAdminFromEnv(
  db: Kysely<Database>,
  env: { ADMIN_USER?: string; ADMIN_PASSWORD?: string },
) {
  if (!env.ADMIN_USER && !env.ADMIN_PASSWORD) return undefined;
  const parsed = adminUserSchema.safeParse({
    userid: env.ADMIN_USER,
    displayName: env.ADMIN_USER,
    role: "admin",
    password: env.ADMIN_PASSWORD,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".") === "userid" ? "ADMIN_USER" : "ADMIN_PASSWORD"}: ${issue.message}`,
    );
    throw startupRefusal(`Cannot create the first administrator: ${problems.join("; ")}`);
  }
  try {
    return await createAdminUser(db, parsed.data, { id: null, userid: "system" });
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    // A weak password must not fall silently through to first-run setup: say why the start stops.
    const problems = Object.entries(error.fields).map(
      ([field, message]) => `${field === "userid" ? "ADMIN_USER" : "ADMIN_PASSWORD"}: ${message}`,
    );
    throw startupRefusal(`Cannot create the first administrator: ${problems.join("; ") || error.message}`);
  }
}

/** A start stopped by the operator's settings: server.js prints the message as one line, no stack trace. */
function startupRefusal(message: string) {
  const error = new Error(message);
  error.name = "StartupRefusal";
  return error;
}

/** Accounts that can sign in (the dashboard's TOTAL ACCOUNT). */
export async function countActiveAccounts(db: Kysely<Database>) {
  const row = await db
    .selectFrom("admin_users")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("disabled", "=", 0)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
