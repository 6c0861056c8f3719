import type { Kysely } from "kysely";

// The public-form throttle's counters, shared by every worker and every server on one database: one row
// per client key and window, counted up in one statement (insert or update), so no two servers can both
// read "under the limit". `reset_at` is epoch milliseconds.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("rate_limit_hits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_hits_reset_at").on("rate_limit_hits").column("reset_at").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("rate_limit_hits").ifExists().execute();
}
