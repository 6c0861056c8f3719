import { z } from "zod";
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from "./languages";

/**
 * The office's translations of one thing's words (a news post, an event, the ticker, a slide), stored as JSON in
 * its row's `translations` column: language code → field → text. Only the words are translated; dates, pictures and
 * links are the thing's own. A language or field without a text shows the English one (docs/decisions/139).
 */
export type ContentTranslations = Record<string, Record<string, string>>;

/** The form field of a field's text in a language: title_hi, summary_te. */
export const translationFieldName = (field: string, code: string) => `${field}_${code}`;

/** The form field by which the office says a language's words still follow the changed English: `checked_te`. */
export const checkedFieldName = (code: string) => translationFieldName("checked", code);

/**
 * The JSON column read back; anything unreadable counts as no translations. A language's `_from` (the English it
 * was translated from, docs/decisions/145) is kept with its words.
 */
export function parseTranslations(json: string | null | undefined): ContentTranslations {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object" || Array.isArray(value)) return {};
    const result: ContentTranslations = {};
    for (const [code, fields] of Object.entries(value as Record<string, unknown>)) {
      if (!PREFIXED_LANGUAGES.includes(code) || !fields || typeof fields !== "object") continue;
      const texts = Object.entries(fields as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "",
      );
      if (texts.length) result[code] = Object.fromEntries(texts);
    }
    return result;
  } catch {
    return {};
  }
}

export const stringifyTranslations = (translations: ContentTranslations) => JSON.stringify(translations);

/**
 * The zod fields of a form's translations: for every language the site knows besides English, one optional text
 * per translated field (`title_hi`…), each with the English field's length limit. The dashboard shows only the
 * languages switched on; the API may send any known one.
 */
export function translationShape<F extends string>(fields: Record<F, number>, message: (max: number) => string) {
  return Object.fromEntries(
    PREFIXED_LANGUAGES.flatMap((code) => [
      // Ticked: the words still follow the English as it is now (clears "out of date").
      [
        checkedFieldName(code),
        // Left out of the parsed form unless ticked, so forms and the API without it read as before.
        z.preprocess(
          (value) => (value === true || value === "on" || value === "true" || value === "1" ? true : undefined),
          z.literal(true).optional(),
        ),
      ],
      ...(Object.entries(fields) as [F, number][]).map(([field, max]) => [
        translationFieldName(field, code),
        z.preprocess(
          (value) => (typeof value === "string" ? value : value == null ? "" : value),
          z
            .string({ error: message(max) })
            .trim()
            .max(max, { error: message(max) }),
        ),
      ]),
    ]),
  ) as unknown as Record<`${F}_${string}`, z.ZodType<string, unknown>> &
    Record<`checked_${string}`, z.ZodType<true | undefined, unknown>>;
}

/** The translations a validated form holds (empty texts dropped, so an emptied field falls back to English). */
export function collectTranslations(input: object, fields: readonly string[]): ContentTranslations {
  const values = input as Record<string, unknown>;
  const result: ContentTranslations = {};
  for (const code of PREFIXED_LANGUAGES) {
    const texts = fields
      .map((field) => [field, values[translationFieldName(field, code)]] as const)
      .filter((entry): entry is readonly [string, string] => typeof entry[1] === "string" && entry[1].trim() !== "");
    if (texts.length) result[code] = Object.fromEntries(texts.map(([field, text]) => [field, text.trim()]));
  }
  return result;
}

/** A form's starting values for the translation fields (`title_hi` → the stored Hindi title). */
export function translationValues(translations: ContentTranslations): Record<string, string> {
  return Object.fromEntries(
    Object.entries(translations).flatMap(([code, texts]) =>
      Object.entries(texts)
        .filter(([field]) => !field.startsWith("_"))
        .map(([field, text]) => [translationFieldName(field, code), text]),
    ),
  );
}

/** The fields of a thing shown in English on a page in another language, which then carry `lang="en"`. */
export type EnglishFields = { englishFields?: string[]; shownIn?: string };

/**
 * A thing with its words in `code`: each of `fields` replaced by its translation where there is one; the others
 * stay English and are listed in `englishFields` (for their `lang`). English pages get the thing as it is.
 */
export function localize<T extends object>(
  item: T,
  translations: ContentTranslations,
  code: string,
  fields: readonly (keyof T & string)[],
): T & EnglishFields {
  if (code === DEFAULT_LANGUAGE) return item;
  const texts = translations[code] ?? {};
  const englishFields: string[] = [];
  const changed: Record<string, string> = {};
  for (const field of fields) {
    const text = texts[field];
    if (text) changed[field] = text;
    else if (item[field]) englishFields.push(field);
  }
  return { ...item, ...changed, englishFields, shownIn: code };
}

/**
 * `lang="en"` for a field shown in English on another language's page; the page's language on a translated one
 * (it may sit inside a passage marked English, such as an untranslated home page); nothing on English pages.
 */
export function englishLang(item: EnglishFields, field: string): { lang?: string } {
  if (item.englishFields?.includes(field)) return { lang: "en" };
  return item.shownIn ? { lang: item.shownIn } : {};
}
