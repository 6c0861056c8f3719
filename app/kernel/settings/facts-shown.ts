// A page's settings in its language (docs/decisions/143-school-facts-per-language.md), as the components read them:
// which facts are shown in English and the computed facts' words. Apart from fact-translations.ts, which the settings
// schema builds on, so that this file can use the schema's type.
import type { TranslatedFact } from "./fact-translations";
import type { SiteSettings } from "./schema";

/**
 * The settings as a page in another language shows them (made on the server by fact-language.server.ts): the
 * translated facts in place of the English ones, the facts computed from the settings ({classes}, {students}…) in
 * that language, and which facts are still English (they carry `lang="en"`).
 */
export type FactsShown = {
  code: string;
  /** The translated facts shown in English, for lack of a translation. */
  english: TranslatedFact[];
  /** The English texts of the translated facts, for a passage shown in English (an untranslated page). */
  englishTexts: Partial<Record<TranslatedFact, string>>;
  /** The computed tokens' words in the page's language, by token name. */
  words: Record<string, string>;
};

export type SettingsShown = SiteSettings & { shownIn?: FactsShown };

/**
 * `lang="en"` on a fact shown in English on another language's page, the page's language on a translated one (it
 * may sit inside a passage marked English), nothing on English pages.
 */
export function factLang(settings: SiteSettings, field: TranslatedFact): { lang?: string } {
  const shown = (settings as SettingsShown).shownIn;
  if (!shown) return {};
  return { lang: shown.english.includes(field) ? "en" : shown.code };
}

/** The settings as an English page shows them, for a passage in English on another language's page. */
export function factsInEnglish<T extends SiteSettings>(settings: T): T {
  const shown = (settings as SettingsShown).shownIn;
  if (!shown) return settings;
  return { ...settings, ...shown.englishTexts, shownIn: undefined };
}

/** A computed token's words in the page's language, if the settings were made for one. */
export const shownWord = (settings: SiteSettings, token: string): string | undefined =>
  (settings as SettingsShown).shownIn?.words[token];
