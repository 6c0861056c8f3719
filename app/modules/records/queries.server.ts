import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../../db/schema";
import { isPostgres } from "~/kernel/database/dialect";
import { mediaStorage } from "~/kernel/storage";
import { isPrivateKey } from "~/kernel/storage/storage";
import { readPage } from "~/kernel/pagination";
import { maskAadhaar } from "~/kernel/privacy";
import { sortableColumns, type RecordKind, type RecordTable } from "./kinds";
import type { ListQuery } from "./search-schema";

// The reads of records (lists, search, pages, counts, one record): one set of queries for students, faculty,
// alumni and committee members; the kinds differ only in table, key and fields (see kinds.ts). Table and column names come from that fixed list,
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
    return { ...rest, photo: typeof key === "string" && key ? photoAddress(kind, row, key) : null };
  }
  return shown;
}

/** A public photo's /media address; a private one (a student's) is served to signed-in staff by the dashboard. */
export function photoAddress(kind: RecordKind, row: RecordRow, key: string) {
  if (!isPrivateKey(key)) return mediaStorage().publicUrl(key);
  return `/welcome/${kind.resource}/${encodeURIComponent(String(row[kind.key]))}/photo`;
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

export async function findRecordRows(db: Kysely<Database>, kind: RecordKind, query: PageRequest): Promise<RecordRow[]> {
  const withKey = await keyMatches(db, kind, query.q ?? "");
  return (await recordPageQueries(db, kind, query, withKey).rows.execute()) as RecordRow[];
}
