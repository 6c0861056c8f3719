import { IntlMessageFormat } from "intl-messageformat";
import en from "./catalogues/en.json" with { type: "json" };
import { DEFAULT_LANGUAGE, languageByCode, type Language } from "./languages";

/** Every key of the site's own words; English is the source catalogue, the others must have the same keys. */
export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;
export type MessageValues = Record<string, string | number>;

export const ENGLISH_CATALOGUE: Catalogue = en;

const compiled = new Map<string, IntlMessageFormat>();

/** One message in ICU message format ({name}, {count, plural, ...}), compiled once per language and key. */
export function formatMessage(language: Language, messages: Catalogue, key: MessageKey, values?: MessageValues) {
  const source = messages[key] ?? en[key];
  const cacheKey = `${language.code}\u0000${key}\u0000${source}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(source, language.tag);
    compiled.set(cacheKey, format);
  }
  return String(format.format(values));
}

// An Intl formatter costs tens of microseconds to make and a page formats many numbers and dates with a few.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  Make: new (tag: string, options?: object) => F,
  tag: string,
  options: object | undefined,
): F {
  const key = `${Make.name}\u0000${tag}\u0000${options ? JSON.stringify(options) : ""}`;
  let made = formatters.get(key) as F | undefined;
  if (!made) formatters.set(key, (made = new Make(tag, options)));
  return made;
}

export type Translator = {
  language: Language;
  t: (key: MessageKey, values?: MessageValues) => string;
  /** A number in the language's grouping and digits ("12,00,000"). */
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  date: (value: Date, options?: Intl.DateTimeFormatOptions) => string;
};

export const ENGLISH = languageByCode(DEFAULT_LANGUAGE)!;

export function createTranslator(language: Language = ENGLISH, messages: Catalogue = en): Translator {
  return {
    language,
    t: (key, values) => formatMessage(language, messages, key, values),
    number: (value, options) => formatter(Intl.NumberFormat, language.tag, options).format(value),
    date: (value, options) => formatter(Intl.DateTimeFormat, language.tag, options).format(value),
  };
}

// An English message text → its key, so a refusal's English words (zod schemas, commands) can be shown in the
// reader's language without each module spelling keys: the catalogue stays the one place for the words.
const keyOfEnglish = new Map(Object.entries(en).map(([key, text]) => [text, key as MessageKey]));

/** An English message in `messages`' language; a text the catalogue does not know stays as it is. */
export function translateEnglish(language: Language, messages: Catalogue, text: string) {
  const key = keyOfEnglish.get(text);
  return key ? formatMessage(language, messages, key) : text;
}
