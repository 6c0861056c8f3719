import type { Kysely } from "kysely";

// Visit figures without tracking (docs/decisions/127-visit-figures-without-tracking.md): counts per day of what was
// read, where readers came from, what they searched and which forms they finished, and of unique visitors, told
// apart for one day only by a salted hash whose salt is replaced every day. No address, cookie or hash outlives it.
export async function up(db: Kysely<unknown>) {
  // One count per day, kind (view, entry, referrer, search, search-empty, form, visitors) and subject (a path, a
  // domain, a term, a form's name; '' for the day's visitors), added to by one upsert per batch.
  await db.schema
    .createTable("visit_daily")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_daily_pk", ["day", "kind", "subject"])
    .execute();
  await db.schema.createIndex("visit_daily_kind_day").on("visit_daily").columns(["kind", "day"]).execute();
  // Past 25 months the days are folded into their month.
  await db.schema
    .createTable("visit_monthly")
    .addColumn("month", "varchar(7)", (c) => c.notNull())
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("count", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_monthly_pk", ["month", "kind", "subject"])
    .execute();
  // Today's salt, shared by every worker and server so one visitor hashes alike on all; yesterday's is deleted.
  await db.schema
    .createTable("visit_salt")
    .addColumn("day", "varchar(10)", (c) => c.primaryKey())
    .addColumn("salt", "varchar(64)", (c) => c.notNull())
    .execute();
  // The hashes of today's visitors, to count each once; deleted when the day is over.
  await db.schema
    .createTable("visit_seen")
    .addColumn("day", "varchar(10)", (c) => c.notNull())
    .addColumn("visitor", "varchar(64)", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_seen_pk", ["day", "visitor"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of ["visit_seen", "visit_salt", "visit_monthly", "visit_daily"])
    await db.schema.dropTable(table).ifExists().execute();
}
