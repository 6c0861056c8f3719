import type { Block } from "~/kernel/content/page-blocks";
import { libraryPicturesForBlocks } from "~/modules/pictures/index.server";
import { loadSlideSets } from "~/modules/slides/index.server";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";

/** What a page's blocks draw besides their words: the slide sets of its carousels and videos, and its pictures. */
export async function loadBlockMedia(blocks: Block[]) {
  const sets = blocks.flatMap((block) =>
    block.type === "carousel" ? [block.set] : block.type === "video" ? ["slider3" as const] : [],
  );
  const [slideSets, pictures] = await Promise.all([
    loadSlideSets(sets),
    libraryPicturesForBlocks(db(), mediaStorage(), blocks),
  ]);
  return { slideSets, pictures };
}
