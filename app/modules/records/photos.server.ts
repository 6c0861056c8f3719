import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { nowIso } from "~/kernel/database/dialect";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import { deleteMedia, storeImage } from "~/kernel/media/media.server";
import { mediaRowsByKey } from "~/kernel/media/media-rows.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { RecordKind } from "./kinds";
import { findRecord } from "./queries.server";

// The photo of a committee member or a teacher: one command for the dashboard's photo form and the API, which
// stores the picture re-encoded (metadata such as GPS dropped) and removes the one it replaces.

export const PHOTO_FIELD = "photo";
export const PHOTO_NOT_A_PICTURE = "The photo must be a JPEG, PNG, WebP, GIF or AVIF picture";
export const CHOOSE_A_PHOTO = "Choose a photo to upload";

type PhotoKind = RecordKind & { photo: { folder: string } };

export function hasPhotos(kind: RecordKind): kind is PhotoKind {
  return kind.photo !== undefined;
}

/** Sets (a file) or removes (null) the record's photo; the old picture's files go once the row no longer names them. */
export async function setRecordPhoto(
  db: Kysely<Database>,
  storage: MediaStorage,
  kind: RecordKind,
  key: string | number,
  file: SpooledFile | null | undefined,
  actor: AuditActor,
): Promise<{ photoKey: string | null }> {
  if (!hasPhotos(kind)) throw new RefusedError(404, `A ${kind.noun} has no photo.`);
  if (!(await findRecord(db, kind, key))) throw new RefusedError(404, kind.notFoundMessage);
  if (file === undefined) throw new RefusedError(400, FIX_FIELDS, { [PHOTO_FIELD]: CHOOSE_A_PHOTO });
  let stored: string | null = null;
  if (file) {
    if (file.type?.kind !== "image") throw new RefusedError(400, FIX_FIELDS, { [PHOTO_FIELD]: PHOTO_NOT_A_PICTURE });
    try {
      stored = (
        await storeImage(db, storage, file.path, { prefix: kind.photo.folder, originalName: file.originalName })
      ).key;
    } catch {
      throw new RefusedError(400, FIX_FIELDS, { [PHOTO_FIELD]: PHOTO_NOT_A_PICTURE });
    }
  }
  const table = kind.table as "committee_members" | "faculty";
  const column = kind.key as "sno";
  let before: string | null = null;
  try {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom(table)
        .select("photo_key")
        .where(column, "=", key as number)
        .executeTakeFirst();
      if (!row) throw new RefusedError(404, kind.notFoundMessage);
      before = row.photo_key;
      await trx
        .updateTable(table)
        .set({ photo_key: stored, updated_at: nowIso() })
        .where(column, "=", key as number)
        .execute();
      await recordAudit(trx, actor, {
        action: stored ? "photo" : "remove photo",
        entity: kind.id,
        entityKey: key,
        before: { photo_key: before },
        after: { photo_key: stored },
      });
    });
  } catch (error) {
    if (stored) await deleteMedia(db, storage, stored);
    throw error;
  }
  if (before) await deleteMedia(db, storage, before);
  return { photoKey: stored };
}

/** Each photo key's small square picture (the thumbnail made on upload), for cards and the dashboard. */
export async function photoThumbs(
  db: Kysely<Database>,
  storage: MediaStorage,
  keys: readonly (string | null | undefined)[],
): Promise<Map<string, string>> {
  const rows = await mediaRowsByKey(db, keys);
  const thumbs = new Map<string, string>();
  for (const [key, row] of rows) thumbs.set(key, storage.publicUrl(row.variants.thumb ?? key));
  return thumbs;
}
