import { parse as parseCsv } from "csv-parse/sync";
import { RefusedError } from "~/kernel/errors";
import { stringify as stringifyCsv } from "csv-stringify/sync";
import { FIX_FIELDS } from "~/kernel/form";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { isPostgres, nowIso } from "~/kernel/database/dialect";
import { mediaStorage } from "~/kernel/storage";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { FORMULA_SAFE_CSV, restoreCsvFormula } from "~/kernel/csv-cell";
import { readPage } from "~/kernel/pagination";
import { maskAadhaar } from "~/kernel/privacy";
import { fieldErrors } from "~/kernel/validation";
import { sortableColumns, type RecordKind, type RecordTable } from "./kinds";
import type { ListQuery } from "./search-schema";
import { syncAlumniSearch } from "./alumni-search.server";

// One set of queries for students, faculty, alumni and committee members: the kinds differ only
// in table, key and fields (see kinds.ts). Table and column names come from that fixed list,
// never from the request, so the dynamic names below cannot carry user text into SQL.

export type RecordRow = Record<string, unknown>;

/** A query of matching record ids, from the word index or from a record table. */
type IdQuery = SelectQueryBuilder<
  Database,
  RecordTable | "record_name_words",
  { matched_id: number; name_key: string | null }
>;

/**
 * Case-insensitive sort and prefix key of a text column. PostgreSQL compares it byte-wise (collation "C")
 * so the range test below is a true prefix test and the expression index of migration 002 serves it.
 */
export function foldedColumn(db: Kysely<Database>, column: string): RawBuilder<string> {
  return isPostgres(db) ? sql<string>`lower(${sql.ref(column)}) collate "C"` : sql<string>`lower(${sql.ref(column)})`;
}

/** Upper bound of a prefix range: every text starting with `prefix` sorts below it. */
const prefixEnd = (prefix: string) => `${prefix}\u{10FFFF}`;

/** The record as the API shows it: flags as booleans, a stored photo as its address. */
export function presentRecord(kind: RecordKind, row: RecordRow): RecordRow {
  const shown = { ...row };
  for (const field of kind.fields) if (field.input === "checkbox") shown[field.name] = Number(row[field.name]) === 1;
  if ("photo_key" in row) {
    const { photo_key: key, ...rest } = shown;
    return { ...rest, photo: typeof key === "string" && key ? mediaStorage().publicUrl(key) : null };
  }
  return shown;
}

/** The record as shown in lists and exports: Aadhaar masked. */
export function maskRecord(kind: RecordKind, row: RecordRow): RecordRow {
  const shown = presentRecord(kind, row);
  for (const field of kind.fields) if (field.aadhaar) shown[field.name] = maskAadhaar(row[field.name] as string | null);
  return shown;
}

/** The key from a URL segment, or undefined when it cannot be one (a committee sno is a whole number). */
export function parseKey(kind: RecordKind, raw: string): string | number | undefined {
  const text = raw.trim();
  if (text === "" || text.length > 100) return undefined;
  if (kind.key === "sno") return /^\d{1,9}$/.test(text) ? Number(text) : undefined;
  return text;
}

/** The most rows the plain list sends; beyond a school's size a client must page. */
export const PLAIN_LIST_LIMIT = 10_000;

/** Every record, oldest first (the spec's plain list), up to PLAIN_LIST_LIMIT. */
export async function listAllRecords(db: Kysely<Database>, kind: RecordKind): Promise<RecordRow[]> {
  const rows = await db.selectFrom(kind.table).selectAll().orderBy(kind.idColumn).limit(PLAIN_LIST_LIMIT).execute();
  return rows.map((row) => maskRecord(kind, row));
}

export type RecordPage = {
  rows: RecordRow[];
  total: number;
  page: number;
  pageSize: number;
  sort: string;
  order: "asc" | "desc";
  q: string;
};

/**
 * One page of records matching `q` (words starting any word of the name, or a key prefix; any case), sorted and
 * counted. A page past the end has no rows (the API's answer), or is the last page (`pastTheEnd: "last page"`, the
 * dashboard's table after deletes).
 */
export async function listRecordPage(
  db: Kysely<Database>,
  kind: RecordKind,
  query: ListQuery,
  pastTheEnd: "last page" | "no rows" = "no rows",
): Promise<RecordPage> {
  const sort = query.sort ?? kind.idColumn;
  if (!sortableColumns(kind).includes(sort)) {
    throw new RefusedError(400, FIX_FIELDS, {
      sort: `Sort column must be one of: ${sortableColumns(kind).join(", ")}`,
    });
  }
  const q = (query.q ?? "").trim();
  const withKey = await keyMatches(db, kind, q);
  const queries = (page: number) =>
    recordPageQueries(db, kind, { q, sort, order: query.order, page, pageSize: query.pageSize }, withKey);
  const found = await readPage(
    query,
    {
      total: () =>
        q === ""
          ? countRecords(db, kind)
          : queries(1)
              .total.executeTakeFirstOrThrow()
              .then((row) => Number(row.total)),
      rows: (window) => queries(window.page).rows.execute() as Promise<RecordRow[]>,
    },
    pastTheEnd,
  );
  return {
    rows: found.rows.map((row) => maskRecord(kind, row)),
    total: found.total,
    page: found.page,
    pageSize: found.pageSize,
    sort,
    order: query.order,
    q,
  };
}

/** All records of a kind: one row of the trigger-kept counts, whatever the table's size. */
export async function countRecords(db: Kysely<Database>, kind: RecordKind): Promise<number> {
  const row = await db
    .selectFrom("record_counts")
    .select("total")
    .where("table_name", "=", kind.table)
    .executeTakeFirst();
  if (row) return Number(row.total);
  const counted = await db
    .selectFrom(kind.table)
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(counted.total);
}

export async function findRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  key: string | number,
): Promise<RecordRow | undefined> {
  return db.selectFrom(kind.table).selectAll().where(kind.key, "=", key).executeTakeFirst();
}

/** The record whose key a clerk typed, in any letter case ("adm-001" opens ADM-001); an exact match first. */
export async function findRecordAnyCase(
  db: Kysely<Database>,
  kind: RecordKind,
  key: string | number,
): Promise<RecordRow | undefined> {
  const exact = await findRecord(db, kind, key);
  if (exact || typeof key === "number") return exact;
  return db
    .selectFrom(kind.table)
    .selectAll()
    .where(foldedColumn(db, kind.key), "=", key.toLowerCase())
    .orderBy(kind.idColumn)
    .executeTakeFirst();
}

/** Validated input as a row: empty optional fields are stored as NULL. */
function toColumns(data: Record<string, unknown>): RecordRow {
  const row: RecordRow = {};
  // Flags (showOnWebsite) are 0/1 on both engines.
  for (const [name, value] of Object.entries(data))
    row[name] = value === "" ? null : typeof value === "boolean" ? (value ? 1 : 0) : value;
  return row;
}

export function validateRecord(kind: RecordKind, input: unknown, mode: "create" | "update"): Record<string, unknown> {
  const schema = mode === "create" ? kind.createSchema : kind.updateSchema;
  const parsed = schema.safeParse(input ?? {});
  if (!parsed.success) throw new RefusedError(400, FIX_FIELDS, fieldErrors(parsed.error));
  return parsed.data;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; errcode?: number; message?: string };
  return (
    e?.code === "23505" ||
    /UNIQUE constraint failed/i.test(e?.message ?? "") ||
    (e?.code === "ERR_SQLITE_ERROR" && /UNIQUE/i.test(e?.message ?? ""))
  );
};

/** Alumni are on the public site (and in its search) when shown on the website: keep their entries with the write. */
async function syncPublicSearch(trx: Transaction<Database>, kind: RecordKind, rows: RecordRow[]) {
  if (kind.table !== "alumni") return;
  await syncAlumniSearch(
    trx,
    rows.map((row) => Number(row.alumniid)),
  );
}

export async function createRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  input: unknown,
  actor: AuditActor,
): Promise<RecordRow> {
  const data = validateRecord(kind, input, "create");
  const key = data[kind.key] as string | number;
  try {
    return await db.transaction().execute(async (trx) => {
      if (await findRecord(trx, kind, key))
        throw new RefusedError(409, kind.duplicateMessage, { [kind.key]: kind.duplicateMessage });
      const now = nowIso();
      const created = await trx
        .insertInto(kind.table)
        .values({ ...toColumns(data), created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      await syncPublicSearch(trx, kind, [created]);
      await recordAudit(trx, actor, {
        action: "create",
        entity: kind.id,
        entityKey: key,
        before: null,
        after: created,
      });
      return created as RecordRow;
    });
  } catch (err) {
    // Two registrations of one key at the same moment: the unique index decides.
    if (isUniqueViolation(err))
      throw new RefusedError(409, kind.duplicateMessage, { [kind.key]: kind.duplicateMessage });
    throw err;
  }
}

export async function updateRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  key: string | number,
  input: unknown,
  actor: AuditActor,
): Promise<RecordRow> {
  const body =
    typeof input === "object" && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const sent = body[kind.key];
  if (sent !== undefined && sent !== null && String(sent).trim() !== "" && String(sent).trim() !== String(key)) {
    throw new RefusedError(400, FIX_FIELDS, {
      [kind.key]: `${kind.keyLabel} cannot be changed`,
    });
  }
  const data = validateRecord(kind, { ...body, [kind.key]: key }, "update");
  return db.transaction().execute(async (trx) => {
    const before = await findRecord(trx, kind, key);
    if (!before) throw new RefusedError(404, kind.notFoundMessage);
    const { [kind.key]: _key, ...changes } = toColumns(data);
    const updated = await trx
      .updateTable(kind.table)
      .set({ ...changes, updated_at: nowIso() })
      .where(kind.key, "=", key)
      .returningAll()
      .executeTakeFirstOrThrow();
    await syncPublicSearch(trx, kind, [updated]);
    await recordAudit(trx, actor, { action: "update", entity: kind.id, entityKey: key, before, after: updated });
    return updated as RecordRow;
  });
}

export async function deleteRecord(
  db: Kysely<Database>,
  kind: RecordKind,
  key: string | number,
  actor: AuditActor,
): Promise<RecordRow> {
  return db.transaction().execute(async (trx) => {
    const before = await findRecord(trx, kind, key);
    if (!before) throw new RefusedError(404, kind.notFoundMessage);
    await trx.deleteFrom(kind.table).where(kind.key, "=", key).execute();
    await syncPublicSearch(trx, kind, [before]);
    await recordAudit(trx, actor, { action: "delete", entity: kind.id, entityKey: key, before, after: null });
    return before;
  });
}

// ---- CSV ----------------------------------------------------------------------------------

/** The CSV columns of a kind: its form fields, in form order. */
export const csvColumns = (kind: RecordKind) => kind.fields.map((field) => field.name);
/** The headings of an exported file: the field labels the dashboard shows ("Aadhar", not stdaadhar). */
export const csvHeadings = (kind: RecordKind) => kind.fields.map((field) => field.label);

/** The name of an export file: the list, the day and whether it carries full Aadhaar numbers. */
export function csvFileName(kind: RecordKind, options: { fullAadhaar: boolean }, now = new Date()) {
  return `${kind.resource}${options.fullAadhaar ? "-full-aadhaar" : ""}-${now.toISOString().slice(0, 10)}.csv`;
}

/** Records matching `q` as CSV, sorted like the table; Aadhaar masked unless `fullAadhaar`. */
export async function* exportRecordsCsv(
  db: Kysely<Database>,
  kind: RecordKind,
  query: Pick<ListQuery, "q" | "sort" | "order">,
  options: { fullAadhaar: boolean },
): AsyncGenerator<string> {
  const columns = csvColumns(kind);
  yield stringifyCsv([csvHeadings(kind)], FORMULA_SAFE_CSV);
  // Page through with the list query so the export follows the table's search and order; each
  // page is sent as it is read, so a large table never sits in memory whole.
  for (let page = 1; ; page++) {
    const rows = await findRecordRows(db, kind, { ...query, page, pageSize: 1000 });
    if (rows.length > 0) {
      yield stringifyCsv(
        rows.map((row) => {
          const shown = options.fullAadhaar ? row : maskRecord(kind, row);
          return columns.map((column) =>
            shown[column] === null || shown[column] === undefined ? "" : String(shown[column]),
          );
        }),
        FORMULA_SAFE_CSV,
      );
    }
    if (rows.length < 1000) return;
  }
}

/** The words of a search, split and lower-cased like the stored name words (migration 022). */
export function searchWords(q: string): string[] {
  return [
    ...new Set(
      q
        .toLowerCase()
        .split(/[\s.,()/'-]+/)
        .filter(Boolean),
    ),
  ].slice(0, 5);
}

/**
 * Records with a name word starting with each word of `q` ("rao" finds "Dr. Srinivasa Rao", "sri rao" needs
 * both), or whose key starts with `q` (any case); a committee sno matches exactly. `withKey` false leaves the key
 * out when no key can match.
 *
 * The matching ids come first, from index ranges alone (one per word on record_name_words, intersected, plus the
 * key's range), each with the record's sort name (name_key): a page sorted by name is ordered from that index
 * without reading the records, and other sorts join the table to the ids.
 */
function matchedIds(db: Kysely<Database>, kind: RecordKind, prefix: string, withKey: boolean): IdQuery | undefined {
  const byWord = searchWords(prefix).map((word): IdQuery =>
    db
      .selectFrom("record_name_words")
      .select(["record_id as matched_id", "name_key"])
      .where("table_name", "=", kind.table)
      .where("word", ">=", word)
      .where("word", "<", prefixEnd(word)),
  );
  const byKey = (): IdQuery | undefined => {
    if (!withKey) return undefined;
    const select = db
      .selectFrom(kind.table)
      .select([
        sql<number>`${sql.ref(kind.idColumn)}`.as("matched_id"),
        foldedColumn(db, kind.nameColumn).as("name_key"),
      ]);
    if (kind.key === "sno") return /^\d{1,9}$/.test(prefix) ? select.where("sno", "=", Number(prefix)) : undefined;
    const key = foldedColumn(db, kind.key);
    return select.where(key, ">=", prefix).where(key, "<", prefixEnd(prefix));
  };
  const [first, ...rest] = byWord;
  const byName = first ? rest.reduce((all, next) => all.intersect(next), first.distinct()) : undefined;
  const key = byKey();
  return byName && key ? byName.union(key) : (byName ?? key);
}

function matching(db: Kysely<Database>, kind: RecordKind, q: string, withKey = true) {
  const select = db.selectFrom(kind.table);
  const prefix = q.trim().toLowerCase();
  if (prefix === "") return select;
  const ids = matchedIds(db, kind, prefix, withKey);
  if (!ids) return select.where(sql<boolean>`1 = 0`);
  return select.innerJoin(ids.as("matched"), "matched.matched_id", kind.idColumn);
}

/**
 * Whether any key starts with `q` (one index probe). Most searches are names: without a key match
 * the query drops the OR, which PostgreSQL would otherwise answer by filtering the whole name index.
 */
async function keyMatches(db: Kysely<Database>, kind: RecordKind, q: string): Promise<boolean> {
  const prefix = q.trim().toLowerCase();
  if (prefix === "") return false;
  if (kind.key === "sno") {
    if (!/^\d{1,9}$/.test(prefix)) return false;
    return (
      (await db.selectFrom(kind.table).select("sno").where("sno", "=", Number(prefix)).executeTakeFirst()) !== undefined
    );
  }
  const key = foldedColumn(db, kind.key);
  const row = await db
    .selectFrom(kind.table)
    .select(kind.key)
    .where(key, ">=", prefix)
    .where(key, "<", prefixEnd(prefix))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export type PageRequest = { q?: string; sort?: string; order: "asc" | "desc"; page: number; pageSize: number };

/**
 * The two queries of a table page: its rows and the number of all matches (exported for the
 * benchmark's plans). The page's ids are found first, from the index alone where it can, and only
 * those rows are read, so a deep page does not read every row it skips.
 */
export function recordPageQueries(db: Kysely<Database>, kind: RecordKind, query: PageRequest, withKey = true) {
  const sort = query.sort && sortableColumns(kind).includes(query.sort) ? query.sort : kind.idColumn;
  // Name and key sort case-insensitively on their indexes; the id breaks ties so pages never overlap.
  const textSorted = sort === kind.nameColumn || (sort === kind.key && kind.key !== "sno");
  const sortExpression = textSorted ? foldedColumn(db, sort) : sql.ref(sort);
  const q = query.q ?? "";
  const prefix = q.trim().toLowerCase();
  const ids = prefix === "" ? undefined : matchedIds(db, kind, prefix, withKey);
  // A search sorted by name: the page's ids and the count come from the word index alone.
  const byNameKey = ids !== undefined && sort === kind.nameColumn;
  const pageIds = byNameKey
    ? db
        .selectFrom(ids.as("matched"))
        .select("matched_id")
        .orderBy("name_key", query.order)
        .orderBy("matched_id", query.order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize)
    : matching(db, kind, q, withKey)
        .select(kind.idColumn)
        .orderBy(sortExpression, query.order)
        .orderBy(kind.idColumn, query.order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
  return {
    rows: db
      .selectFrom(kind.table)
      .selectAll()
      .where(kind.idColumn, "in", pageIds)
      .orderBy(sortExpression, query.order)
      .orderBy(kind.idColumn, query.order),
    total: byNameKey
      ? db.selectFrom(ids.as("matched")).select((eb) => eb.fn.countAll<number>().as("total"))
      : matching(db, kind, q, withKey).select((eb) => eb.fn.countAll<number>().as("total")),
  };
}

async function findRecordRows(db: Kysely<Database>, kind: RecordKind, query: PageRequest): Promise<RecordRow[]> {
  const withKey = await keyMatches(db, kind, query.q ?? "");
  return (await recordPageQueries(db, kind, query, withKey).rows.execute()) as RecordRow[];
}

export type CsvRowError = { row: number; column: string; message: string };

export const CSV_MAX_ROWS = 100_000;

const heading = (kind: RecordKind, name: string) => kind.fields.find((field) => field.name === name)?.label ?? name;
const headingList = (kind: RecordKind) => csvHeadings(kind).join(", ");
const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

/** Plain words for a file that cannot be read as CSV at all. */
function brokenFileMessage(text: string): string | undefined {
  if (text.trim() === "") return "The file is empty. Export the list, fill in the rows and import that file.";
  if (text.startsWith("PK\u0003\u0004") || text.startsWith("%PDF") || text.includes("\u0000"))
    return "This is not a CSV file (it looks like a spreadsheet, PDF or other document). In your spreadsheet choose Save As → CSV, then import that file.";
  if (text.includes("\uFFFD"))
    return 'The file is not in UTF-8 text, so some letters cannot be read. Save it again as "CSV UTF-8 (comma delimited)" and import that file.';
  return undefined;
}

/** Plain words for csv-parse's complaints. */
function parseFailure(err: unknown): string {
  const e = err as { code?: string; lines?: number; message?: string };
  const at = e.lines ? ` (line ${e.lines})` : "";
  if (e.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH")
    return `A row has a different number of cells than the heading row${at}. Check for an extra comma or a missing cell.`;
  if (e.code === "CSV_QUOTE_NOT_CLOSED") return `A quoted cell is never closed${at}: a double quote (") is missing.`;
  if (e.code === "CSV_INVALID_CLOSING_QUOTE")
    return `A double quote (") inside a cell is not doubled${at}. Write "" for a quote inside a quoted cell.`;
  return `The file could not be read as CSV${at}. Export the list again and edit it in a spreadsheet.`;
}

export type CsvImportOptions = {
  /** Rows whose key already exists update that record; without it an existing key is an error. */
  updateExisting?: boolean;
};

export type CsvImportResult = { imported: number } | { imported: number; created: number; updated: number };

/**
 * Imports CSV text: every row is checked with the registration schema and against existing keys;
 * nothing is written unless all rows pass, and then all are written in one transaction. Headings are
 * the exported ones ("Aadhar") or the field names (stdaadhar), in any order and letter case.
 * Row numbers count the header as row 1, as a spreadsheet shows them.
 */
export async function importRecordsCsv(
  db: Kysely<Database>,
  kind: RecordKind,
  text: string,
  actor: AuditActor,
  options: CsvImportOptions = {},
): Promise<CsvImportResult> {
  const broken = brokenFileMessage(text);
  if (broken) throw new RefusedError(400, broken);
  let table: string[][];
  try {
    table = parseCsv(text, {
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: false,
      cast: (value: string) => restoreCsvFormula(value),
    });
  } catch (err) {
    throw new RefusedError(400, parseFailure(err));
  }
  const [headerRow, ...body] = table;
  if (!headerRow)
    throw new RefusedError(400, "The file is empty. Export the list, fill in the rows and import that file.");
  const byHeading = new Map<string, string>();
  for (const field of kind.fields) {
    byHeading.set(fold(field.label), field.name);
    byHeading.set(fold(field.name), field.name);
  }
  const header = headerRow.map((cell) => byHeading.get(fold(cell)));
  const unknown = headerRow.filter((_cell, index) => header[index] === undefined);
  if (unknown.length > 0)
    throw new RefusedError(
      400,
      `The file has column${unknown.length > 1 ? "s" : ""} this list does not have: ${unknown.join(", ")}. The first row must hold the headings of an exported file: ${headingList(kind)}.`,
    );
  if (!header.includes(kind.key))
    throw new RefusedError(
      400,
      `The file has no "${heading(kind, kind.key)}" column. The first row must hold the headings of an exported file: ${headingList(kind)}.`,
    );
  if (body.length === 0)
    throw new RefusedError(400, "The file has its heading row but no records under it. Add at least one row.");
  if (body.length > CSV_MAX_ROWS)
    throw new RefusedError(400, `The file has more than ${CSV_MAX_ROWS.toLocaleString("en")} rows; split it in parts.`);
  const records = body.map((cells) => Object.fromEntries(header.map((name, index) => [name!, cells[index] ?? ""])));

  const errors: CsvRowError[] = [];
  const valid: { row: number; data: Record<string, unknown> }[] = [];
  const seen = new Map<string, number>();
  records.forEach((record, index) => {
    const rowNumber = index + 2;
    const parsed = kind.createSchema.safeParse(record);
    if (!parsed.success) {
      for (const [column, message] of Object.entries(fieldErrors(parsed.error)))
        errors.push({ row: rowNumber, column: heading(kind, column), message });
      return;
    }
    const key = String(parsed.data[kind.key]);
    const earlier = seen.get(key);
    if (earlier !== undefined)
      errors.push({
        row: rowNumber,
        column: heading(kind, kind.key),
        message: `${kind.duplicateMessage} (row ${earlier})`,
      });
    else seen.set(key, rowNumber);
    valid.push({ row: rowNumber, data: parsed.data });
  });
  // Keys already stored, looked up in chunks to stay under parameter limits.
  const existing = new Map<string, RecordRow>();
  const keys = [...seen.keys()].map((key) => (kind.key === "sno" ? Number(key) : key));
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const rows = await db.selectFrom(kind.table).selectAll().where(kind.key, "in", chunk).execute();
    for (const row of rows) existing.set(String(row[kind.key]), row);
  }
  if (!options.updateExisting)
    for (const key of existing.keys())
      errors.push({ row: seen.get(key)!, column: heading(kind, kind.key), message: kind.duplicateMessage });
  if (errors.length > 0) {
    errors.sort((a, b) => a.row - b.row || a.column.localeCompare(b.column));
    throw new CsvImportError(errors);
  }
  const now = nowIso();
  const fresh = valid.filter(({ data }) => !existing.has(String(data[kind.key])));
  const changed = valid.filter(({ data }) => existing.has(String(data[kind.key])));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < fresh.length; start += 200) {
      const chunk = fresh
        .slice(start, start + 200)
        .map(({ data }) => ({ ...toColumns(data), created_at: now, updated_at: now }));
      await trx.insertInto(kind.table).values(chunk).execute();
    }
    for (const { data } of changed) {
      const key = data[kind.key] as string | number;
      const { [kind.key]: _key, ...changes } = toColumns(data);
      const updated = await trx
        .updateTable(kind.table)
        .set({ ...changes, updated_at: now })
        .where(kind.key, "=", key)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "update",
        entity: kind.id,
        entityKey: key,
        before: existing.get(String(key)),
        after: updated,
      });
    }
    if (kind.table === "alumni") {
      // New rows' ids are read back by their keys; the search then holds exactly the public ones.
      const keys = valid.map(({ data }) => data[kind.key] as string);
      const rows: RecordRow[] = [];
      for (let start = 0; start < keys.length; start += 500)
        rows.push(
          ...(await trx
            .selectFrom("alumni")
            .select("alumniid")
            .where("registerid", "in", keys.slice(start, start + 500))
            .execute()),
        );
      await syncPublicSearch(trx, kind, rows);
    }
    await recordAudit(trx, actor, {
      action: "import",
      entity: kind.id,
      entityKey: options.updateExisting
        ? `${fresh.length} rows added, ${changed.length} updated`
        : `${valid.length} rows`,
    });
  });
  return options.updateExisting
    ? { imported: valid.length, created: fresh.length, updated: changed.length }
    : { imported: valid.length };
}

/** A CSV refused because of its rows; `errors` names each row and column. */
export class CsvImportError extends RefusedError {
  constructor(readonly errors: CsvRowError[]) {
    super(
      400,
      `Nothing was imported: ${errors.length} problem${errors.length > 1 ? "s" : ""} in the file.`,
      Object.fromEntries(errors.slice(0, 200).map((e) => [`row ${e.row}: ${e.column}`, e.message])),
      { errors },
    );
  }
}
