import type { Kysely } from "kysely";
import { RefusedError } from "~/kernel/errors";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage/storage";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { deleteMedia, ImageRefusedError, storeImage, storeVideo, type StoredMedia } from "~/kernel/media/media.server";
import { VideoRefusedError } from "~/kernel/media/video-check.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { mediaRowsByKey, type MediaRow } from "~/kernel/media/media-rows.server";
import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryUpload } from "./schema";

/** One gallery entry as the API and pages see it. `Key` is the storage key, as the spec's list expects. */
export type GalleryItem = {
  id: number;
  Key: string | null;
  url: string | null;
  thumbUrl: string | null;
  fileType: string | null;
  width: number | null;
  height: number | null;
  /** The size of the picture at `url` (its largest variant), for the lightbox; null when unknown. */
  urlWidth: number | null;
  urlHeight: number | null;
  screenname: string;
  imageorvideo: "Image" | "Video";
  imagename: string;
  videoname: string;
  eventname: string;
  eventdesc: string;
  eventdate: string;
  createdAt: string;
};

/** The category matching a path segment, ignoring case ("annual day" → "Annual Day"), or undefined. */
export function galleryCategoryFrom(text: string | null | undefined): GalleryCategory | undefined {
  const wanted = (text ?? "").trim().toLowerCase();
  return GALLERY_CATEGORIES.find((category) => category.toLowerCase() === wanted);
}

/** The file was refused: shown under the upload field. */
export class GalleryFileError extends RefusedError {
  constructor(message: string) {
    super(400, message, { uploadfile: message });
  }
}

/** Texts as stored: the name that does not belong to the chosen kind is dropped. */
function itemTexts(data: GalleryUpload) {
  return {
    screenname: data.screenname,
    imageorvideo: data.imageorvideo,
    imagename: data.imageorvideo === "Image" ? data.imagename || null : null,
    videoname: data.imageorvideo === "Video" ? data.videoname || null : null,
    eventname: data.eventname,
    eventdesc: data.eventdesc || null,
    eventdate: data.eventdate,
  };
}

/**
 * Stores the file (pictures cleaned and resized, videos as they are), then the gallery row and its
 * audit entry in one transaction. If the row cannot be written the stored files are removed again.
 */
export async function createGalleryItem(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: { data: GalleryUpload; file?: SpooledFile; actor: AuditActor },
): Promise<GalleryItem> {
  const { data, file, actor } = input;
  let media: StoredMedia | undefined;
  if (file) {
    if (!file.type)
      throw new GalleryFileError("Only JPEG, PNG, WebP, GIF or AVIF pictures and MP4 videos can be uploaded.");
    if (file.type.kind === "video" && data.imageorvideo !== "Video")
      throw new GalleryFileError("This file is a video: choose Video.");
    if (file.type.kind === "image" && data.imageorvideo !== "Image")
      throw new GalleryFileError("This file is a picture: choose Image.");
    const prefix = `gallery/${data.screenname}`;
    if (file.type.kind === "image") {
      try {
        media = await storeImage(db, storage, file.path, { prefix, originalName: file.originalName });
      } catch (error) {
        if (error instanceof ImageRefusedError) throw new GalleryFileError(error.message);
        throw new GalleryFileError("The picture could not be read; it may be damaged.");
      }
    } else {
      try {
        media = await storeVideo(db, storage, file, { prefix, originalName: file.originalName });
      } catch (error) {
        if (error instanceof VideoRefusedError) throw new GalleryFileError(error.message);
        throw error;
      }
    }
  }
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("gallery_items")
        .values({ ...itemTexts(data), media_key: media?.key ?? null, created_at: nowIso(), created_by: actor.id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        action: "upload",
        entity: "gallery_item",
        entityKey: row.id,
        after: { ...itemTexts(data), media_key: media?.key ?? null },
      });
      return row.id;
    });
    return (await getGalleryItem(db, storage, id))!;
  } catch (error) {
    if (media) await deleteMedia(db, storage, media.key);
    throw error;
  }
}

function selectItems(db: Kysely<Database>) {
  return db
    .selectFrom("gallery_items")
    .select([
      "id",
      "media_key",
      "screenname",
      "imageorvideo",
      "imagename",
      "videoname",
      "eventname",
      "eventdesc",
      "eventdate",
      "created_at",
    ]);
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof selectItems>["executeTakeFirstOrThrow"]>>;

/** The entries with their file's sizes and variants (an entry whose file has gone shows without them). */
async function toItems(db: Kysely<Database>, storage: MediaStorage, rows: ItemRow[]): Promise<GalleryItem[]> {
  const media = await mediaRowsByKey(
    db,
    rows.map((row) => row.media_key),
  );
  return rows.map((row) => toItem(storage, row, row.media_key ? media.get(row.media_key) : undefined));
}

function toItem(storage: MediaStorage, row: ItemRow, media: MediaRow | undefined): GalleryItem {
  const variants = media?.variants ?? { sizes: [] };
  const largestSize = variants.sizes.at(-1);
  const largest = largestSize?.jpeg;
  const width = media?.width ?? null;
  const height = media?.height ?? null;
  const urlWidth = largestSize && width && height ? largestSize.width : width;
  const urlHeight = largestSize && width && height ? Math.round((largestSize.width * height) / width) : height;
  return {
    id: Number(row.id),
    Key: row.media_key,
    url: row.media_key ? storage.publicUrl(row.imageorvideo === "Image" && largest ? largest : row.media_key) : null,
    thumbUrl: variants.thumb ? storage.publicUrl(variants.thumb) : null,
    fileType: row.media_key ? (row.media_key.split(".").pop() ?? null) : null,
    width,
    height,
    urlWidth,
    urlHeight,
    screenname: row.screenname,
    imageorvideo: row.imageorvideo,
    imagename: row.imagename ?? "",
    videoname: row.videoname ?? "",
    eventname: row.eventname,
    eventdesc: row.eventdesc ?? "",
    eventdate: row.eventdate,
    createdAt: row.created_at,
  };
}

export async function getGalleryItem(db: Kysely<Database>, storage: MediaStorage, id: number) {
  const row = await selectItems(db).where("id", "=", id).executeTakeFirst();
  return row ? (await toItems(db, storage, [row]))[0] : undefined;
}

/** Newest event first; `withFileOnly` leaves out entries that have no picture or video (the public gallery). */
export async function listGalleryItems(
  db: Kysely<Database>,
  storage: MediaStorage,
  options: { category?: GalleryCategory; withFileOnly?: boolean } = {},
): Promise<GalleryItem[]> {
  let query = selectItems(db);
  if (options.category) query = query.where("screenname", "=", options.category);
  if (options.withFileOnly) query = query.where("media_key", "is not", null);
  const rows = await query.orderBy("eventdate", "desc").orderBy("id", "desc").limit(500).execute();
  return toItems(db, storage, rows);
}

/** Changes an item's texts (not its file); undefined when there is no such item. */
export async function updateGalleryItem(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  data: GalleryUpload,
  actor: AuditActor,
) {
  const found = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("gallery_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return false;
    const after = itemTexts(data);
    await trx.updateTable("gallery_items").set(after).where("id", "=", id).execute();
    await recordAudit(trx, actor, {
      action: "update",
      entity: "gallery_item",
      entityKey: id,
      before,
      after: { ...before, ...after },
    });
    return true;
  });
  return found ? getGalleryItem(db, storage, id) : undefined;
}

/** Deletes an item and then its file and every variant; false when there is no such item. */
export async function deleteGalleryItem(db: Kysely<Database>, storage: MediaStorage, id: number, actor: AuditActor) {
  const mediaKey = await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom("gallery_items").selectAll().where("id", "=", id).executeTakeFirst();
    if (!before) return undefined;
    await trx.deleteFrom("gallery_items").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "gallery_item", entityKey: id, before, after: null });
    return before.media_key ?? "";
  });
  if (mediaKey === undefined) return false;
  if (mediaKey) await deleteMedia(db, storage, mediaKey);
  return true;
}

/** The public gallery page's data: the chosen category (Sports when none or unknown) and its entries with a file. */
export async function loadPublicGallery(categoryParam: string | null) {
  const category = galleryCategoryFrom(categoryParam) ?? GALLERY_CATEGORIES[0];
  return { category, items: await listGalleryItems(db(), mediaStorage(), { category, withFileOnly: true }) };
}
