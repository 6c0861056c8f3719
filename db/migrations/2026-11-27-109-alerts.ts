import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// The alert banner above every public page (docs/decisions/125-alert-banner.md): an English message with optional
// translations, a severity, an optional link, the moments it starts and ends, and when its emergency mail was queued.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("alerts"), "id")
    .addColumn("message", "varchar(500)", (c) => c.notNull())
    // {"hi": "...", "te": "..."}: a language without a text shows the English message.
    .addColumn("translations", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("severity", "varchar(20)", (c) => c.notNull())
    .addColumn("link", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("starts_at", "varchar(32)", (c) => c.notNull())
    .addColumn("ends_at", "varchar(32)")
    .addColumn("mailed_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("alerts_starts_at").on("alerts").column("starts_at").execute();
  await db.schema.createIndex("alerts_ends_at").on("alerts").column("ends_at").execute();
}
