import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Two-factor sign-in (TOTP, RFC 6238): the account's secret once confirmed, the one being enrolled, the
// last time step used (a code works once); ten single-use recovery codes, stored hashed. A session that
// has passed the password but not yet the second step is marked, and is no sign-in until it has.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("admin_users").addColumn("totp_secret", "text").execute();
  await db.schema.alterTable("admin_users").addColumn("totp_pending_secret", "text").execute();
  await db.schema.alterTable("admin_users").addColumn("totp_enabled_at", "text").execute();
  await db.schema.alterTable("admin_users").addColumn("totp_last_step", "bigint").execute();
  await db.schema
    .alterTable("sessions")
    .addColumn("second_factor_pending", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await addSerialKey(db, db.schema.createTable("recovery_codes"), "id")
    .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("recovery_codes_user_id").on("recovery_codes").column("user_id").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("recovery_codes").ifExists().execute();
  await db.schema.alterTable("sessions").dropColumn("second_factor_pending").execute();
  for (const column of ["totp_secret", "totp_pending_secret", "totp_enabled_at", "totp_last_step"])
    await db.schema.alterTable("admin_users").dropColumn(column).execute();
}
