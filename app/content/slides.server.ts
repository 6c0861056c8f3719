import { db } from "../../db/connection";
import { mediaStorage } from "../../storage";
import { getSlideSet } from "~/features/slides/slides.server";
import type { PictureSource } from "~/features/media/variants";
import type { SlideSet } from "~/features/slides/schema";

/** The pictures of several slide sets at once, keyed by set name; a set with no pictures is an empty list. */
export async function loadSlideSets(sets: readonly SlideSet[]): Promise<Record<string, PictureSource[]>> {
  const unique = [...new Set(sets)];
  const pictures = await Promise.all(unique.map((set) => getSlideSet(db(), mediaStorage(), set)));
  return Object.fromEntries(unique.map((set, i) => [set, pictures[i]]));
}
