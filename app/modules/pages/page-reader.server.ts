import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { deepFreeze, heldUntilChangedOrDue } from "~/kernel/database/held-until-changed";
import { DEFAULT_LANGUAGE } from "~/kernel/i18n/languages";
import { isShowing, nextScheduleChange } from "~/kernel/schedule";
import { contentOf, findDraftPage, findPublishedPageAnyTime, pathKeyOf, type PublishedPage } from "./pages.server";
import { findTranslationDraft, publishedTranslationOf } from "./page-translations.server";

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
  if (options.draft) return findDraftForReader(db, path, language);
  // The published page is held until the database changes or its "publish at" or "stop showing at" comes
  // (decision 148); an address with no page is not held (any address can be asked).
  return heldUntilChangedOrDue(db, `page:${language}:${pathKeyOf(path)}`, async (at) => {
    const page = await findPublishedPageAnyTime(db, path);
    if (!page) return { value: undefined, changesAt: at.getTime() };
    const changesAt = nextScheduleChange([page], at);
    if (!isShowing(page, at)) return { value: undefined, changesAt };
    const translated = language === DEFAULT_LANGUAGE ? undefined : await publishedTranslationOf(db, page, language);
    const shown = translated ?? {
      path: page.path,
      ...contentOf(page.row),
      language: DEFAULT_LANGUAGE,
      outOfDate: false,
    };
    return { value: deepFreeze(shown), changesAt };
  });
}

async function findDraftForReader(db: Kysely<Database>, path: string, language: string) {
  if (language !== DEFAULT_LANGUAGE) {
    const translated = await findTranslationDraft(db, path, language);
    if (translated) return translated;
  }
  const english = await findDraftPage(db, path);
  return english && { ...english, language: DEFAULT_LANGUAGE, outOfDate: false };
}
