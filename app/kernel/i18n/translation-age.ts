import { PREFIXED_LANGUAGES } from "./languages";
import { checkedFieldName, type ContentTranslations } from "./content";

/**
 * Whether a short translation (a post, an event, the ticker, a slide, a menu label) still follows its English
 * (docs/decisions/145). Each language's words in the `translations` JSON carry `_from`: a fingerprint of the English
 * they were translated from. When the English changes, the fingerprints differ and the translation is out of date;
 * it is still shown. Rows saved before this have no `_from` and count as up to date.
 */
export const TRANSLATED_FROM = "_from";

export type TranslationState = "translated" | "out-of-date" | "missing";

type English = Record<string, unknown>;

/** A short, stable fingerprint of the English words of `fields` (cyrb53: change detection, not security). */
export function englishFingerprint(english: English, fields: readonly string[]): string {
  const text = JSON.stringify(fields.map((field) => (typeof english[field] === "string" ? english[field] : "")));
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** The languages a validated form marked as checked against the current English. */
export function checkedLanguages(input: object): string[] {
  const values = input as Record<string, unknown>;
  return PREFIXED_LANGUAGES.filter((code) => values[checkedFieldName(code)] === true);
}

const wordsOf = (texts: Record<string, string> | undefined, fields: readonly string[]) =>
  fields.map((field) => texts?.[field] ?? "");

/**
 * The translations to store with the English being saved, each language stamped with the English it follows:
 * the English saved now when its words are new or changed, or the office checked them (`checked`); otherwise the
 * English it followed before (so an English edit alone leaves it out of date). A translation stored before the
 * stamps followed the English it was saved beside.
 */
export function stampTranslations(
  translations: ContentTranslations,
  english: English,
  fields: readonly string[],
  options: { before?: { translations: ContentTranslations; english: English }; checked?: readonly string[] } = {},
): ContentTranslations {
  const now = englishFingerprint(english, fields);
  const { before, checked = [] } = options;
  return Object.fromEntries(
    Object.entries(translations).map(([code, texts]) => {
      const earlier = before?.translations[code];
      const sameWords =
        earlier !== undefined && JSON.stringify(wordsOf(earlier, fields)) === JSON.stringify(wordsOf(texts, fields));
      const from =
        !before || !sameWords || checked.includes(code)
          ? now
          : (earlier[TRANSLATED_FROM] ?? englishFingerprint(before.english, fields));
      return [code, { ...withoutStamp(texts), [TRANSLATED_FROM]: from }];
    }),
  );
}

/** A language's words without the stamp. */
export function withoutStamp(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([field]) => field !== TRANSLATED_FROM));
}

/** Translated, out of date (the English changed after it was saved) or missing, for one language. */
export function translationState(
  translations: ContentTranslations,
  code: string,
  english: English,
  fields: readonly string[],
): TranslationState {
  const texts = translations[code];
  if (!texts || !fields.some((field) => texts[field])) return "missing";
  const from = texts[TRANSLATED_FROM];
  return from && from !== englishFingerprint(english, fields) ? "out-of-date" : "translated";
}

/** The languages (of `codes`) whose translation is out of date. */
export const outOfDateLanguages = (
  translations: ContentTranslations,
  codes: readonly string[],
  english: English,
  fields: readonly string[],
) => codes.filter((code) => translationState(translations, code, english, fields) === "out-of-date");

/** One translated thing on the office's overview: what it is, where its form is, its state in each language. */
export type TranslatedThing = {
  title: string;
  /** The dashboard form that holds its translations. */
  href: string;
  /** A short word for its state in English ("draft"), when it is not on the website. */
  note?: string;
  states: Record<string, TranslationState>;
};

/** A thing's states in each of `codes`. */
export const statesOf = (
  translations: ContentTranslations,
  codes: readonly string[],
  english: English,
  fields: readonly string[],
): Record<string, TranslationState> =>
  Object.fromEntries(codes.map((code) => [code, translationState(translations, code, english, fields)]));
