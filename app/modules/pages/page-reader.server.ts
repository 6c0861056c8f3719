import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { DEFAULT_LANGUAGE } from "~/kernel/i18n/languages";
import { findDraftPage, findPublishedPage, type PublishedPage } from "./pages.server";
import { findPublishedTranslation, findTranslationDraft } from "./page-translations.server";

/**
 * A page as a reader of `language` sees it: the published translation when there is one (marked out of date when
 * the English page was published since), else the English words (`language` "en": drawn with the note).
 */
export type ReaderPage = PublishedPage & { language: string; outOfDate: boolean };

export async function findPageForReader(
  db: Kysely<Database>,
  path: string,
  language: string,
  options: { draft?: boolean } = {},
): Promise<ReaderPage | undefined> {
  if (language !== DEFAULT_LANGUAGE) {
    const translated = await (options.draft ? findTranslationDraft : findPublishedTranslation)(db, path, language);
    if (translated) return translated;
  }
  const english = await (options.draft ? findDraftPage : findPublishedPage)(db, path);
  return english && { ...english, language: DEFAULT_LANGUAGE, outOfDate: false };
}
