import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

// The few places where SQLite and PostgreSQL differ live here and nowhere else.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-numbered integer primary key. */
export function addSerialKey<T extends string>(db: Kysely<any>, table: CreateTableBuilder<T, any>, column: string) {
  return isPostgres(db)
    ? table.addColumn(column, "serial", (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn(column, "integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Case-insensitive "contains"/"starts with" matching on both engines. */
export function likeOperator(db: Kysely<any>) {
  return isPostgres(db) ? ("ilike" as const) : ("like" as const);
}

export function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function checkReachable(db: Kysely<any>) {
  await sql`select 1`.execute(db);
}

export function nowIso() {
  return new Date().toISOString();
}
