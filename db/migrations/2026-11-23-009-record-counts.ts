import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";

// Row counts of the record tables kept by triggers, so the dashboard's totals and the count API
// read one row instead of counting a table that may hold millions of students. Statement-level
// triggers on PostgreSQL add a whole import at once; SQLite counts row by row.
const TABLES = ["students", "faculty", "alumni", "committee_members"] as const;

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("record_counts")
    .addColumn("table_name", "varchar(50)", (c) => c.primaryKey())
    .addColumn("total", "bigint", (c) => c.notNull())
    .execute();
  for (const table of TABLES) {
    await sql`insert into record_counts (table_name, total) select ${table}, count(*) from ${sql.table(table)}`.execute(
      db,
    );
  }
  if (isPostgres(db)) {
    await sql`create function record_counts_inserted() returns trigger language plpgsql as $$
      begin
        update record_counts set total = total + (select count(*) from inserted_rows) where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
    await sql`create function record_counts_deleted() returns trigger language plpgsql as $$
      begin
        update record_counts set total = total - (select count(*) from deleted_rows) where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
    await sql`create function record_counts_truncated() returns trigger language plpgsql as $$
      begin
        update record_counts set total = 0 where table_name = TG_TABLE_NAME;
        return null;
      end $$`.execute(db);
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${sql.table(table)} referencing new table as inserted_rows for each statement execute function record_counts_inserted()`.execute(
        db,
      );
      await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)} referencing old table as deleted_rows for each statement execute function record_counts_deleted()`.execute(
        db,
      );
      await sql`create trigger ${sql.id(`${table}_count_truncate`)} after truncate on ${sql.table(table)} for each statement execute function record_counts_truncated()`.execute(
        db,
      );
    }
  } else {
    for (const table of TABLES) {
      await sql`create trigger ${sql.id(`${table}_count_insert`)} after insert on ${sql.table(table)} begin update record_counts set total = total + 1 where table_name = ${sql.lit(table)}; end`.execute(
        db,
      );
      await sql`create trigger ${sql.id(`${table}_count_delete`)} after delete on ${sql.table(table)} begin update record_counts set total = total - 1 where table_name = ${sql.lit(table)}; end`.execute(
        db,
      );
    }
  }
}

export async function down(db: Kysely<unknown>) {
  for (const table of TABLES) {
    for (const event of ["insert", "delete", "truncate"]) {
      await sql`drop trigger if exists ${sql.id(`${table}_count_${event}`)}${isPostgres(db) ? sql` on ${sql.table(table)}` : sql``}`.execute(
        db,
      );
    }
  }
  if (isPostgres(db)) {
    for (const name of ["record_counts_inserted", "record_counts_deleted", "record_counts_truncated"])
      await sql`drop function if exists ${sql.id(name)}()`.execute(db);
  }
  await db.schema.dropTable("record_counts").ifExists().execute();
}
