import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// Committee members and faculty may have a photo (a media key, as alumni have); a faculty member is listed on the
// public Our Faculty page only when the office ticks "show on website", in the office's order.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("committee_members").addColumn("photo_key", "varchar(300)").execute();
  await db.schema.alterTable("faculty").addColumn("photo_key", "varchar(300)").execute();
  await db.schema
    .alterTable("faculty")
    .addColumn("showOnWebsite", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable("faculty").addColumn("websiteOrder", "integer").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("committee_members").dropColumn("photo_key").execute();
  for (const column of ["photo_key", "showOnWebsite", "websiteOrder"])
    await db.schema.alterTable("faculty").dropColumn(column).execute();
}
