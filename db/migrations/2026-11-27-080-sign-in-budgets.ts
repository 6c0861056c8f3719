import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Guessing limited per account across all addresses (decision record 113): one row per typed account name
// (and one per account's two-factor step) with its recent failures and when the next guess may be checked,
// and one row per spike of failures, so the admins are mailed once per spike. Times are ISO text.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("sign_in_budgets")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failure_at", "text", (c) => c.notNull())
    .addColumn("next_allowed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("sign_in_budgets_last_failure_at")
    .on("sign_in_budgets")
    .column("last_failure_at")
    .execute();
  await addSerialKey(db, db.schema.createTable("sign_in_spikes"), "id")
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("accounts", "integer", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("sign_in_spikes").ifExists().execute();
  await db.schema.dropTable("sign_in_budgets").ifExists().execute();
}
