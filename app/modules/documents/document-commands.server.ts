import { resolveTypedSchedule } from "~/kernel/schedule.server";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { checkDocumentFile, fileRefused } from "./file-check.server";
import { pictureWithoutMetadata } from "./picture-clean.server";
import { documentFileName, FILE_REQUIRED, type DocumentInput, type DocumentList, type DocumentUpdate } from "./schema";
import { syncSearchEntry } from "~/modules/search/index.server";
import {
  documentFromRow,
  documentSearchEntry,
  findDocument,
  orderColumn,
  type LibraryDocument,
} from "./document-queries.server";

// Every write to the library goes through this module (create, replace, restore, move, rename, delete), so
// anything that must follow a change of a document (a search index) hooks in at `documentsChanged`.

type Db = Kysely<Database> | Transaction<Database>;

/** Hook for whatever must follow a change of the library (search indexing); called after each committed write. */
export const documentsChanged: { listeners: ((db: Kysely<Database>, id: number) => Promise<void>)[] } = {
  listeners: [],
};
async function announce(db: Kysely<Database>, id: number) {
  for (const listener of documentsChanged.listeners) await listener(db, id);
}

/** `originalName` is the clean name (documentFileName), kept in the `original_name` column. */
type StoredFile = { key: string; contentType: string; size: number; originalName: string };

/**
 * Checks the spooled upload and puts it in storage, a picture re-encoded without its camera and GPS metadata; a
 * refusal (RefusedError) stores nothing.
 */
async function storeUpload(storage: MediaStorage, file: SpooledFile | undefined, title: string): Promise<StoredFile> {
  if (!file || file.size === 0) throw fileRefused(FILE_REQUIRED);
  const checked = await checkDocumentFile(file.path, file.originalName);
  const key = `documents/${randomBytes(12).toString("hex")}.${checked.type}`;
  const originalName = documentFileName(title, checked.contentType);
  if (checked.type === "jpg" || checked.type === "png") {
    const clean = await pictureWithoutMetadata(file.path, checked.type);
    await storage.put(key, clean, checked.contentType, clean.length);
    return { key, contentType: checked.contentType, size: clean.length, originalName };
  }
  await storage.put(key, createReadStream(file.path), checked.contentType, file.size);
  return { key, contentType: checked.contentType, size: file.size, originalName };
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
): Promise<LibraryDocument & { startedNow: boolean }> {
  const { startedNow, ...schedule } = await resolveTypedSchedule(db, input);
  const stored = await storeUpload(storage, file, input.title);
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
          show_from: schedule.showFrom,
          show_until: schedule.showUntil,
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
    return { ...document, startedNow };
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
): Promise<(LibraryDocument & { startedNow: boolean }) | undefined> {
  const before = await findDocument(db, id);
  if (!before) return undefined;
  const { startedNow, ...schedule } = await resolveTypedSchedule(db, input);
  const stored = file ? await storeUpload(storage, file, input.title) : undefined;
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
          show_from: schedule.showFrom,
          show_until: schedule.showUntil,
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
    return { ...document, startedNow };
  } catch (error) {
    if (stored) await removeFile(storage, stored.key);
    throw error;
  }
}

const NO_VERSION = "That version of the document does not exist";

/**
 * Makes an earlier file the current one again (its public address stays); no file is copied or removed.
 * Undefined: no such document; a version it never had is refused.
 */
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
    if (!old) throw new RefusedError(400, `${NO_VERSION}.`, { version: NO_VERSION });
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
    return after;
  });
  if (result) await announce(db, id);
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
