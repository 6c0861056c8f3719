import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordMedia } from "~/kernel/media/media-rows.server";
import type { MediaStorage } from "~/kernel/storage/storage";
import { illustrationAlt, illustrationSvg, type Scene } from "~/modules/slides";
import { cacheIllustrations, storeIllustration } from "~/modules/slides/index.server";
import type { GalleryCategory } from "./schema";

/** The sample gallery: four illustrated entries in each of the spec's five categories. */
export const SAMPLE_GALLERY: {
  screenname: GalleryCategory;
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

const sampleEntries = () =>
  SAMPLE_GALLERY.flatMap(({ screenname, entries }) => entries.map((entry) => ({ screenname, ...entry })));

// The sample dates above span one school year; a new install moves them so the latest is two weeks before its day.
const LATEST_SAMPLE_DATE = Date.parse("2025-02-22");
const installDate = (eventdate: string, today: Date) =>
  new Date(today.getTime() - 14 * 86_400_000 - (LATEST_SAMPLE_DATE - Date.parse(eventdate))).toISOString().slice(0, 10);

/** How many sample pictures are still in the gallery (matched by category and event name). */
export async function sampleGalleryLeft(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("gallery_items")
    .select(["screenname", "eventname"])
    .where(
      "eventname",
      "in",
      sampleEntries().map((entry) => entry.eventname),
    )
    .execute();
  const samples = new Set(sampleEntries().map((entry) => `${entry.screenname}|${entry.eventname}`));
  return rows.filter((row) => samples.has(`${row.screenname}|${row.eventname}`)).length;
}

/** Fills an empty media gallery with four illustrated entries per category (a fresh install's gallery). */
export async function seedSampleGallery(db: Kysely<Database>, storage: MediaStorage, today = new Date()) {
  const existing = await db.selectFrom("gallery_items").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const stored = await Promise.all(
    sampleEntries().map(async (entry) => ({
      entry,
      media: await storeIllustration(storage, illustrationSvg(entry.scene, entry.variant), "gallery"),
    })),
  );
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await recordMedia(
      trx,
      stored.map(({ media }) => media),
      now,
    );
    await trx
      .insertInto("gallery_items")
      .values(
        stored.map(({ entry, media }) => ({
          media_key: media.key,
          screenname: entry.screenname,
          imageorvideo: "Image" as const,
          imagename: illustrationAlt(entry.scene, entry.variant).slice(0, 30),
          videoname: null,
          eventname: entry.eventname,
          eventdesc: null,
          eventdate: installDate(entry.eventdate, today),
          created_at: now,
          created_by: null,
        })),
      )
      .execute();
  });
}

/** Encodes the sample gallery's pictures into the cache ahead of time (test setup). */
export async function warmSampleGalleryCache() {
  await cacheIllustrations(sampleEntries().map((entry) => illustrationSvg(entry.scene, entry.variant)));
}
