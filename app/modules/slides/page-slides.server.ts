import { db } from "~/kernel/database/connection";
import { deepFreeze, heldUntilChangedOrDue } from "~/kernel/database/held-until-changed";
import { mediaStorage } from "~/kernel/storage";
import { slideSetAt } from "~/modules/slides/slides.server";
import type { PictureSource } from "~/kernel/media/variants";
import type { SlideSet } from "~/modules/slides/schema";

/**
 * The pictures of several slide sets at once, keyed by set name; a set with no pictures is an empty list. Each set
 * is held until the database changes or one of its slides comes due or stops showing (decision 148).
 */
export async function loadSlideSets(
  sets: readonly SlideSet[],
  language = "en",
): Promise<Record<string, PictureSource[]>> {
  const unique = [...new Set(sets)];
  const database = db();
  const pictures = await Promise.all(
    unique.map((set) =>
      heldUntilChangedOrDue(database, `slides:${set}:${language}`, async (at) => {
        const answer = await slideSetAt(database, mediaStorage(), set, language, at);
        return { value: deepFreeze(answer.value), changesAt: answer.changesAt };
      }),
    ),
  );
  return Object.fromEntries(unique.map((set, i) => [set, pictures[i]]));
}
