import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// A student record may carry the child's photograph, copied from the admission application when the child is
// admitted (decision 142): a private storage key, shown to signed-in staff only.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("students").addColumn("photo_key", "varchar(300)").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("students").dropColumn("photo_key").execute();
}
