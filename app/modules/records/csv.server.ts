import { parse as parseCsv } from "csv-parse/sync";
import { RefusedError } from "~/kernel/errors";
import { stringify as stringifyCsv } from "csv-stringify/sync";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { CSV_BYTE_ORDER_MARK, FORMULA_SAFE_CSV, restoreCsvFormula } from "~/kernel/csv-cell";
import { formatAadhaar } from "~/kernel/aadhaar";
import { formatPhone } from "~/kernel/phone-number";
import { fieldErrors } from "~/kernel/validation";
import type { FieldSpec, RecordKind } from "./kinds";
import type { ListQuery } from "./search-schema";
import { findRecordRows, maskRecord, type RecordRow } from "./queries.server";
import { syncPublicSearch, toColumns } from "./commands.server";

// The CSV export and import of records: headings, file names, the streamed export and the all-or-nothing import.

/** The headings of an exported file: the field labels the dashboard shows ("Aadhaar number", not stdaadhar). */
export const csvHeadings = (kind: RecordKind) => kind.fields.map((field) => field.label);

/** The name of an export file: the list, the day and whether it carries full Aadhaar numbers. */
export function csvFileName(kind: RecordKind, options: { fullAadhaar: boolean }, now = new Date()) {
  return `${kind.resource}${options.fullAadhaar ? "-full-aadhaar" : ""}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A cell of an exported file. Long numbers are written grouped as people write them (+91 98480 12345, 2345 6789 0124):
 * a spreadsheet keeps a cell with spaces as text, so it neither drops a leading 0 nor rounds twelve digits to
 * 2.34568E+11; the import reads them back through the same schemas.
 */
function exportedCell(field: FieldSpec, value: unknown): string {
  if (value === null || value === undefined) return "";
  if (field.input === "tel") return formatPhone(String(value), { forSpreadsheet: true });
  return field.aadhaar ? formatAadhaar(String(value)) : String(value);
}

/** Records matching `q` as CSV, sorted like the table; Aadhaar masked unless `fullAadhaar`. */
export async function* exportRecordsCsv(
  db: Kysely<Database>,
  kind: RecordKind,
  query: Pick<ListQuery, "q" | "sort" | "order">,
  options: { fullAadhaar: boolean },
): AsyncGenerator<string> {
  yield CSV_BYTE_ORDER_MARK + stringifyCsv([csvHeadings(kind)], FORMULA_SAFE_CSV);
  // Page through with the list query so the export follows the table's search and order; each
  // page is sent as it is read, so a large table never sits in memory whole.
  for (let page = 1; ; page++) {
    const rows = await findRecordRows(db, kind, { ...query, page, pageSize: 1000 });
    if (rows.length > 0) {
      yield stringifyCsv(
        rows.map((row) => {
          const shown = options.fullAadhaar ? row : maskRecord(kind, row);
          return kind.fields.map((field) => exportedCell(field, shown[field.name]));
        }),
        FORMULA_SAFE_CSV,
      );
    }
    if (rows.length < 1000) return;
  }
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

/** A row that passed the registration schema, with its spreadsheet row number. */
type CheckedRow = { row: number; data: Record<string, unknown> };

/** The file's cells, row by row; refused in plain words when it is not readable CSV. */
function readCsvTable(text: string): string[][] {
  const broken = brokenFileMessage(text);
  if (broken) throw new RefusedError(400, broken);
  try {
    return parseCsv(text, {
      skip_empty_lines: true,
      trim: true,
      bom: true,
      relax_column_count: false,
      cast: (value: string) => restoreCsvFormula(value),
    });
  } catch (err) {
    throw new RefusedError(400, parseFailure(err));
  }
}

/** The field of each heading (its label or its name, any case); refused when one is unknown or the key is missing. */
function headingFields(kind: RecordKind, headerRow: string[]): (string | undefined)[] {
  const byHeading = new Map<string, string>();
  for (const field of kind.fields) {
    byHeading.set(fold(field.label), field.name);
    byHeading.set(fold(field.name), field.name);
    // Files exported before the heading was spelt right still import.
    if (field.aadhaar) byHeading.set("aadhar", field.name);
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
  return header;
}

/** The file's rows as records keyed by field name. */
function readCsvRecords(kind: RecordKind, text: string) {
  const [headerRow, ...body] = readCsvTable(text);
  if (!headerRow)
    throw new RefusedError(400, "The file is empty. Export the list, fill in the rows and import that file.");
  const header = headingFields(kind, headerRow);
  if (body.length === 0)
    throw new RefusedError(400, "The file has its heading row but no records under it. Add at least one row.");
  if (body.length > CSV_MAX_ROWS)
    throw new RefusedError(400, `The file has more than ${CSV_MAX_ROWS.toLocaleString("en")} rows; split it in parts.`);
  return body.map((cells) => Object.fromEntries(header.map((name, index) => [name!, cells[index] ?? ""])));
}

/** Each row checked with the registration schema and against the file's earlier rows; `seen` maps keys to rows. */
function checkRows(kind: RecordKind, records: Record<string, string>[]) {
  const errors: CsvRowError[] = [];
  const valid: CheckedRow[] = [];
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
  return { errors, valid, seen };
}

/** The stored records with these keys, by key; looked up in chunks to stay under parameter limits. */
async function storedRecords(db: Kysely<Database>, kind: RecordKind, texts: string[]) {
  const existing = new Map<string, RecordRow>();
  const keys = texts.map((key) => (kind.key === "sno" ? Number(key) : key));
  for (let start = 0; start < keys.length; start += 500) {
    const chunk = keys.slice(start, start + 500);
    const rows = await db.selectFrom(kind.table).selectAll().where(kind.key, "in", chunk).execute();
    for (const row of rows) existing.set(String(row[kind.key]), row);
  }
  return existing;
}

async function insertNewRows(trx: Transaction<Database>, kind: RecordKind, fresh: CheckedRow[], now: string) {
  for (let start = 0; start < fresh.length; start += 200) {
    const chunk = fresh
      .slice(start, start + 200)
      .map(({ data }) => ({ ...toColumns(data), created_at: now, updated_at: now }));
    await trx.insertInto(kind.table).values(chunk).execute();
  }
}

/** Rows whose key is stored update that record, each with its audit entry. */
async function updateStoredRows(
  trx: Transaction<Database>,
  kind: RecordKind,
  changed: CheckedRow[],
  existing: Map<string, RecordRow>,
  actor: AuditActor,
  now: string,
) {
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
}

/** Imported alumni in the public search: new rows' ids are read back by their keys; the search then holds exactly the public ones. */
async function syncImportedAlumni(trx: Transaction<Database>, kind: RecordKind, valid: CheckedRow[]) {
  if (kind.table !== "alumni") return;
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

/**
 * Imports CSV text: every row is checked with the registration schema and against existing keys;
 * nothing is written unless all rows pass, and then all are written in one transaction. Headings are
 * the exported ones ("Aadhaar number", or "Aadhar" as files exported before it was spelt right) or the field names (stdaadhar), in any order and letter case.
 * Row numbers count the header as row 1, as a spreadsheet shows them.
 */
export async function importRecordsCsv(
  db: Kysely<Database>,
  kind: RecordKind,
  text: string,
  actor: AuditActor,
  options: CsvImportOptions = {},
): Promise<CsvImportResult> {
  const { errors, valid, seen } = checkRows(kind, readCsvRecords(kind, text));
  const existing = await storedRecords(db, kind, [...seen.keys()]);
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
    await insertNewRows(trx, kind, fresh, now);
    await updateStoredRows(trx, kind, changed, existing, actor, now);
    await syncImportedAlumni(trx, kind, valid);
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
