import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// Scheduled publishing (docs/decisions/126-scheduled-publishing.md): every kind of public content gets the same two
// moments, ISO-8601 UTC text or null: shown from `show_from`, no longer shown from `show_until`. The ticker is the
// one `news` row; the search entries carry their thing's moments so the search filters by them as the pages do.
const TABLES = ["pages", "events", "news_posts", "slides", "documents", "news", "search_entries"] as const;

export async function up(db: Kysely<unknown>) {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("show_from", "varchar(32)").execute();
    await db.schema.alterTable(table).addColumn("show_until", "varchar(32)").execute();
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn("show_until").execute();
    await db.schema.alterTable(table).dropColumn("show_from").execute();
  }
}
