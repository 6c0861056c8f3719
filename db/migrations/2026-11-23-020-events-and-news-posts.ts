import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Events keep the school's wall-clock dates and times (the time zone is a site setting), so an
// event "at 10:00" stays at 10:00 for the school whatever the server's clock says.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("events"), "id")
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("start_date", "varchar(10)", (c) => c.notNull())
    .addColumn("start_time", "varchar(5)")
    .addColumn("end_date", "varchar(10)", (c) => c.notNull())
    .addColumn("end_time", "varchar(5)")
    .addColumn("all_day", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("place", "varchar(200)", (c) => c.notNull().defaultTo(""))
    .addColumn("category", "varchar(20)", (c) => c.notNull())
    .addColumn("summary", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("picture_key", "varchar(300)")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deleted_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("events_public_dates").on("events").columns(["published", "start_date"]).execute();

  await addSerialKey(db, db.schema.createTable("news_posts"), "id")
    .addColumn("slug", "varchar(120)", (c) => c.notNull().unique())
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("post_date", "varchar(10)", (c) => c.notNull())
    .addColumn("summary", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("cover_key", "varchar(300)")
    .addColumn("published", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("pinned", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("deleted_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("news_posts_public_dates").on("news_posts").columns(["published", "post_date"]).execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("news_posts").execute();
  await db.schema.dropTable("events").execute();
}
