import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { fileTypeFromFile } from "file-type";
import sharp from "sharp";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { MAX_IMAGE_PIXELS } from "~/kernel/media/media.server";
import type { MediaStorage } from "~/kernel/storage";
import { PRIVATE_KEY_PREFIX } from "~/kernel/storage/storage";
import { assertEditable } from "./commands.server";
import { findApplicationDocument } from "./queries.server";
import { documentsAskedFor, DOCUMENT_LABELS, type AdmissionsSettings, type DocumentKind } from "./settings";
import type { AdmissionApplicationRow } from "./tables";

// An application's documents: what a file is comes from its bytes (never its name), pictures are re-encoded so the
// camera's metadata (a GPS position of where a child's photo was taken) is gone, and the files are kept under a
// private key that /media does not serve; only signed-in staff get them, through the dashboard.

const ALLOWED = {
  pdf: { contentType: "application/pdf", label: "PDF" },
  jpg: { contentType: "image/jpeg", label: "JPEG" },
  png: { contentType: "image/png", label: "PNG" },
} as const;
type AllowedType = keyof typeof ALLOWED;

export const NOT_A_DOCUMENT = "This file is not a PDF, JPEG or PNG (its contents were checked, not its name)";
const MB = 1024 * 1024;

const refuse = (kind: string, message: string) => new RefusedError(400, FIX_FIELDS, { [`file_${kind}`]: message });

/** The largest file the upload route reads at all (each kind's own limit is checked after). */
export const largestDocumentBytes = (settings: AdmissionsSettings) =>
  Math.round(Math.max(settings.maxDocumentMb, settings.maxPhotoMb) * MB);

async function checkedFile(file: SpooledFile, kind: DocumentKind, settings: AdmissionsSettings) {
  const found = await fileTypeFromFile(file.path).catch(() => undefined);
  const type = found && found.ext in ALLOWED ? (found.ext as AllowedType) : undefined;
  if (!type) throw refuse(kind, NOT_A_DOCUMENT);
  if (kind === "photograph" && type === "pdf") throw refuse(kind, "The photograph must be a JPEG or PNG picture");
  const limitMb = kind === "photograph" ? settings.maxPhotoMb : settings.maxDocumentMb;
  if (file.size > limitMb * MB) throw refuse(kind, `The file is too large: at most ${limitMb} MB`);
  return type;
}

async function withoutMetadata(path: string, type: "jpg" | "png", kind: DocumentKind) {
  try {
    // rotate() first turns the picture as its EXIF orientation said, since that tag goes with the rest.
    const picture = sharp(path, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    return await (type === "jpg" ? picture.jpeg({ quality: 88, mozjpeg: true }) : picture.png()).toBuffer();
  } catch {
    throw refuse(kind, "This picture could not be read; save it again as JPEG or PNG and upload it again");
  }
}

/** Stores (or replaces) one document of a draft; the previous file of that kind is deleted. */
export async function uploadApplicationDocument(
  db: Kysely<Database>,
  storage: MediaStorage,
  application: AdmissionApplicationRow,
  kind: string,
  file: SpooledFile | undefined,
  settings: AdmissionsSettings,
) {
  assertEditable(application, "documents");
  const asked = documentsAskedFor(settings, application.class_sought);
  if (!asked.includes(kind as DocumentKind)) throw new RefusedError(400, "This document is not asked for.");
  const documentKind = kind as DocumentKind;
  if (!file) throw refuse(kind, `Choose the ${DOCUMENT_LABELS[documentKind].toLowerCase()} to upload`);
  const type = await checkedFile(file, documentKind, settings);
  const key = `${PRIVATE_KEY_PREFIX}admissions/${randomBytes(16).toString("hex")}.${type}`;
  const { contentType } = ALLOWED[type];
  let size = file.size;
  if (type === "pdf") await storage.put(key, createReadStream(file.path), contentType, file.size);
  else {
    const clean = await withoutMetadata(file.path, type, documentKind);
    size = clean.length;
    await storage.put(key, clean, contentType, size);
  }
  const earlier = await db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("admission_documents")
      .select(["id", "storage_key"])
      .where("application_id", "=", application.id)
      .where("kind", "=", kind)
      .executeTakeFirst();
    if (old) await trx.deleteFrom("admission_documents").where("id", "=", old.id).execute();
    await trx
      .insertInto("admission_documents")
      .values({
        application_id: application.id,
        kind,
        storage_key: key,
        content_type: contentType,
        size,
        original_name: file.originalName.slice(0, 300),
        uploaded_at: nowIso(),
      })
      .execute();
    return old?.storage_key;
  });
  if (earlier) await storage.delete(earlier).catch(() => undefined);
}

/** One document's bytes for the office (the caller has checked the staff member's role). */
export async function openApplicationDocument(
  db: Kysely<Database>,
  storage: MediaStorage,
  applicationId: number,
  documentId: number,
) {
  const document = await findApplicationDocument(db, applicationId, documentId);
  if (!document) return undefined;
  const stored = await storage.get(document.storage_key);
  return stored ? { document, stored } : undefined;
}
