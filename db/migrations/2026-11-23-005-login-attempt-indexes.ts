import type { Kysely } from "kysely";

// Sign-in throttling also counts failures per client address (any account), and pruning drops old
// attempts and sessions by time: indexes for those lookups.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createIndex("login_attempts_ip_created_at")
    .on("login_attempts")
    .columns(["ip", "created_at"])
    .execute();
  await db.schema.createIndex("login_attempts_created_at").on("login_attempts").column("created_at").execute();
  await db.schema.createIndex("sessions_expires_at").on("sessions").column("expires_at").execute();
  await db.schema
    .createIndex("audit_log_actor_userid")
    .on("audit_log")
    .columns(["actor_userid", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const name of [
    "login_attempts_ip_created_at",
    "login_attempts_created_at",
    "sessions_expires_at",
    "audit_log_actor_userid",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
}
