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
  // A page asks for the stamp once per held read (a dozen times): it is read once per turn of the event loop, and
  // again after any statement that is not a plain SELECT on any connection of this process (a write, a
  // transaction's end). Another process's commit is seen from the next turn, as if the page had been read a moment
  // earlier.
  let kept: { stamp: string; writes: number } | undefined;
  const forget = () => {
    kept = undefined;
  };
  return {
    changeStamp: () => {
      if (kept?.writes !== writesInProcess) {
        const { version, changes } = stampStatement.get() as { version: number; changes: number };
        if (!kept) setImmediate(forget);
        kept = { stamp: `${version}:${changes}`, writes: writesInProcess };
      }
      return kept.stamp;
    },
    close: () => db.close(),
    prepare(sqlText: string): SqliteStatement {
      const statement = compiled(sqlText);
      type Param = import("node:sqlite").SQLInputValue;
      const bind = (params: ReadonlyArray<unknown>) => params.map(toSqliteValue) as Param[];
      const writes = !/^\s*select\b/i.test(sqlText);
      const after = <T>(result: T) => {
        if (writes) writesInProcess++;
        return result;
      };
      return {
        reader: statement.columns().length > 0,
        all: (params) => after(statement.all(...bind(params))),
        run: (params) => after(statement.run(...bind(params))),
        iterate: (params) => after(statement.iterate(...bind(params))),
      };
    },
  };
}

/** Statements other than a plain SELECT run by any connection of this process (each may change the stamp). */
let writesInProcess = 0;

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
