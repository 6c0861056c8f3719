import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { newMediaKeyBase, THUMB_SIZE } from "~/kernel/media/media.server";
import type { MediaVariants } from "~/kernel/media/variants";
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, illustrationAlt, illustrationSvg, type Scene } from "./illustrations";
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

/** The sample gallery: four illustrated entries in each of the spec's five categories. */
export const SAMPLE_GALLERY: {
  screenname: "Sports" | "Celebrations" | "Annual Day" | "Learning" | "Kids Activities";
  entries: { scene: Scene; variant: number; eventname: string; eventdate: string }[];
}[] = [
  {
    screenname: "Sports",
    entries: [
      { scene: "sports", variant: 0, eventname: "Inter-house football", eventdate: "2025-01-18" },
      { scene: "sports", variant: 1, eventname: "Cricket practice", eventdate: "2024-12-07" },
      { scene: "sports", variant: 2, eventname: "Basketball league", eventdate: "2024-11-23" },
      { scene: "sports", variant: 3, eventname: "Annual sports meet", eventdate: "2024-11-14" },
    ],
  },
  {
    screenname: "Celebrations",
    entries: [
      { scene: "celebration", variant: 0, eventname: "Independence Day", eventdate: "2024-08-15" },
      { scene: "welcome", variant: 1, eventname: "Foundation stone laying", eventdate: "2024-08-19" },
      { scene: "prayer", variant: 1, eventname: "Saraswati puja", eventdate: "2025-02-02" },
      { scene: "celebration", variant: 1, eventname: "Diwali celebrations", eventdate: "2024-10-30" },
    ],
  },
  {
    screenname: "Annual Day",
    entries: [
      { scene: "auditorium", variant: 1, eventname: "Annual day dance", eventdate: "2025-02-22" },
      { scene: "auditorium", variant: 0, eventname: "Annual day welcome", eventdate: "2025-02-22" },
      { scene: "arts", variant: 1, eventname: "Annual day music", eventdate: "2025-02-22" },
      { scene: "alumni", variant: 1, eventname: "Prize giving", eventdate: "2025-02-22" },
    ],
  },
  {
    screenname: "Learning",
    entries: [
      { scene: "classroom", variant: 1, eventname: "Smart class lesson", eventdate: "2024-09-12" },
      { scene: "laboratory", variant: 1, eventname: "Science practicals", eventdate: "2024-10-04" },
      { scene: "library", variant: 1, eventname: "Reading week", eventdate: "2024-11-05" },
      { scene: "computerLab", variant: 1, eventname: "Coding club", eventdate: "2024-12-10" },
    ],
  },
  {
    screenname: "Kids Activities",
    entries: [
      { scene: "playground", variant: 0, eventname: "Play time", eventdate: "2024-09-20" },
      { scene: "arts", variant: 0, eventname: "Painting day", eventdate: "2024-10-11" },
      { scene: "yoga", variant: 0, eventname: "Morning yoga", eventdate: "2024-06-21" },
      { scene: "arts", variant: 2, eventname: "Craft fair", eventdate: "2024-12-14" },
    ],
  },
];

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

type StoredPicture = { key: string; variants: MediaVariants; bytes: number };

/** Encodes (or takes from the cache) one illustration and puts its files into the media storage. */
async function storeIllustration(storage: MediaStorage, svg: string, folder: string): Promise<StoredPicture> {
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
  return { key, variants, bytes: picture.original.length };
}

function mediaRows(stored: StoredPicture[], now: string) {
  return stored.map(({ key, variants, bytes }) => ({
    key,
    content_type: "image/jpeg",
    size_bytes: bytes,
    width: WIDTH,
    height: HEIGHT,
    variants: JSON.stringify(variants),
    original_name: null,
    created_at: now,
  }));
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
    await trx.insertInto("media").values(mediaRows(stored, now)).execute();
    await trx
      .insertInto("slides")
      .values(
        stored.map(({ slot, key }) => ({
          slidename: slot.set,
          sno: slot.sno,
          media_key: key,
          alt: slot.alt,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}

/** Fills an empty media gallery with four illustrated entries per category (a fresh install's gallery). */
export async function seedSampleGallery(db: Kysely<Database>, storage: MediaStorage) {
  const existing = await db.selectFrom("gallery_items").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const entries = SAMPLE_GALLERY.flatMap(({ screenname, entries }) =>
    entries.map((entry) => ({ screenname, ...entry })),
  );
  const stored = await Promise.all(
    entries.map(async (entry) => ({
      entry,
      ...(await storeIllustration(storage, illustrationSvg(entry.scene, entry.variant), "gallery")),
    })),
  );
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto("media").values(mediaRows(stored, now)).execute();
    await trx
      .insertInto("gallery_items")
      .values(
        stored.map(({ entry, key }) => ({
          media_key: key,
          screenname: entry.screenname,
          imageorvideo: "Image" as const,
          imagename: illustrationAlt(entry.scene, entry.variant).slice(0, 30),
          videoname: null,
          eventname: entry.eventname,
          eventdesc: null,
          eventdate: entry.eventdate,
          created_at: now,
          created_by: null,
        })),
      )
      .execute();
  });
}

/** Encodes every sample picture into the cache ahead of time (test setup), so no server start pays for it. */
export async function warmPlaceholderCache() {
  for (const set of Object.keys(PLACEHOLDER_SLOTS) as SlideSet[]) {
    await Promise.all(
      Array.from({ length: PLACEHOLDER_SLOTS[set].count }, (_, i) => encodedPicture(slotPicture(set, i + 1).svg)),
    );
  }
  for (const { entries } of SAMPLE_GALLERY)
    await Promise.all(entries.map((entry) => encodedPicture(illustrationSvg(entry.scene, entry.variant))));
}
