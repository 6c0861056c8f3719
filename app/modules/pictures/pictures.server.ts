import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { deleteMedia, ImageRefusedError, storeImage, type StoredMedia } from "~/kernel/media/media.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import {
  imageRow,
  imagesInFolders,
  pageOfImages,
  type MediaRow,
  type MediaWordMatch,
} from "~/kernel/media/media-rows.server";
import { findPictureUses, mediaFolder, type PictureUse } from "./picture-usage.server";
import { pictureHolders, type PictureOrigin } from "./picture-holders.server";
import { pictureFromMedia } from "./picture.server";
import type { PictureSource } from "~/kernel/media/variants";
import type { Block } from "~/kernel/content/page-blocks";
import { fieldErrors } from "~/kernel/validation";
import { nowIso } from "~/kernel/database/dialect";
import type { MediaStorage } from "~/kernel/storage/storage";
import { PICTURE_LIMITS, pictureWordsSchema, type LibraryPicture, type PictureWords } from "./schema";

export type { PictureUse };

/** An upload or edit refused: a sentence and a message per field (`file.1`, `alt.0`...); nothing was stored. */
export class PictureRefusedError extends RefusedError {}

const NOT_A_PICTURE = "Only JPEG, PNG, WebP, GIF or AVIF pictures can be added to the library.";

type PictureDetails = { alt: string; caption: string; decorative: number };

/** The library's own words for these pictures, by key (a picture it has no words for is left out). */
async function detailsOf(db: Kysely<Database>, keys: string[]) {
  if (keys.length === 0) return new Map<string, PictureDetails>();
  const rows = await db
    .selectFrom("picture_details")
    .select(["media_key", "alt", "caption", "decorative"])
    .where("media_key", "in", keys)
    .execute();
  return new Map(rows.map((row) => [row.media_key, row]));
}

/** What the other parts of the site say about these pictures: where each came from and the words they gave it. */
async function originsOf(db: Kysely<Database>, keys: string[]) {
  const origins = new Map<string, PictureOrigin>();
  if (keys.length === 0) return origins;
  const found = await Promise.all(pictureHolders().map((holder) => holder.originsOf?.(db, keys)));
  // An earlier holder's origin wins (picture-holders.server.ts).
  for (const byKey of found.toReversed()) for (const [key, origin] of byKey ?? []) origins.set(key, origin);
  return origins;
}

/** The pictures of these media rows as the library shows them: its own words, else where each came from. */
async function toPictures(db: Kysely<Database>, storage: MediaStorage, rows: MediaRow[]): Promise<LibraryPicture[]> {
  const keys = rows.map((row) => row.key);
  const [details, origins] = await Promise.all([detailsOf(db, keys), originsOf(db, keys)]);
  return rows.map((row) => toPicture(storage, row, details.get(row.key), origins.get(row.key)));
}

function toPicture(
  storage: MediaStorage,
  row: MediaRow,
  details: PictureDetails | undefined,
  origin: PictureOrigin | undefined,
): LibraryPicture {
  const largest = row.variants.sizes.at(-1)?.jpeg ?? row.key;
  return {
    key: row.key,
    src: storage.publicUrl(largest),
    thumb: row.variants.thumb ? storage.publicUrl(row.variants.thumb) : null,
    width: row.width,
    height: row.height,
    alt: details ? details.alt : (origin?.alt ?? ""),
    caption: details ? details.caption : (origin?.caption ?? ""),
    decorative: details?.decorative === 1,
    described: details !== undefined,
    originalName: row.originalName,
    createdAt: row.createdAt,
    source: origin?.source ?? { kind: "library", label: "Picture library" },
  };
}

/** The library's own words match a word of the search (its half of the search, beside the holders'). */
const detailsMatch: MediaWordMatch = (eb, { key, pattern, like }) =>
  eb.exists(
    eb
      .selectFrom("picture_details")
      .select("picture_details.media_key")
      .where("picture_details.media_key", "=", key)
      .where((inner) =>
        inner.or([inner("picture_details.alt", like, pattern), inner("picture_details.caption", like, pattern)]),
      ),
  );

/** The library, newest first, a page at a time; `q` finds words in descriptions, captions, file names and the gallery's and slides' names. */
export async function listLibraryPictures(
  db: Kysely<Database>,
  storage: MediaStorage,
  query: { q?: string; page?: number; pageSize?: number } = {},
) {
  const q = (query.q ?? "").trim().slice(0, 100);
  const holderMatches = pictureHolders().flatMap((holder) => (holder.matchesWord ? [holder.matchesWord] : []));
  const { rows, total, page, pageCount } = await pageOfImages(db, {
    page: query.page ?? 1,
    pageSize: query.pageSize ?? PICTURE_LIMITS.pageSize,
    words: q ? q.split(/\s+/) : [],
    matches: [detailsMatch, ...holderMatches],
  });
  return { pictures: await toPictures(db, storage, rows), total, page, pages: pageCount, q };
}

export async function getLibraryPicture(db: Kysely<Database>, storage: MediaStorage, key: string) {
  const row = await imageRow(db, key);
  return row ? (await toPictures(db, storage, [row]))[0] : undefined;
}

/** One row of an upload: the file and the words typed beside it. */
export type PictureUploadRow = { index: number; file?: SpooledFile; alt: string; caption: string; decorative: string };

/** Reads the upload rows out of a multipart form's fields (`alt.0`, `caption.0`, `decorative.0`) and files (`file.0`). */
export function uploadRowsFrom(fields: Record<string, string>, files: SpooledFile[]): PictureUploadRow[] {
  const rows: PictureUploadRow[] = [];
  for (let index = 0; index < PICTURE_LIMITS.atOnce; index++) {
    const file = files.find((candidate) => candidate.field === `file.${index}`);
    const alt = fields[`alt.${index}`] ?? "";
    const caption = fields[`caption.${index}`] ?? "";
    const decorative = fields[`decorative.${index}`] ?? "";
    if (file || alt.trim() || caption.trim()) rows.push({ index, file, alt, caption, decorative });
  }
  return rows;
}

/** A multipart refusal (a file over the limit, a broken form) in the library's words, on the row it concerns. */
export function uploadReadRefusal(form: { error: string; refusedField?: string }) {
  if (!form.refusedField) return { message: form.error, fields: { "file.0": form.error } };
  const message = `Picture ${Number(form.refusedField.split(".")[1] ?? 0) + 1}: ${form.error}`;
  return { message, fields: { [form.refusedField]: message } };
}

export const isUploadFileField = (name: string) =>
  /^file\.\d$/.test(name) && Number(name.slice(5)) < PICTURE_LIMITS.atOnce;

/**
 * Adds pictures to the library: every row is checked first (a picture file, a description unless decorative),
 * then each file is cleaned and resized; if anything fails, everything stored so far is removed again and the
 * refusal names the row. All or nothing.
 */
export async function uploadPictures(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: { rows: PictureUploadRow[]; actor: AuditActor },
): Promise<LibraryPicture[]> {
  const { rows, actor } = input;
  const fields: Record<string, string> = {};
  const checked: { row: PictureUploadRow; words: PictureWords; file: SpooledFile }[] = [];
  if (rows.length === 0) fields["file.0"] = "Choose at least one picture to upload.";
  for (const row of rows) {
    const n = row.index + 1;
    const parsed = pictureWordsSchema.safeParse(row);
    if (!parsed.success)
      for (const [field, message] of Object.entries(fieldErrors(parsed.error)))
        fields[`${field}.${row.index}`] = `Picture ${n}: ${message}`;
    if (!row.file) fields[`file.${row.index}`] = `Picture ${n}: choose the file for these words.`;
    else if (row.file.type?.kind === "video")
      fields[`file.${row.index}`] = `Picture ${n}: this is a video; videos go to the gallery (uploads).`;
    else if (row.file.type?.kind !== "image") fields[`file.${row.index}`] = `Picture ${n}: ${NOT_A_PICTURE}`;
    if (parsed.success && row.file) checked.push({ row, words: parsed.data, file: row.file });
  }
  if (Object.keys(fields).length > 0) throw new PictureRefusedError(400, Object.values(fields)[0], fields);

  const stored: StoredMedia[] = [];
  const removeStored = () => Promise.allSettled(stored.map((media) => deleteMedia(db, storage, media.key)));
  for (const { row, file } of checked) {
    try {
      stored.push(await storeImage(db, storage, file.path, { prefix: "pictures", originalName: file.originalName }));
    } catch (error) {
      await removeStored();
      const reason =
        error instanceof ImageRefusedError ? error.message : "The picture could not be read; it may be damaged.";
      const message = `Picture ${row.index + 1}: ${reason}`;
      throw new PictureRefusedError(400, message, { [`file.${row.index}`]: message });
    }
  }
  try {
    await db.transaction().execute(async (trx) => {
      const now = nowIso();
      for (const [i, { words }] of checked.entries()) {
        const values = {
          media_key: stored[i].key,
          alt: words.decorative ? "" : words.alt,
          caption: words.caption,
          decorative: words.decorative ? 1 : 0,
        };
        await trx
          .insertInto("picture_details")
          .values({ ...values, created_at: now, created_by: actor.userid, updated_at: now, updated_by: actor.userid })
          .execute();
        await recordAudit(trx, actor, { action: "upload", entity: "picture", entityKey: stored[i].key, after: values });
      }
    });
  } catch (error) {
    await removeStored();
    throw error;
  }
  const pictures = await Promise.all(stored.map((media) => getLibraryPicture(db, storage, media.key)));
  return pictures.filter((picture): picture is LibraryPicture => picture !== undefined);
}

/** Changes a picture's description, caption and decorative mark; undefined when there is no such picture. */
export async function updatePictureWords(
  db: Kysely<Database>,
  storage: MediaStorage,
  key: string,
  input: unknown,
  actor: AuditActor,
) {
  const parsed = pictureWordsSchema.safeParse(input);
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw new PictureRefusedError(400, Object.values(fields)[0] ?? "Please correct the highlighted fields.", fields);
  }
  const words = parsed.data;
  const found = await db.transaction().execute(async (trx) => {
    if (!(await imageRow(trx, key))) return false;
    const before = await trx.selectFrom("picture_details").selectAll().where("media_key", "=", key).executeTakeFirst();
    const now = nowIso();
    const values = {
      alt: words.decorative ? "" : words.alt,
      caption: words.caption,
      decorative: words.decorative ? 1 : 0,
      updated_at: now,
      updated_by: actor.userid,
    };
    if (before) await trx.updateTable("picture_details").set(values).where("media_key", "=", key).execute();
    else
      await trx
        .insertInto("picture_details")
        .values({ media_key: key, ...values, created_at: now, created_by: actor.userid })
        .execute();
    await recordAudit(trx, actor, {
      action: "update",
      entity: "picture",
      entityKey: key,
      before: before ? { alt: before.alt, caption: before.caption, decorative: before.decorative } : null,
      after: { alt: values.alt, caption: values.caption, decorative: values.decorative },
    });
    return true;
  });
  return found ? getLibraryPicture(db, storage, key) : undefined;
}

export { findPictureUses };

export type PictureDeleteResult =
  { ok: true } | { ok: false; reason: "missing" } | { ok: false; reason: "in-use"; uses: PictureUse[] };

/**
 * Deletes a picture and every size made from it, only when nothing uses it: a picture on a page (published or
 * draft), in the gallery, a slideshow, an event or a news post is refused with the list of those places.
 */
export async function deletePicture(
  db: Kysely<Database>,
  storage: MediaStorage,
  key: string,
  actor: AuditActor,
): Promise<PictureDeleteResult> {
  const result = await db.transaction().execute(async (trx): Promise<PictureDeleteResult> => {
    const media = await imageRow(trx, key);
    if (!media) return { ok: false, reason: "missing" };
    const uses = await findPictureUses(trx, key);
    if (uses.length > 0) return { ok: false, reason: "in-use", uses };
    const details = await trx.selectFrom("picture_details").selectAll().where("media_key", "=", key).executeTakeFirst();
    await trx.deleteFrom("picture_details").where("media_key", "=", key).execute();
    await recordAudit(trx, actor, {
      action: "delete",
      entity: "picture",
      entityKey: key,
      before: { original_name: media.originalName, alt: details?.alt ?? null, caption: details?.caption ?? null },
      after: null,
    });
    return { ok: true };
  });
  // The row and files go after the audit entry is written; deleteMedia removes the media row, then the files.
  if (result.ok) await deleteMedia(db, storage, key);
  return result;
}

/**
 * The library pictures a page's picture blocks show, by the address each block stores, so the page can offer
 * the responsive sizes (AVIF, WebP, JPEG at several widths) instead of one large JPEG.
 */
export async function libraryPicturesForBlocks(
  db: Kysely<Database>,
  storage: MediaStorage,
  blocks: Block[],
): Promise<Record<string, PictureSource>> {
  const addresses = blocks.flatMap((block) => (block.type === "figures" ? block.items.map((item) => item.src) : []));
  // A stored picture's files share a folder ending in its day and a random part: ".../2026-11-23/3f9a0c1b2d4e/960.jpg".
  const tails = new Map<string, string>();
  for (const address of addresses) {
    const tail = /\/(\d{4}-\d{2}-\d{2}\/[0-9a-f]{12})\/[a-z0-9.]+$/.exec(address)?.[1];
    if (tail) tails.set(address, tail);
  }
  if (tails.size === 0) return {};
  const rows = await imagesInFolders(db, [...tails.values()]);
  const found: Record<string, PictureSource> = {};
  for (const [address, tail] of tails) {
    const row = rows.find((candidate) => candidate.key.includes(`/${tail}/`));
    if (row && address.includes(`${mediaFolder(row.key)}/`)) found[address] = pictureFromMedia(storage, row, "");
  }
  return found;
}
