import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The picture library's words for a stored picture: its description (alt text), caption and whether it is only
// decorative. Every picture in `media` is in the library (gallery uploads, slides and news covers too); this table
// holds the words the office gave it in the library, one row per picture that has them.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("picture_details")
    .addColumn("media_key", "varchar(300)", (c) => c.primaryKey().references("media.key").onDelete("cascade"))
    .addColumn("alt", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("caption", "varchar(400)", (c) => c.notNull().defaultTo(""))
    .addColumn("decorative", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("created_by", "varchar(100)")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("picture_details").execute();
}
