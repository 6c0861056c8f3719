import { createHash } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import sharp from "sharp";
import { newMediaKeyBase, THUMB_SIZE } from "~/lib/media/media.server";
import type { MediaVariants } from "~/lib/media/variants";
import type { SlideSet } from "./schema";
import type { MediaStorage } from "~platform/storage/storage";
import { nowIso } from "~platform/database/dialect";
import type { Database } from "../../../db/schema";

/** How many pictures each slide set shows (the spec's counts) and what they are of. */
export const PLACEHOLDER_SLOTS: Record<SlideSet, { count: number; subject: string; hue: number }> = {
  HomeScreenMainSlides: { count: 8, subject: "Campus", hue: 8 },
  HomeScreenPopUpSlides: { count: 5, subject: "Welcome", hue: 35 },
  slider3: { count: 1, subject: "Gallery", hue: 200 },
  classroom: { count: 5, subject: "Digital classroom", hue: 215 },
  sports: { count: 7, subject: "Games and sports", hue: 120 },
  itlab: { count: 3, subject: "Computer lab", hue: 190 },
  medical: { count: 4, subject: "Medical centre", hue: 170 },
  laboratories: { count: 9, subject: "Laboratory", hue: 265 },
  boarding: { count: 6, subject: "Boarding", hue: 25 },
  library: { count: 5, subject: "Library", hue: 45 },
  auditorium: { count: 5, subject: "Auditorium", hue: 340 },
  arts: { count: 6, subject: "Arts and crafts", hue: 300 },
  transport: { count: 4, subject: "School bus", hue: 55 },
  atglance: { count: 6, subject: "At a glance", hue: 150 },
  alumniregistration: { count: 4, subject: "Alumni", hue: 230 },
};

const WIDTH = 960;
const HEIGHT = 540;
const SIZES = [480, 960] as const;
// Bump when the drawing changes, so cached files are made again.
const DESIGN_VERSION = "v1";

type EncodedPicture = {
  original: Buffer;
  thumb: Buffer;
  sizes: { width: number; avif: Buffer; webp: Buffer; jpeg: Buffer }[];
};

function placeholderSvg(subject: string, number: number, count: number, hue: number) {
  const h = (hue + number * 23) % 360;
  const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${h},48%,42%)"/><stop offset="1" stop-color="hsl(${(h + 28) % 360},55%,22%)"/>
  </linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="${760 - number * 30}" cy="${130 + number * 12}" r="190" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="${140 + number * 25}" cy="470" r="150" fill="#ffffff" fill-opacity="0.05"/>
  <path d="M0 430 Q240 ${360 + number * 8} 480 420 T960 400 V540 H0 Z" fill="#000000" fill-opacity="0.18"/>
  <rect x="60" y="205" width="10" height="120" fill="#f4b942"/>
  <text x="92" y="258" font-family="DejaVu Sans, Arial, sans-serif" font-size="54" font-weight="700" fill="#ffffff">${escape(subject)}</text>
  <text x="94" y="312" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.85">Picture ${number} of ${count} · sample image</text>
</svg>`;
}

async function encode(svg: string): Promise<EncodedPicture> {
  const source = await sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
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

/** Fills every empty slide set with labelled sample pictures in distinct colours (a fresh install's carousels). */
export async function seedPlaceholderSlides(db: Kysely<Database>, storage: MediaStorage) {
  const filled = await db.selectFrom("slides").select("slidename").distinct().execute();
  const skip = new Set(filled.map((row) => row.slidename));
  const slots = Object.entries(PLACEHOLDER_SLOTS)
    .filter(([set]) => !skip.has(set))
    .flatMap(([set, slot]) => Array.from({ length: slot.count }, (_, i) => ({ set, sno: i + 1, ...slot })));
  const stored = await Promise.all(
    slots.map(async (slot) => {
      const picture = await encodedPicture(placeholderSvg(slot.subject, slot.sno, slot.count, slot.hue));
      const base = newMediaKeyBase(`slides/${slot.set}`);
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
      return { slot, key, variants, bytes: picture.original.length };
    }),
  );
  if (stored.length === 0) return;
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("media")
      .values(
        stored.map(({ key, variants, bytes }) => ({
          key,
          content_type: "image/jpeg",
          size_bytes: bytes,
          width: WIDTH,
          height: HEIGHT,
          variants: JSON.stringify(variants),
          original_name: null,
          created_at: now,
        })),
      )
      .execute();
    await trx
      .insertInto("slides")
      .values(
        stored.map(({ slot, key }) => ({
          slidename: slot.set,
          sno: slot.sno,
          media_key: key,
          alt: `Sample picture: ${slot.subject}, ${slot.sno} of ${slot.count}`,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  });
}

/** Encodes every placeholder into the cache ahead of time (test setup), so no server start pays for it. */
export async function warmPlaceholderCache() {
  for (const slot of Object.values(PLACEHOLDER_SLOTS)) {
    await Promise.all(
      Array.from({ length: slot.count }, (_, i) =>
        encodedPicture(placeholderSvg(slot.subject, i + 1, slot.count, slot.hue)),
      ),
    );
  }
}
