import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { parseTranslations } from "~/kernel/i18n/content";
import { statesOf, type TranslatedThing } from "~/kernel/i18n/translation-age";
import { SLIDE_SET_LABELS } from "./slide-labels";
import type { SlideSet } from "./schema";

/**
 * Every slide with a caption (a picture's description; a decorative slide has nothing to translate), set by set,
 * with its translations' states in `codes` (docs/decisions/145).
 */
export async function slideTranslationStates(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<TranslatedThing[]> {
  const rows = await db
    .selectFrom("slides")
    .select(["slidename", "sno", "alt", "translations"])
    .where("alt", "is not", null)
    .where("alt", "!=", "")
    .orderBy("slidename")
    .orderBy("sno")
    .execute();
  return rows.map((row) => ({
    title: `${SLIDE_SET_LABELS[row.slidename as SlideSet] ?? row.slidename}, slide ${row.sno}: ${row.alt}`,
    href: "/welcome/slides",
    states: statesOf(parseTranslations(row.translations), codes, { alt: row.alt }, ["alt"]),
  }));
}
