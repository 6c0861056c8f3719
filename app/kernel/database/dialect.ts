import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type QueryExecutorProvider,
} from "kysely";

// The few places where SQLite and PostgreSQL differ live here and nowhere else.

/** Any Kysely handle or transaction, whatever its tables. */
type Handle = QueryExecutorProvider;

export function isPostgres(db: Handle): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key. */
export function addSerialKey<T extends string, C extends string>(
  db: Handle,
  table: CreateTableBuilder<T, C>,
  column: string,
) {
  return isPostgres(db)
    ? table.addColumn(column, "serial", (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn(column, "integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Case-insensitive "contains"/"starts with" matching on both engines. */
export function likeOperator(db: Handle) {
  return isPostgres(db) ? ("ilike" as const) : ("like" as const);
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function checkReachable(db: Handle) {
  await sql`select 1`.execute(db);
}

export function nowIso() {
  return new Date().toISOString();
}
