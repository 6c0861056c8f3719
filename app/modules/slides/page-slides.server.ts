import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { getSlideSet } from "~/modules/slides/slides.server";
import type { PictureSource } from "~/kernel/media/variants";
import type { SlideSet } from "~/modules/slides/schema";

/** The pictures of several slide sets at once, keyed by set name; a set with no pictures is an empty list. */
export async function loadSlideSets(
  sets: readonly SlideSet[],
  language = "en",
): Promise<Record<string, PictureSource[]>> {
  const unique = [...new Set(sets)];
  const pictures = await Promise.all(unique.map((set) => getSlideSet(db(), mediaStorage(), set, language)));
  return Object.fromEntries(unique.map((set, i) => [set, pictures[i]]));
}
