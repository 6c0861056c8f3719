import { DatabaseSync, type StatementSync } from "node:sqlite";
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";

/**
 * Kysely's SqliteDialect speaks better-sqlite3's interface; node:sqlite's
 * DatabaseSync is close enough that a thin wrapper makes it fit, so nothing
 * native has to be compiled.
 */
export function nodeSqliteDatabase(path: string): SqliteDatabase & { changeStamp: () => string } {
  const db = new DatabaseSync(path);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  db.exec("PRAGMA foreign_keys = ON");
  db.exec("PRAGMA busy_timeout = 5000");
  // Compiling a statement costs more than running a small one: each SQL text is compiled once and reused (Kysely
  // writes the same text for the same query shape; the bound keeps one-off texts from piling up).
  const statements = new Map<string, StatementSync>();
  const compiled = (sqlText: string) => {
    let statement = statements.get(sqlText);
    if (statement) {
      statements.delete(sqlText);
    } else {
      statement = db.prepare(sqlText);
      if (statements.size >= 500) statements.delete(statements.keys().next().value!);
    }
    statements.set(sqlText, statement);
    return statement;
  };
  // Moves with every commit by another connection (data_version) and every row this one changes (total_changes).
  const stampStatement = db.prepare(
    "SELECT data_version AS version, total_changes() AS changes FROM pragma_data_version",
  );
  return {
    changeStamp: () => {
      const { version, changes } = stampStatement.get() as { version: number; changes: number };
      return `${version}:${changes}`;
    },
    close: () => db.close(),
    prepare(sqlText: string): SqliteStatement {
      const statement = compiled(sqlText);
      type Param = import("node:sqlite").SQLInputValue;
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue) as Param[];
      return {
        reader: statement.columns().length > 0,
        all: (params) => statement.all(...bind(params)),
        run: (params) => statement.run(...bind(params)),
        iterate: (params) => statement.iterate(...bind(params)),
      };
    },
  };
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === "boolean") return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/** The dialect, and the database's change stamp (./held-until-changed.ts). */
export function nodeSqliteDialect(path: string) {
  const database = nodeSqliteDatabase(path);
  return { dialect: new SqliteDialect({ database }), changeStamp: database.changeStamp };
}
