// Phone numbers as pages show them, without the phone metadata in the browser (about 58 KB gzipped): the server
// formats (app/wiring.server.ts registers the formatter of ./phone-number.ts) and a loader that hands stored
// numbers to a page drawn again in the browser also returns `phones: shownPhones(...)`, which the root learns
// before the page renders. See docs/decisions/130-phone-metadata-on-the-server-and-the-first-hour-rest.md.

/** A stored number as shown: its text as India writes it and a `tel:` link that dials, if it is a number. */
export type ShownPhone = { text: string; href?: string };
/** Free text cut into plain parts and the phone numbers in it (the central office line). */
export type PhoneTextPart = { text: string; href?: string };
/** What a loader hands the browser: each stored number and free text it shows, formatted on the server. */
export type ShownPhones = { numbers: Record<string, ShownPhone>; texts: Record<string, PhoneTextPart[]> };

type Formatter = { number: (stored: string) => ShownPhone; text: (text: string) => PhoneTextPart[] };

let formatter: Formatter | undefined;
const learned: ShownPhones = { numbers: {}, texts: {} };

/** The server's formatter (libphonenumber-js); the browser has none and uses what loaders sent. */
export function registerPhoneFormatter(server: Formatter) {
  formatter = server;
}

/** Remembers the formatted numbers a loader sent (the root does this for every matched route's `phones`). */
export function learnShownPhones(phones: ShownPhones | undefined) {
  if (!phones || formatter) return;
  Object.assign(learned.numbers, phones.numbers);
  Object.assign(learned.texts, phones.texts);
}

// Stored numbers are E.164, so the link needs no metadata; only the text's grouping does.
const E164 = /^\+[1-9]\d{6,14}$/;

/** A stored number as shown and linked; text that is no number is shown as it is, without a link. */
export function shownPhone(stored: string | null | undefined): ShownPhone {
  const text = stored ?? "";
  if (text === "") return { text };
  return (
    formatter?.number(text) ?? learned.numbers[text] ?? { text, href: E164.test(text) ? `tel:${text}` : undefined }
  );
}

/** Free text with the phone numbers written in it found, each with its `tel:` link. */
export function phoneTextParts(text: string): PhoneTextPart[] {
  return formatter?.text(text) ?? learned.texts[text] ?? [{ text }];
}

/** What a loader returns as `phones` for the stored numbers (and free texts) its page shows. */
export function shownPhones(
  numbers: Iterable<string | null | undefined>,
  texts: Iterable<string | null | undefined> = [],
): ShownPhones {
  const phones: ShownPhones = { numbers: {}, texts: {} };
  for (const stored of numbers) if (stored) phones.numbers[stored] = shownPhone(stored);
  for (const text of texts) if (text) phones.texts[text] = phoneTextParts(text);
  return phones;
}
