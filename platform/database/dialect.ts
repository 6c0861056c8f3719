import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

// The few places where SQLite and PostgreSQL differ live here and nowhere else.

export function isPostgres<DB>(db: Kysely<DB>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key. */
export function addSerialKey<DB, T extends string, C extends string>(
  db: Kysely<DB>,
  table: CreateTableBuilder<T, C>,
  column: string,
) {
  return isPostgres(db)
    ? table.addColumn(column, "serial", (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn(column, "integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

export async function checkReachable<DB>(db: Kysely<DB>) {
  await sql`select 1`.execute(db);
}

export function nowIso() {
  return new Date().toISOString();
}
