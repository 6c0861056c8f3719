import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import type { Kysely } from "kysely";
import sharp from "sharp";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import type { MediaStorage } from "~/kernel/storage/storage";
import { recordMedia } from "./media-rows.server";
import { parseVariants, type MediaVariants } from "./variants";
import { checkMp4Video } from "./video-check.server";

/** Widths of the responsive copies; none is made wider than the original. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;
export const THUMB_SIZE = 150;

/** Pictures larger than this are refused before decoding: a small PNG can unpack to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Image work done at once; the rest wait, so memory stays bounded however many uploads arrive together. */
const IMAGE_JOBS_AT_ONCE = 2;

export class ImageRefusedError extends Error {}

let running = 0;
const waiting: (() => void)[] = [];
async function oneOfFew<T>(work: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

const IMAGE_FORMATS = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", avif: "avif", heif: "avif" } as const;

/** A short random key under a prefix, e.g. "gallery/sports/2026-11-23/k3j9x2a1". Never built from a user's file name. */
export function newMediaKeyBase(prefix: string) {
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9/_-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${safePrefix}/${new Date().toISOString().slice(0, 10)}/${randomBytes(6).toString("hex")}`;
}

export type StoredMedia = {
  key: string;
  contentType: string;
  width: number | null;
  height: number | null;
  variants: MediaVariants;
};

/**
 * Stores an image and its derived files: the original re-encoded without metadata (EXIF, GPS),
 * a 150x150 thumbnail, and AVIF/WebP/JPEG copies at the responsive widths. Everything written is
 * removed again if any step fails, and the media row is written last.
 */
export async function storeImage(
  db: Kysely<Database>,
  storage: MediaStorage,
  /** The image's bytes or the path of a file holding them. */
  input: Buffer | string,
  options: { prefix: string; originalName?: string | null },
): Promise<StoredMedia> {
  return oneOfFew(() => storeImageNow(db, storage, input, options));
}

async function storeImageNow(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: Buffer | string,
  options: { prefix: string; originalName?: string | null },
): Promise<StoredMedia> {
  // The header alone (no decoding) tells the size, so the refusal can name the limit.
  const metadata = await sharp(input, { animated: true, limitInputPixels: false }).metadata();
  if ((metadata.width ?? 0) * (metadata.pageHeight ?? metadata.height ?? 0) > MAX_IMAGE_PIXELS)
    throw new ImageRefusedError(
      `The picture is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (for example 7700 × 5200).`,
    );
  const format = IMAGE_FORMATS[metadata.format as keyof typeof IMAGE_FORMATS];
  if (!format) throw new Error(`Unsupported image format: ${metadata.format}`);
  const base = newMediaKeyBase(options.prefix);
  const written: string[] = [];
  const put = async (key: string, body: Buffer, type: string) => {
    await storage.put(key, body, type);
    written.push(key);
  };
  try {
    const animated = format === "gif" && (metadata.pages ?? 1) > 1;
    // rotate() applies the EXIF orientation; sharp drops all metadata unless asked to keep it.
    const original = await sharp(input, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .toFormat(format === "jpg" ? "jpeg" : format)
      .toBuffer({ resolveWithObject: true });
    const key = `${base}/original.${format}`;
    const contentType = `image/${format === "jpg" ? "jpeg" : format}`;
    await put(key, original.data, contentType);
    const width = original.info.width;
    const height = animated ? (metadata.pageHeight ?? original.info.height) : original.info.height;

    const thumb = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize(THUMB_SIZE, THUMB_SIZE, { fit: "cover" })
      .webp({ quality: 75 })
      .toBuffer();
    await put(`${base}/thumb.webp`, thumb, "image/webp");

    const sizes: MediaVariants["sizes"] = [];
    const widths = RESPONSIVE_WIDTHS.filter((w) => w < width);
    if (widths.length === 0 || width <= 1600) widths.push(Math.min(width, 1600) as (typeof RESPONSIVE_WIDTHS)[number]);
    for (const w of [...new Set(widths)]) {
      const resized = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
        .rotate()
        .resize({ width: w, withoutEnlargement: true });
      const [avif, webp, jpeg] = await Promise.all([
        resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
        resized.clone().webp({ quality: 72 }).toBuffer(),
        resized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
      ]);
      const entry = { width: w, avif: `${base}/${w}.avif`, webp: `${base}/${w}.webp`, jpeg: `${base}/${w}.jpg` };
      await put(entry.avif, avif, "image/avif");
      await put(entry.webp, webp, "image/webp");
      await put(entry.jpeg, jpeg, "image/jpeg");
      sizes.push(entry);
    }
    const variants: MediaVariants = { thumb: `${base}/thumb.webp`, sizes };
    await recordMedia(
      db,
      [
        {
          key,
          contentType,
          sizeBytes: original.data.length,
          width,
          height,
          variants,
          originalName: options.originalName ?? null,
        },
      ],
      nowIso(),
    );
    return { key, contentType, width, height, variants };
  } catch (error) {
    await Promise.allSettled(written.map((k) => storage.delete(k)));
    throw error;
  }
}

/**
 * Stores a video as it is (streamed from a file), with a media row; no poster frame (no video tool is installed).
 * Refuses (VideoRefusedError, nothing stored) a file that is not a complete MP4 with a video track.
 */
export async function storeVideo(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: { path: string; size: number },
  options: { prefix: string; originalName?: string | null },
): Promise<StoredMedia> {
  await checkMp4Video(input.path, input.size);
  const key = `${newMediaKeyBase(options.prefix)}/original.mp4`;
  await storage.put(key, createReadStream(input.path), "video/mp4", input.size);
  try {
    const file = { key, contentType: "video/mp4", width: null, height: null, variants: { sizes: [] } };
    await recordMedia(db, [{ ...file, sizeBytes: input.size, originalName: options.originalName ?? null }], nowIso());
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
  return { key, contentType: "video/mp4", width: null, height: null, variants: { sizes: [] } };
}

/** Removes a media row and every file made from it. */
export async function deleteMedia(db: Kysely<Database>, storage: MediaStorage, key: string) {
  const row = await db.selectFrom("media").select(["key", "variants"]).where("key", "=", key).executeTakeFirst();
  if (!row) return;
  await db.deleteFrom("media").where("key", "=", key).execute();
  const variants = parseVariants(row.variants);
  const keys = [
    row.key,
    variants.thumb,
    variants.poster,
    ...variants.sizes.flatMap((s) => [s.avif, s.webp, s.jpeg]),
  ].filter(Boolean) as string[];
  await Promise.allSettled(keys.map((k) => storage.delete(k)));
}
