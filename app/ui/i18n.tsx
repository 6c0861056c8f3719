import { createContext, use } from "react";
import { createTranslator, type Translator } from "~/kernel/i18n/translate";
import { KNOWN_LANGUAGES, pathInLanguage, type Language } from "~/kernel/i18n/languages";

/** The page's language, its words and the languages switched on; the root route provides it from its loader. */
export type PageLanguage = { translator: Translator; languages: readonly Language[] };

const ENGLISH_PAGE: PageLanguage = { translator: createTranslator(), languages: KNOWN_LANGUAGES.slice(0, 1) };

export const PageLanguageContext = createContext<PageLanguage>(ENGLISH_PAGE);

export function usePageLanguage(): PageLanguage {
  return use(PageLanguageContext);
}

/** The site's own words in the page's language: `t("nav.menu")`. */
export function useT() {
  return use(PageLanguageContext).translator.t;
}

/** A site path in the page's language ("/Donate" on a Hindi page is "/hi/Donate"). */
export function useLocalPath() {
  const { code } = use(PageLanguageContext).translator.language;
  return (path: string) => pathInLanguage(code, path);
}
