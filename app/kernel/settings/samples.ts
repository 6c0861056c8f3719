import type { SiteSettings } from "./schema";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import { factKey, TRANSLATED_FACT_NAMES, type TranslatedFact } from "./fact-translations";
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from "../i18n/languages";

/** A group's settings followed by their translations (`address_hi`…): a sample in any language is still a sample. */
const withTranslations = (keys: readonly (keyof SiteSettings)[]): string[] => [
  ...keys,
  ...PREFIXED_LANGUAGES.flatMap((code) => keys.filter(isTranslatedFact).map((key) => factKey(key, code))),
];

const isTranslatedFact = (key: string): key is TranslatedFact =>
  (TRANSLATED_FACT_NAMES as readonly string[]).includes(key);

/** The sample lines of earlier installs, which said "SAMPLE" to parents (migration 103 rewrites them unchanged). */
export const OLD_SAMPLE_LINES = {
  affiliationLine: "English medium, {classes}, {boards} (sample affiliation)",
  registrationLine: "Registration No. SAMPLE/0000/2024",
} as const;

/** The settings that make up each item of the dashboard's "Make the site yours" list. */
export const SAMPLE_SETTING_GROUPS = {
  facts: ["schoolName", "shortName", "foundedYear", "studentCount", "teacherCount", "campusAcres"],
  look: ["logoUrl"],
  contact: withTranslations(["phone", "phone2", "email", "email2", "chatNumber", "address", "centralOffice"]),
  social: ["facebookUrl", "instagramUrl", "linkedinUrl", "youtubeUrl", "registrationFormUrl"],
  lines: withTranslations(["affiliationLine", "registrationLine"]),
} satisfies Record<string, readonly string[]>;

export type SampleSettingGroup = keyof typeof SAMPLE_SETTING_GROUPS;

const SAMPLE_PHONE_DIGITS = /9000000\d{3}$/;

/** Whether a setting still holds what a new install put there (or an earlier install's sample line). */
export function isSampleSetting(settings: SiteSettings, key: string) {
  const value = String((settings as Record<string, unknown>)[key] ?? "");
  if (value === String((DEFAULT_SITE_SETTINGS as Record<string, unknown>)[key] ?? "")) return value !== "";
  if (key in OLD_SAMPLE_LINES && value === OLD_SAMPLE_LINES[key as keyof typeof OLD_SAMPLE_LINES]) return true;
  if (/example\.org/i.test(value)) return true;
  if (["phone", "phone2", "chatNumber"].includes(key)) return SAMPLE_PHONE_DIGITS.test(value.replace(/\D/g, ""));
  return /\bsample\b/i.test(value) && ["schoolName", "address", "centralOffice"].includes(key);
}

/**
 * The settings still holding samples, by key: the dashboard's list and the admin's marks on public pages read it.
 * On a page in another language a fact counts as a sample when what that page shows (its translation, else the
 * English) is one, under the English fact's key.
 */
export function sampleSettingKeys(settings: SiteSettings, code = DEFAULT_LANGUAGE): string[] {
  const keys = Object.values(SAMPLE_SETTING_GROUPS).flat();
  const samples = new Set(keys.filter((key) => isSampleSetting(settings, key)));
  if (code === DEFAULT_LANGUAGE) return [...samples];
  const values = settings as Record<string, unknown>;
  return keys
    .filter((key) => !key.includes("_"))
    .filter((key) =>
      isTranslatedFact(key) && values[factKey(key, code)] ? samples.has(factKey(key, code)) : samples.has(key),
    );
}
