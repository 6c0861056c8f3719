import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The language a parent applied in (decision 144): her acknowledgement and the office's step messages go out in it
// when a default wording exists in it. Applications made before this were all in English.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("admission_applications")
    .addColumn("language", "varchar(10)", (column) => column.notNull().defaultTo("en"))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("admission_applications").dropColumn("language").execute();
}
