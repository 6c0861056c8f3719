import type { Expression, ExpressionBuilder, Kysely, SqlBool, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { likeOperator } from "~/kernel/database/dialect";
import { readPage, type PageRequest } from "~/kernel/pagination";
import { parseVariants, type MediaVariants } from "./variants";

// The media table's reads for every module (record 097: the kernel owns it). A module keeps the media key in its
// own rows and asks here for the sizes and variants, so no module joins the table.

type Db = Kysely<Database> | Transaction<Database>;

/** One stored file as the modules see it: its sizes and derived files, not the raw JSON. */
export type MediaRow = {
  key: string;
  contentType: string;
  sizeBytes: number;
  width: number | null;
  height: number | null;
  variants: MediaVariants;
  originalName: string | null;
  createdAt: string;
};

/** A stored file to record: the files are in the storage already. */
export type NewMedia = Omit<MediaRow, "createdAt">;

const COLUMNS = [
  "key",
  "content_type",
  "size_bytes",
  "width",
  "height",
  "variants",
  "original_name",
  "created_at",
] as const;

type Stored = Pick<Database["media"], (typeof COLUMNS)[number]>;

function toMediaRow(row: Stored): MediaRow {
  return {
    key: row.key,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    variants: parseVariants(row.variants),
    originalName: row.original_name,
    createdAt: row.created_at,
  };
}

const isImage = (row: { contentType: string }) => row.contentType.startsWith("image/");

/** The rows of these keys (`imagesOnly`: of the pictures among them), by key; a key with no row is left out. */
export async function mediaRowsByKey(
  db: Db,
  keys: readonly (string | null | undefined)[],
  options: { imagesOnly?: boolean } = {},
): Promise<Map<string, MediaRow>> {
  const wanted = [...new Set(keys.filter((key): key is string => Boolean(key)))];
  if (wanted.length === 0) return new Map();
  const rows = (await db.selectFrom("media").select(COLUMNS).where("key", "in", wanted).execute()).map(toMediaRow);
  return new Map(rows.filter((row) => !options.imagesOnly || isImage(row)).map((row) => [row.key, row]));
}

/** The picture stored under `key`, or undefined when there is none (or the file is no picture). */
export async function imageRow(db: Db, key: string): Promise<MediaRow | undefined> {
  return (await mediaRowsByKey(db, [key], { imagesOnly: true })).get(key);
}

/**
 * The stored pictures whose files lie in these folders, given by their day and random part ("2026-11-23/3f9a0c1b2d4e",
 * as newMediaKeyBase makes them): the pictures a page's blocks point at by one of their files' addresses.
 */
export async function imagesInFolders(db: Db, folders: readonly string[]): Promise<MediaRow[]> {
  const unique = [...new Set(folders)];
  if (unique.length === 0) return [];
  const rows = await db
    .selectFrom("media")
    .select(COLUMNS)
    .where((eb) => eb.or(unique.map((folder) => eb("key", "like", `%/${folder}/original.%`))))
    .where("content_type", "like", "image/%")
    .execute();
  return rows.map(toMediaRow);
}

/**
 * A condition another module adds to the library's search: its own rows that show the picture under `key` have
 * words matching `pattern` (with `like`, the engine's case-insensitive operator). Built as a subquery, so the
 * search stays one query.
 */
export type MediaWordMatch = (
  eb: ExpressionBuilder<Database, "media">,
  word: { key: Expression<string>; pattern: string; like: "like" | "ilike" },
) => Expression<SqlBool>;

/**
 * One page of the stored pictures, newest first. Each of `words` (at most six) must appear in the file's original
 * name or in what one of `matches` says about the picture: "sports relay" finds the relay picture of the sports day.
 */
export async function pageOfImages(
  db: Kysely<Database>,
  query: PageRequest & { words: readonly string[]; matches: readonly MediaWordMatch[] },
) {
  let base = db.selectFrom("media").where("content_type", "like", "image/%");
  const like = likeOperator(db);
  for (const word of query.words.slice(0, 6)) {
    const pattern = `%${word.replace(/[\\%_]/g, "")}%`;
    base = base.where((eb) =>
      eb.or([
        eb("media.original_name", like, pattern),
        ...query.matches.map((match) => match(eb, { key: eb.ref("media.key"), pattern, like })),
      ]),
    );
  }
  const found = await readPage(
    { page: query.page, pageSize: query.pageSize },
    {
      total: async () => Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
      rows: ({ offset, limit }) =>
        base.select(COLUMNS).orderBy("created_at", "desc").orderBy("key").limit(limit).offset(offset).execute(),
    },
  );
  return { ...found, rows: found.rows.map(toMediaRow) };
}

/** Records files already put into the storage (prepared pictures, such as a new install's samples). */
export async function recordMedia(db: Db, files: readonly NewMedia[], createdAt: string) {
  if (files.length === 0) return;
  await db
    .insertInto("media")
    .values(
      files.map((file) => ({
        key: file.key,
        content_type: file.contentType,
        size_bytes: file.sizeBytes,
        width: file.width,
        height: file.height,
        variants: JSON.stringify(file.variants),
        original_name: file.originalName?.slice(0, 300) ?? null,
        created_at: createdAt,
      })),
    )
    .execute();
}
