import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { parseTranslations } from "~/kernel/i18n/content";
import { statesOf, type TranslatedThing } from "~/kernel/i18n/translation-age";
import { EVENT_TRANSLATED } from "./schema";

/** Every event out of the trash, latest first, with its translations' states in `codes` (docs/decisions/145). */
export async function eventTranslationStates(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<TranslatedThing[]> {
  const rows = await db
    .selectFrom("events")
    .select(["id", "title", "place", "summary", "body", "published", "translations"])
    .where("deleted_at", "is", null)
    .orderBy("start_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    title: row.title,
    href: `/welcome/events/${row.id}`,
    ...(row.published ? {} : { note: "draft" }),
    states: statesOf(parseTranslations(row.translations), codes, row, EVENT_TRANSLATED),
  }));
}
