import type { Schedule } from "~/kernel/schedule";
import { crossedBetween, showingAt, type ScheduleWatch } from "~/kernel/schedule.server";
import type { Kysely, Transaction } from "kysely";
import type { Database, DocumentRow, DocumentVersionRow } from "../../../db/schema";
import type { MultipartLimits } from "~/kernel/media/multipart.server";
import { getSiteSettings } from "~/modules/site/index.server";
import {
  DOCUMENT_CATEGORY_LABELS,
  documentFileName,
  documentTypeLabel,
  type DocumentCategory,
  type DocumentList,
} from "./schema";
import { replaceSearchKind, searchText, type SearchEntry } from "~/modules/search/index.server";

type Db = Kysely<Database> | Transaction<Database>;

/** A document as the pages, the dashboard and the API see it. `url` never changes when the file is replaced. */
export type LibraryDocument = Schedule & {
  id: number;
  title: string;
  category: DocumentCategory;
  url: string;
  /** "PDF", "Word", "Excel", "PowerPoint", "JPEG", "PNG", or "Link" for a document that points elsewhere. */
  type: string;
  contentType: string | null;
  size: number | null;
  /** The title as a file name ("fee-structure-2026-27.pdf"); the uploader's own file name is never shown. */
  fileName: string | null;
  version: number;
  linkUrl: string | null;
  downloadsOrder: number;
  brochureOrder: number;
  updatedAt: string;
};

export type DocumentVersion = {
  version: number;
  type: string;
  size: number;
  /** The clean name the file was stored under (documentFileName), not the uploader's. */
  fileName: string;
  createdAt: string;
  createdBy: string | null;
};

/** The public address of a document: the same for every file it ever holds. */
export const documentUrl = (id: number) => `/files/${id}`;

export function documentFromRow(row: DocumentRow): LibraryDocument {
  return {
    id: row.id,
    title: row.title,
    category: row.category as DocumentCategory,
    url: documentUrl(row.id),
    type: documentTypeLabel(row.file_key ? row.content_type : null),
    contentType: row.file_key ? row.content_type : null,
    size: row.file_key && row.size !== null ? Number(row.size) : null,
    fileName: row.file_key && row.content_type ? documentFileName(row.title, row.content_type) : null,
    version: row.version,
    linkUrl: row.file_key ? null : row.link_url,
    downloadsOrder: row.downloads_order,
    brochureOrder: row.brochure_order,
    updatedAt: row.updated_at,
    showFrom: row.show_from,
    showUntil: row.show_until,
  };
}

export const orderColumn = (list: DocumentList) => (list === "downloads" ? "downloads_order" : "brochure_order");

/** What the site search finds of a document: its title, and its category as words. */
export function documentSearchEntry(document: LibraryDocument): SearchEntry {
  return {
    kind: "document",
    key: document.id,
    title: document.title,
    body: searchText(DOCUMENT_CATEGORY_LABELS[document.category]),
    url: document.url,
    schedule: document,
  };
}

/** Rebuilds the documents' search entries (a database older than the search, or a repair). */
export async function reindexDocuments(db: Kysely<Database>) {
  await replaceSearchKind(db, "document", (await listDocuments(db)).map(documentSearchEntry));
}

/** Every document, in the order of one of the two public lists; `showingOnly`: those inside their schedule now. */
export async function listDocuments(
  db: Db,
  list: DocumentList = "downloads",
  options: { showingOnly?: boolean } = {},
): Promise<LibraryDocument[]> {
  let query = db.selectFrom("documents").selectAll().orderBy(orderColumn(list)).orderBy("id");
  if (options.showingOnly) query = query.where(showingAt());
  return (await query.execute()).map(documentFromRow);
}

/** Scheduled publishing's look at the documents: how many came due or expired in (since, now]. */
export const documentsScheduleWatch: ScheduleWatch = async (db, since, now) =>
  (await db.selectFrom("documents").select("id").where(crossedBetween(since, now)).execute()).length;

/** Titles and addresses, for a search index. */
export async function searchableDocuments(db: Kysely<Database>) {
  const rows = await db.selectFrom("documents").select(["id", "title", "updated_at"]).execute();
  return rows.map((row) => ({ id: row.id, title: row.title, url: documentUrl(row.id), updatedAt: row.updated_at }));
}

export async function findDocument(db: Db, id: number): Promise<LibraryDocument | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? documentFromRow(row) : undefined;
}

export const versionFromRow = (row: DocumentVersionRow): DocumentVersion => ({
  version: row.version,
  type: documentTypeLabel(row.content_type),
  size: Number(row.size),
  fileName: row.original_name,
  createdAt: row.created_at,
  createdBy: row.created_by,
});

/** The files a document has held, newest first. */
export async function listDocumentVersions(db: Db, id: number): Promise<DocumentVersion[]> {
  const rows = await db
    .selectFrom("document_versions")
    .selectAll()
    .where("document_id", "=", id)
    .orderBy("version", "desc")
    .execute();
  return rows.map(versionFromRow);
}

/** The largest upload the library takes (site setting, MB), as multipart limits with the refusal in words. */
export async function documentUploadLimits(db: Kysely<Database>): Promise<MultipartLimits> {
  const megabytes = (await getSiteSettings(db)).documentMaxMb;
  const bytes = megabytes * 1024 * 1024;
  return {
    imageBytes: bytes,
    videoBytes: bytes,
    tooLarge: `The file is too large: a document may be at most ${megabytes} MB.`,
  };
}
