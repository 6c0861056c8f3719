import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// A page's words in another language (docs/decisions/138-page-translations.md): one row per page and language code
// (the codes of app/kernel/i18n/languages.json, so a new language is data), with its own published words, draft and
// version like `pages`. Its publishes are rows of page_revisions marked with the language; `source_revision_id` is
// the English revision the translation was made from: a later English revision makes it out of date. The seeded
// Hindi and Telugu translations arrive at start-up (pages-seed.server.ts), where the English page is unchanged.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("page_translations"), "id")
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("language", "varchar(8)", (c) => c.notNull())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "varchar(400)", (c) => c.notNull())
    .addColumn("heading", "varchar(300)", (c) => c.notNull())
    .addColumn("lead", "text")
    .addColumn("blocks", "text", (c) => c.notNull())
    .addColumn("draft", "text")
    .addColumn("draft_updated_at", "varchar(32)")
    .addColumn("draft_updated_by", "varchar(100)")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("source_revision_id", "integer")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .addColumn("published_at", "varchar(32)")
    .addColumn("published_by", "varchar(100)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("page_translations_page_language")
    .on("page_translations")
    .columns(["page_id", "language"])
    .unique()
    .execute();
  await db.schema
    .alterTable("page_revisions")
    .addColumn("language", "varchar(8)", (c) => c.notNull().defaultTo("en"))
    .execute();
  await db.schema.alterTable("page_revisions").addColumn("source_revision_id", "integer").execute();
  await db.schema
    .createIndex("page_revisions_page_language")
    .on("page_revisions")
    .columns(["page_id", "language", "id"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("page_revisions_page_language").execute();
  await db.schema.alterTable("page_revisions").dropColumn("source_revision_id").execute();
  await db.schema.alterTable("page_revisions").dropColumn("language").execute();
  await db.schema.dropTable("page_translations").execute();
}
