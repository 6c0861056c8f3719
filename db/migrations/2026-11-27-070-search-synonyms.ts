import { type Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Words parents type for one thing ("bus", "transport", "van"): a search for any finds what the others find.
// One row per group, its terms lower-case and comma-separated; the office edits them under /welcome/search.
export const SEED_SYNONYM_GROUPS = [
  "fees, fee, fee structure, tuition",
  "bus, transport, van, route",
  "timings, timing, school hours, time",
  "holidays, holiday, vacation, leave",
  "admission, admissions, enrolment, enrollment",
  "uniform, dress",
  "phone, contact, call, telephone, mobile",
  "address, location, directions, map",
  "hostel, boarding, residential",
  "teachers, faculty, staff",
  "photos, gallery, pictures",
  "donate, donation, contribute",
];

export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("search_synonyms"), "id")
    .addColumn("terms", "varchar(1000)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ search_synonyms: { terms: string; updated_at: string } }>)
    .insertInto("search_synonyms")
    .values(SEED_SYNONYM_GROUPS.map((terms) => ({ terms, updated_at: now })))
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("search_synonyms").ifExists().execute();
}
