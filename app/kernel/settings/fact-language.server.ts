import { catalogueFor } from "../i18n/catalogues.server";
import { DEFAULT_LANGUAGE, languageByCode } from "../i18n/languages";
import { createTranslator } from "../i18n/translate";
import { classNameIn } from "./facts";
import type { SiteSettings } from "./schema";
import { factKey, TRANSLATED_FACT_NAMES, type TranslatedFact } from "./fact-translations";
import type { SettingsShown } from "./facts-shown";

/**
 * The settings as a page in `code` shows them: each translated fact in that language where the office wrote one
 * (else English, listed for its `lang`), and the computed facts (class range, counts) in that language's words and
 * number format. English pages get the settings as stored.
 */
export function settingsInLanguage(settings: SiteSettings, code: string): SettingsShown {
  const language = languageByCode(code);
  if (code === DEFAULT_LANGUAGE || !language) return settings;
  const t = createTranslator(language, catalogueFor(code));
  const values = settings as Record<string, unknown>;
  const english: TranslatedFact[] = [];
  const texts: Record<string, string> = {};
  const englishTexts: Record<string, string> = {};
  for (const field of TRANSLATED_FACT_NAMES) {
    const translation = String(values[factKey(field, code)] ?? "");
    englishTexts[field] = settings[field];
    if (translation) texts[field] = translation;
    else if (settings[field]) english.push(field);
  }
  const lowest = classNameIn(t, settings.lowestClass);
  const highest = classNameIn(t, settings.highestClass);
  const words = {
    classes: t.t("facts.classRange", { lowest, highest }),
    lowest_class: lowest,
    highest_class: highest,
    section_size: t.number(settings.sectionSize),
    acres: t.number(settings.campusAcres),
    founded: t.number(settings.foundedYear, { useGrouping: false }),
    students: t.number(settings.studentCount),
    teachers: t.number(settings.teacherCount),
  };
  return { ...settings, ...texts, shownIn: { code, english, englishTexts, words } };
}
