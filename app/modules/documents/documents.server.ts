import { scheduleLabel, scheduleValues } from "~/kernel/schedule";
import { showingAt } from "~/kernel/schedule.server";
import type { Readable } from "node:stream";
import type { Kysely } from "kysely";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { getSiteSettings } from "~/modules/site/index.server";
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_TYPES,
  type DocumentInput,
  type DocumentList,
  type DocumentUpdate,
} from "./schema";
import {
  createDocument,
  deleteDocument,
  moveDocument,
  restoreDocumentVersion,
  updateDocument,
} from "./document-commands.server";
import { documentUploadLimits, listDocuments, versionFromRow } from "./document-queries.server";

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
  // Outside its schedule a document's address answers as if there were none (docs/decisions/126).
  const row = await db.selectFrom("documents").selectAll().where("id", "=", id).where(showingAt()).executeTakeFirst();
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
  return listDocuments(db(), list, { showingOnly: true });
}

/** The dashboard's section: documents by category (each in /Downloads order), both orders, and each one's versions. */
export async function loadDocumentsForOffice() {
  const database = db();
  const [documents, brochure, versions, settings] = await Promise.all([
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
        .map((document) => ({
          ...document,
          versions: versionsOf(document.id),
          scheduleInputs: scheduleValues(document, settings.timeZone),
          scheduleNote: scheduleLabel(document, settings.timeZone),
        })),
    })).filter((group) => group.documents.length > 0),
    downloadsOrder: documents.map(({ id, title }) => ({ id, title })),
    brochureOrder: brochure.map(({ id, title }) => ({ id, title })),
    maxMb: settings.documentMaxMb,
    timeZone: settings.timeZone,
  };
}

export const documentUploadLimitsForPages = () => documentUploadLimits(db());

export function createDocumentFromDashboard(input: DocumentInput, file: SpooledFile | undefined, actor: AuditActor) {
  return createDocument(db(), mediaStorage(), input, file, actor);
}

export function updateDocumentFromDashboard(
  id: number,
  input: DocumentUpdate,
  file: SpooledFile | undefined,
  actor: AuditActor,
) {
  return updateDocument(db(), mediaStorage(), id, input, file, actor);
}

export function restoreDocumentFromDashboard(id: number, version: number, actor: AuditActor) {
  return restoreDocumentVersion(db(), id, version, actor);
}

export function moveDocumentFromDashboard(id: number, list: DocumentList, direction: "up" | "down", actor: AuditActor) {
  return moveDocument(db(), id, list, direction, actor);
}

export function deleteDocumentFromDashboard(id: number, actor: AuditActor) {
  return deleteDocument(db(), mediaStorage(), id, actor);
}

/** The file behind /files/{id}, for the server's file route. */
export function openDocumentForVisitor(id: number, ifNoneMatch?: string) {
  return openDocument(db(), mediaStorage(), id, { ifNoneMatch });
}
