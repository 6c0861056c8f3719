import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { getSlideSet } from "~/modules/slides/slides.server";
import type { PictureSource } from "~/kernel/media/variants";
import type { SlideSet } from "~/modules/slides/schema";

/** The pictures of several slide sets at once, keyed by set name; a set with no pictures is an empty list. */
export async function loadSlideSets(sets: readonly SlideSet[]): Promise<Record<string, PictureSource[]>> {
  const unique = [...new Set(sets)];
  const pictures = await Promise.all(unique.map((set) => getSlideSet(db(), mediaStorage(), set)));
  return Object.fromEntries(unique.map((set, i) => [set, pictures[i]]));
}

/** The newest video in the media gallery (the home page's looping card), or null before one is uploaded. */
export async function latestGalleryVideo(): Promise<{ url: string; title: string } | null> {
  const row = await db()
    .selectFrom("gallery_items")
    .select(["media_key", "videoname", "eventname"])
    .where("imageorvideo", "=", "Video")
    .where("media_key", "is not", null)
    .orderBy("eventdate", "desc")
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row?.media_key) return null;
  return { url: mediaStorage().publicUrl(row.media_key), title: row.videoname || row.eventname };
}
