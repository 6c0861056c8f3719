import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Content pages live here once the first start has loaded them from app/content. A page keeps its published
// words in columns and the office's unpublished draft as one JSON copy of the same fields; every publish is a
// row in page_revisions. `path_key` is the path in lower case, so /transport and /Transport are one page.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("pages"), "id")
    .addColumn("path", "varchar(80)", (c) => c.notNull())
    .addColumn("path_key", "varchar(80)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "varchar(400)", (c) => c.notNull())
    .addColumn("heading", "varchar(300)", (c) => c.notNull())
    .addColumn("lead", "text")
    .addColumn("blocks", "text", (c) => c.notNull())
    .addColumn("social_image", "varchar(500)")
    .addColumn("hidden", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("menu_section", "varchar(60)")
    .addColumn("built_in", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("draft", "text")
    .addColumn("draft_updated_at", "varchar(32)")
    .addColumn("draft_updated_by", "varchar(100)")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .addColumn("published_at", "varchar(32)")
    .addColumn("published_by", "varchar(100)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await addSerialKey(db, db.schema.createTable("page_revisions"), "id")
    .addColumn("page_id", "integer", (c) => c.notNull().references("pages.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("description", "varchar(400)", (c) => c.notNull())
    .addColumn("heading", "varchar(300)", (c) => c.notNull())
    .addColumn("lead", "text")
    .addColumn("blocks", "text", (c) => c.notNull())
    .addColumn("social_image", "varchar(500)")
    .addColumn("summary", "varchar(300)", (c) => c.notNull())
    .addColumn("published_by", "varchar(100)")
    .addColumn("published_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("page_revisions_page").on("page_revisions").columns(["page_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("page_revisions").execute();
  await db.schema.dropTable("pages").execute();
}
