import type { Kysely } from "kysely";

// What a clerk typed into a dashboard form when her session had already ended: kept for a short
// while under a random id that travels through /Login?redirectTo=..., and put back into the form.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("form_drafts")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("path", "varchar(300)", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("form_drafts_created_at").on("form_drafts").column("created_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("form_drafts").ifExists().execute();
}
