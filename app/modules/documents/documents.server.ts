import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Readable } from "node:stream";
import type { Kysely, Transaction } from "kysely";
import { db as appDb } from "~/kernel/database/connection";
import { nowIso } from "~/kernel/database/dialect";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database, DocumentRow, DocumentVersionRow } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { MultipartLimits, SpooledFile } from "~/kernel/media/multipart.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { checkDocumentFile } from "./file-check.server";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_TYPES,
  FILE_REQUIRED,
  documentTypeLabel,
  type DocumentCategory,
  type DocumentInput,
  type DocumentList,
  type DocumentUpdate,
} from "./schema";
import { replaceSearchKind, searchText, syncSearchEntry, type SearchEntry } from "~/modules/search/index.server";

// Every write to the library goes through this module (create, replace, restore, move, rename, delete), so
// anything that must follow a change of a document (a search index) hooks in at `documentsChanged`.

type Db = Kysely<Database> | Transaction<Database>;

/** A document as the pages, the dashboard and the API see it. `url` never changes when the file is replaced. */
export type LibraryDocument = {
  id: number;
  title: string;
  category: DocumentCategory;
  url: string;
  /** "PDF", "Word", "Excel", "PowerPoint", "JPEG", "PNG", or "Link" for a document that points elsewhere. */
  type: string;
  contentType: string | null;
  size: number | null;
  originalName: string | null;
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
  originalName: string;
  createdAt: string;
  createdBy: string | null;
};

export type DocumentSaveResult =
  { ok: true; document: LibraryDocument } | { ok: false; fields: Record<string, string> };

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
    originalName: row.original_name,
    version: row.version,
    linkUrl: row.file_key ? null : row.link_url,
    downloadsOrder: row.downloads_order,
    brochureOrder: row.brochure_order,
    updatedAt: row.updated_at,
  };
}

const orderColumn = (list: DocumentList) => (list === "downloads" ? "downloads_order" : "brochure_order");

/** What the site search finds of a document: its title, and its category as words. */
export function documentSearchEntry(document: LibraryDocument): SearchEntry {
  return {
    kind: "document",
    key: document.id,
    title: document.title,
    body: searchText(DOCUMENT_CATEGORY_LABELS[document.category]),
    url: document.url,
  };
}

/** Rebuilds the documents' search entries (a database older than the search, or a repair). */
export async function reindexDocuments(db: Kysely<Database>) {
  await replaceSearchKind(db, "document", (await listDocuments(db)).map(documentSearchEntry));
}

/** Hook for whatever must follow a change of the library (search indexing); called after each committed write. */
export const documentsChanged: { listeners: ((db: Kysely<Database>, id: number) => Promise<void>)[] } = {
  listeners: [],
};
async function announce(db: Kysely<Database>, id: number) {
  for (const listener of documentsChanged.listeners) await listener(db, id);
}

/** Every document, in the order of one of the two public lists. */
export async function listDocuments(db: Db, list: DocumentList = "downloads"): Promise<LibraryDocument[]> {
  const rows = await db.selectFrom("documents").selectAll().orderBy(orderColumn(list)).orderBy("id").execute();
  return rows.map(documentFromRow);
}

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

const versionFromRow = (row: DocumentVersionRow): DocumentVersion => ({
  version: row.version,
  type: documentTypeLabel(row.content_type),
  size: Number(row.size),
  originalName: row.original_name,
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

type StoredFile = { key: string; contentType: string; size: number; originalName: string };

/** Checks the spooled upload and puts it in storage; a refusal stores nothing. */
async function storeUpload(
  storage: MediaStorage,
  file: SpooledFile | undefined,
): Promise<{ ok: true; stored: StoredFile } | { ok: false; fields: Record<string, string> }> {
  if (!file || file.size === 0) return { ok: false, fields: { file: FILE_REQUIRED } };
  const checked = await checkDocumentFile(file.path, file.originalName);
  if (!checked.ok) return { ok: false, fields: { file: checked.message } };
  const key = `documents/${randomBytes(12).toString("hex")}.${checked.type}`;
  await storage.put(key, createReadStream(file.path), checked.contentType, file.size);
  return {
    ok: true,
    stored: { key, contentType: checked.contentType, size: file.size, originalName: file.originalName.slice(0, 300) },
  };
}

async function removeFile(storage: MediaStorage, key: string) {
  await storage.delete(key).catch(() => undefined);
}

async function nextPositions(trx: Db) {
  const row = await trx
    .selectFrom("documents")
    .select((eb) => [eb.fn.max("downloads_order").as("downloads"), eb.fn.max("brochure_order").as("brochure")])
    .executeTakeFirst();
  return { downloads: Number(row?.downloads ?? 0) + 1, brochure: Number(row?.brochure ?? 0) + 1 };
}

/** Puts one document at `position` (1-based, clamped) on a list and numbers the list 1..n again. */
async function placeOnList(trx: Db, id: number, list: DocumentList, position?: number) {
  const column = orderColumn(list);
  const rows = await trx.selectFrom("documents").select(["id", column]).orderBy(column).orderBy("id").execute();
  const ids = rows.map((row) => row.id).filter((other) => other !== id);
  if (position !== undefined && rows.some((row) => row.id === id))
    ids.splice(Math.min(Math.max(position, 1), ids.length + 1) - 1, 0, id);
  for (const [index, other] of ids.entries()) {
    const current = rows.find((row) => row.id === other)?.[column];
    if (current !== index + 1)
      await trx
        .updateTable("documents")
        .set({ [column]: index + 1 })
        .where("id", "=", other)
        .execute();
  }
}

/** Adds a document with its first file, last on both lists. */
export async function createDocument(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: DocumentInput,
  file: SpooledFile | undefined,
  actor: AuditActor,
): Promise<DocumentSaveResult> {
  const upload = await storeUpload(storage, file);
  if (!upload.ok) return upload;
  const { stored } = upload;
  try {
    const document = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      const positions = await nextPositions(trx);
      const row = await trx
        .insertInto("documents")
        .values({
          title: input.title,
          category: input.category,
          downloads_order: positions.downloads,
          brochure_order: positions.brochure,
          file_key: stored.key,
          content_type: stored.contentType,
          size: stored.size,
          original_name: stored.originalName,
          version: 1,
          link_url: null,
          seed_key: null,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("document_versions")
        .values({
          document_id: row.id,
          version: 1,
          file_key: stored.key,
          content_type: stored.contentType,
          size: stored.size,
          original_name: stored.originalName,
          created_at: now,
          created_by: actor.userid,
        })
        .execute();
      const created = documentFromRow(row);
      await syncSearchEntry(trx, "document", row.id, documentSearchEntry(created));
      await recordAudit(trx, actor, { action: "create", entity: "document", entityKey: row.id, after: created });
      return created;
    });
    await announce(db, document.id);
    return { ok: true, document };
  } catch (error) {
    await removeFile(storage, stored.key);
    throw error;
  }
}

/**
 * Renames, recategorises or moves a document; with a file, the file replaces the current one as a new
 * version (the old one is kept for restore). The public address stays the same.
 */
export async function updateDocument(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  input: DocumentUpdate,
  file: SpooledFile | undefined,
  actor: AuditActor,
): Promise<DocumentSaveResult | undefined> {
  const before = await findDocument(db, id);
  if (!before) return undefined;
  let stored: StoredFile | undefined;
  if (file) {
    const upload = await storeUpload(storage, file);
    if (!upload.ok) return upload;
    stored = upload.stored;
  }
  try {
    const document = await db.transaction().execute(async (trx) => {
      const now = nowIso();
      let version = before.version;
      if (stored) {
        const latest = await trx
          .selectFrom("document_versions")
          .select((eb) => eb.fn.max("version").as("version"))
          .where("document_id", "=", id)
          .executeTakeFirst();
        version = Number(latest?.version ?? 0) + 1;
        await trx
          .insertInto("document_versions")
          .values({
            document_id: id,
            version,
            file_key: stored.key,
            content_type: stored.contentType,
            size: stored.size,
            original_name: stored.originalName,
            created_at: now,
            created_by: actor.userid,
          })
          .execute();
      }
      await trx
        .updateTable("documents")
        .set({
          title: input.title,
          category: input.category,
          updated_at: now,
          ...(stored
            ? {
                file_key: stored.key,
                content_type: stored.contentType,
                size: stored.size,
                original_name: stored.originalName,
                version,
                link_url: null,
              }
            : {}),
        })
        .where("id", "=", id)
        .execute();
      if (input.downloadsPosition !== undefined) await placeOnList(trx, id, "downloads", input.downloadsPosition);
      if (input.brochurePosition !== undefined) await placeOnList(trx, id, "brochure", input.brochurePosition);
      const after = (await findDocument(trx, id))!;
      await syncSearchEntry(trx, "document", id, documentSearchEntry(after));
      await recordAudit(trx, actor, {
        action: stored ? "replace" : "update",
        entity: "document",
        entityKey: id,
        before,
        after,
      });
      return after;
    });
    await announce(db, id);
    return { ok: true, document };
  } catch (error) {
    if (stored) await removeFile(storage, stored.key);
    throw error;
  }
}

/** Makes an earlier file the current one again (its public address stays); no file is copied or removed. */
export async function restoreDocumentVersion(db: Kysely<Database>, id: number, version: number, actor: AuditActor) {
  const result = await db.transaction().execute(async (trx) => {
    const before = await findDocument(trx, id);
    if (!before) return undefined;
    const old = await trx
      .selectFrom("document_versions")
      .selectAll()
      .where("document_id", "=", id)
      .where("version", "=", version)
      .executeTakeFirst();
    if (!old) return { ok: false as const, fields: { version: "That version of the document does not exist" } };
    await trx
      .updateTable("documents")
      .set({
        file_key: old.file_key,
        content_type: old.content_type,
        size: old.size,
        original_name: old.original_name,
        version: old.version,
        link_url: null,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    const after = (await findDocument(trx, id))!;
    await recordAudit(trx, actor, { action: "restore", entity: "document", entityKey: id, before, after });
    return { ok: true as const, document: after };
  });
  if (result?.ok) await announce(db, id);
  return result;
}

/** One step up or down on one of the two lists. */
export async function moveDocument(
  db: Kysely<Database>,
  id: number,
  list: DocumentList,
  direction: "up" | "down",
  actor: AuditActor,
) {
  return db.transaction().execute(async (trx) => {
    const document = await findDocument(trx, id);
    if (!document) return false;
    const current = list === "downloads" ? document.downloadsOrder : document.brochureOrder;
    const position = direction === "up" ? current - 1 : current + 1;
    await placeOnList(trx, id, list, Math.max(1, position));
    await recordAudit(trx, actor, {
      action: "reorder",
      entity: "document",
      entityKey: id,
      after: { list, direction },
    });
    return true;
  });
}

/** Deletes a document with every version; its files are removed once the rows are gone. */
export async function deleteDocument(db: Kysely<Database>, storage: MediaStorage, id: number, actor: AuditActor) {
  const keys = await db.transaction().execute(async (trx) => {
    const before = await findDocument(trx, id);
    if (!before) return undefined;
    const versions = await trx
      .selectFrom("document_versions")
      .select("file_key")
      .where("document_id", "=", id)
      .execute();
    await trx.deleteFrom("document_versions").where("document_id", "=", id).execute();
    await trx.deleteFrom("documents").where("id", "=", id).execute();
    await syncSearchEntry(trx, "document", id, null);
    await placeOnList(trx, id, "downloads");
    await placeOnList(trx, id, "brochure");
    await recordAudit(trx, actor, { action: "delete", entity: "document", entityKey: id, before });
    return versions.map((row) => row.file_key);
  });
  if (!keys) return false;
  for (const key of new Set(keys)) await removeFile(storage, key);
  await announce(db, id);
  return true;
}

/** "Fee Structure.pdf": the title with the file's own extension, kept to characters safe in any header. */
export function downloadFileName(title: string, contentType: string) {
  const extension = Object.entries(DOCUMENT_TYPES).find(([, kind]) => kind.contentType === contentType)?.[0] ?? "bin";
  const unicode = title
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\\/:*?"<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    // A title that already ends with its extension ("Menu.pdf") does not get it twice.
    .replace(new RegExp(`\\.(${extension === "jpg" ? "jpe?g" : extension})$`, "i"), "");
  const ascii = unicode
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9 ._()-]+/g, "")
    .replace(/\s+/g, " ")
    .replace(/^[.\s]+/, "")
    .trim();
  return { ascii: `${ascii || "document"}.${extension}`, unicode: `${unicode || "document"}.${extension}` };
}

export type DocumentDownload =
  | { kind: "link"; url: string }
  | {
      kind: "file";
      body: Readable;
      contentType: string;
      size: number;
      etag: string;
      inline: boolean;
      fileName: { ascii: string; unicode: string };
    };

/** The current file of a document (or where a link-only document points); undefined for no such document. */
export async function openDocument(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  options: { ifNoneMatch?: string } = {},
): Promise<DocumentDownload | { kind: "unchanged"; etag: string } | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db.selectFrom("documents").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  if (!row.file_key || !row.content_type) return row.link_url ? { kind: "link", url: row.link_url } : undefined;
  const etag = `"document-${row.id}-${row.file_key.replace(/^documents\/|\.[a-z]+$/g, "")}"`;
  if (options.ifNoneMatch === etag) return { kind: "unchanged", etag };
  const object = await storage.get(row.file_key);
  if (!object) return undefined;
  return {
    kind: "file",
    body: object.body,
    contentType: row.content_type,
    size: object.size,
    etag,
    // PDFs and pictures open in the browser's tab; Office files are saved.
    inline: ["application/pdf", "image/jpeg", "image/png"].includes(row.content_type),
    fileName: downloadFileName(row.title, row.content_type),
  };
}

// Page loaders and dashboard actions on the app's own database and storage.

/** /Downloads or /Download: the library in that list's order. */
export function loadDownloadsPage(list: DocumentList) {
  return listDocuments(appDb(), list);
}

/** The dashboard's section: documents by category (each in /Downloads order), both orders, and each one's versions. */
export async function loadDocumentsForOffice() {
  const database = appDb();
  const [documents, brochure, versions, limits] = await Promise.all([
    listDocuments(database, "downloads"),
    listDocuments(database, "brochure"),
    database.selectFrom("document_versions").selectAll().orderBy("version", "desc").execute(),
    getSiteSettings(database),
  ]);
  const versionsOf = (id: number) => versions.filter((row) => row.document_id === id).map(versionFromRow);
  return {
    categories: DOCUMENT_CATEGORIES.map((category) => ({
      category,
      documents: documents
        .filter((document) => document.category === category)
        .map((document) => ({ ...document, versions: versionsOf(document.id) })),
    })).filter((group) => group.documents.length > 0),
    downloadsOrder: documents.map(({ id, title }) => ({ id, title })),
    brochureOrder: brochure.map(({ id, title }) => ({ id, title })),
    maxMb: limits.documentMaxMb,
  };
}

export const documentUploadLimitsForPages = () => documentUploadLimits(appDb());

export function createDocumentFromDashboard(input: DocumentInput, file: SpooledFile | undefined, actor: AuditActor) {
  return createDocument(appDb(), mediaStorage(), input, file, actor);
}

export function updateDocumentFromDashboard(
  id: number,
  input: DocumentUpdate,
  file: SpooledFile | undefined,
  actor: AuditActor,
) {
  return updateDocument(appDb(), mediaStorage(), id, input, file, actor);
}

export function restoreDocumentFromDashboard(id: number, version: number, actor: AuditActor) {
  return restoreDocumentVersion(appDb(), id, version, actor);
}

export function moveDocumentFromDashboard(id: number, list: DocumentList, direction: "up" | "down", actor: AuditActor) {
  return moveDocument(appDb(), id, list, direction, actor);
}

export function deleteDocumentFromDashboard(id: number, actor: AuditActor) {
  return deleteDocument(appDb(), mediaStorage(), id, actor);
}

/** The file behind /files/{id}, for the server's file route. */
export function openDocumentForVisitor(id: number, ifNoneMatch?: string) {
  return openDocument(appDb(), mediaStorage(), id, { ifNoneMatch });
}
