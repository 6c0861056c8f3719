import { sceneTranslations } from "./scene-translations";
import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { newMediaKeyBase, THUMB_SIZE } from "~/kernel/media/media.server";
import { recordMedia, type NewMedia } from "~/kernel/media/media-rows.server";
import type { MediaVariants } from "~/kernel/media/variants";
import {
  ILLUSTRATION_HEIGHT,
  ILLUSTRATION_WIDTH,
  SCENE_DESCRIPTIONS,
  illustrationAlt,
  illustrationSvg,
  type Scene,
} from "./illustrations";
import type { SlideSet } from "./schema";
import type { MediaStorage } from "~/kernel/storage/storage";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";

/** How many pictures each slide set shows (the spec's counts) and which illustrations fill it. */
export const PLACEHOLDER_SLOTS: Record<SlideSet, { count: number; scenes: Scene[] }> = {
  HomeScreenMainSlides: {
    count: 8,
    scenes: ["campus", "classroom", "laboratory", "library", "sports", "auditorium", "yoga", "bus"],
  },
  HomeScreenPopUpSlides: { count: 5, scenes: ["welcome", "campus", "celebration", "prayer", "playground"] },
  slider3: { count: 1, scenes: ["celebration"] },
  classroom: { count: 5, scenes: ["classroom"] },
  sports: { count: 7, scenes: ["sports"] },
  itlab: { count: 3, scenes: ["computerLab"] },
  medical: { count: 4, scenes: ["medical"] },
  laboratories: { count: 9, scenes: ["laboratory"] },
  boarding: { count: 6, scenes: ["boarding"] },
  library: { count: 5, scenes: ["library"] },
  auditorium: { count: 5, scenes: ["auditorium"] },
  arts: { count: 6, scenes: ["arts"] },
  transport: { count: 4, scenes: ["bus"] },
  atglance: { count: 6, scenes: ["campus", "classroom", "computerLab", "library", "sports", "boarding"] },
  alumniregistration: { count: 4, scenes: ["alumni"] },
};

const WIDTH = ILLUSTRATION_WIDTH;
const HEIGHT = ILLUSTRATION_HEIGHT;
const SIZES = [480, 960] as const;
// Bump when the drawing changes, so cached files are made again.
const DESIGN_VERSION = "v2";

type EncodedPicture = {
  original: Buffer;
  thumb: Buffer;
  sizes: { width: number; avif: Buffer; webp: Buffer; jpeg: Buffer }[];
};

/** The scene and its variant for picture `sno` of a slide set. */
function slotPicture(set: SlideSet, sno: number) {
  const { scenes } = PLACEHOLDER_SLOTS[set];
  const scene = scenes[(sno - 1) % scenes.length];
  const variant = scenes.length === 1 ? sno - 1 : Math.floor((sno - 1) / scenes.length) + (sno % 3);
  return { scene, variant, svg: illustrationSvg(scene, variant), alt: illustrationAlt(scene, variant) };
}

async function encode(svg: string): Promise<EncodedPicture> {
  const source = await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const thumb = await sharp(source).resize(THUMB_SIZE, THUMB_SIZE, { fit: "cover" }).webp({ quality: 75 }).toBuffer();
  const sizes = await Promise.all(
    SIZES.map(async (width) => {
      const resized = sharp(source).resize({ width });
      const [avif, webp, jpeg] = await Promise.all([
        resized.clone().avif({ quality: 50, effort: 2 }).toBuffer(),
        resized.clone().webp({ quality: 72 }).toBuffer(),
        resized.clone().jpeg({ quality: 75, mozjpeg: true }).toBuffer(),
      ]);
      return { width, avif, webp, jpeg };
    }),
  );
  return { original: source, thumb, sizes };
}

/**
 * Encoding ~80 pictures in three formats takes seconds, and every fresh test database is seeded,
 * so the encoded files are kept in a cache folder and only copied into the media storage.
 */
async function encodedPicture(svg: string): Promise<EncodedPicture> {
  const dir = join(process.env.PLACEHOLDER_CACHE_DIR ?? join(tmpdir(), "school-placeholders"), DESIGN_VERSION);
  const id = createHash("sha256").update(svg).digest("hex").slice(0, 24);
  const names = ["original.jpg", "thumb.webp", ...SIZES.flatMap((w) => [`${w}.avif`, `${w}.webp`, `${w}.jpg`])];
  try {
    const files = await Promise.all(names.map((name) => readFile(join(dir, id, name))));
    return {
      original: files[0],
      thumb: files[1],
      sizes: SIZES.map((width, i) => ({
        width,
        avif: files[2 + i * 3],
        webp: files[3 + i * 3],
        jpeg: files[4 + i * 3],
      })),
    };
  } catch {
    const picture = await encode(svg);
    const files = [picture.original, picture.thumb, ...picture.sizes.flatMap((s) => [s.avif, s.webp, s.jpeg])];
    try {
      const staging = join(dir, `${id}.${process.pid}.${Date.now()}`);
      await mkdir(staging, { recursive: true });
      await Promise.all(names.map((name, i) => writeFile(join(staging, name), files[i])));
      await rename(staging, join(dir, id));
    } catch {
      // Another process cached it first, or the folder is read-only: the pictures are still good.
    }
    return picture;
  }
}

/**
 * Encodes (or takes from the cache) one illustration and puts its files into the media storage; what it returns is
 * for the media table (recordMedia), written by the caller in the transaction of its own rows.
 */
export async function storeIllustration(storage: MediaStorage, svg: string, folder: string): Promise<NewMedia> {
  const picture = await encodedPicture(svg);
  const base = newMediaKeyBase(folder);
  const key = `${base}/original.jpg`;
  const variants: MediaVariants = { thumb: `${base}/thumb.webp`, sizes: [] };
  const puts = [
    storage.put(key, picture.original, "image/jpeg"),
    storage.put(`${base}/thumb.webp`, picture.thumb, "image/webp"),
  ];
  for (const size of picture.sizes) {
    const entry = {
      width: size.width,
      avif: `${base}/${size.width}.avif`,
      webp: `${base}/${size.width}.webp`,
      jpeg: `${base}/${size.width}.jpg`,
    };
    puts.push(
      storage.put(entry.avif, size.avif, "image/avif"),
      storage.put(entry.webp, size.webp, "image/webp"),
      storage.put(entry.jpeg, size.jpeg, "image/jpeg"),
    );
    variants.sizes.push(entry);
  }
  await Promise.all(puts);
  return {
    key,
    contentType: "image/jpeg",
    sizeBytes: picture.original.length,
    width: WIDTH,
    height: HEIGHT,
    variants,
    originalName: null,
  };
}

/** Encodes illustrations into the cache ahead of time (test setup), so no server start pays for them. */
export async function cacheIllustrations(svgs: string[]) {
  await Promise.all(svgs.map((svg) => encodedPicture(svg)));
}

/** Fills every empty slide set with illustrations of its subject (a fresh install's carousels). */
export async function seedPlaceholderSlides(db: Kysely<Database>, storage: MediaStorage) {
  const filled = await db.selectFrom("slides").select("slidename").distinct().execute();
  const skip = new Set(filled.map((row) => row.slidename));
  const slots = (Object.keys(PLACEHOLDER_SLOTS) as SlideSet[])
    .filter((set) => !skip.has(set))
    .flatMap((set) =>
      Array.from({ length: PLACEHOLDER_SLOTS[set].count }, (_, i) => ({ set, sno: i + 1, ...slotPicture(set, i + 1) })),
    );
  const stored = await Promise.all(
    slots.map(async (slot) => ({ slot, ...(await storeIllustration(storage, slot.svg, `slides/${slot.set}`)) })),
  );
  if (stored.length === 0) return;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await recordMedia(trx, stored, now);
    await trx
      .insertInto("slides")
      .values(
        stored.map(({ slot, key }) => ({
          slidename: slot.set,
          sno: slot.sno,
          media_key: key,
          alt: slot.alt,
          translations: sceneTranslations(slot.alt),
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}

/** Encodes every placeholder slide into the cache ahead of time (test setup), so no server start pays for it. */
export async function warmPlaceholderCache() {
  for (const set of Object.keys(PLACEHOLDER_SLOTS) as SlideSet[])
    await cacheIllustrations(
      Array.from({ length: PLACEHOLDER_SLOTS[set].count }, (_, i) => slotPicture(set, i + 1).svg),
    );
}

/** How many slides are still a new install's illustrations (told apart by their descriptions). */
export async function placeholderSlidesLeft(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("slides")
    .select("alt")
    .where("alt", "in", Object.values(SCENE_DESCRIPTIONS).flat())
    .execute();
  return rows.length;
}
