import { findPhoneNumbersInText, parsePhoneNumberFromString, type PhoneNumber } from "libphonenumber-js/max";
export {
  isSpreadsheetScientific,
  PHONE_EXAMPLE,
  PHONE_INPUT,
  PHONE_MAX_LENGTH,
  spreadsheetScientificMessage,
} from "./phone-input";

// Phone numbers as people write them: spaces, dashes, brackets, a leading 0, 0091 or +91, landlines with their STD
// code. Stored in E.164 (+914023456789), shown as India writes them (040 2345 6789), dialled by `tel:+91…`. The
// "max" metadata knows each Indian number type's length, so an STD code with too few digits is refused rather than
// stored as a number that misdials (docs/decisions/117-phone-and-aadhaar-numbers-as-written.md). Server only in
// effect: app/wiring.server.ts registers its check with ./phone.ts and its formatting with ./phone-shown.ts, so
// no browser bundle carries the metadata (docs/decisions/130-phone-metadata-on-the-server-and-the-first-hour-rest.md).

function parsed(text: string): PhoneNumber | undefined {
  const trimmed = text.trim();
  // Letters are refused, not skipped: "98480 1234 call after 5" is a note, not a number.
  if (!/\d/.test(trimmed) || /\p{L}/u.test(trimmed)) return undefined;
  const number = parsePhoneNumberFromString(trimmed, "IN");
  return number?.isValid() ? number : undefined;
}

/** The number in E.164 ("+919848012345"), or undefined when the text is not a valid phone number. */
export function toE164(text: string): string | undefined {
  return parsed(text)?.number;
}

/** A stored number as people read it: Indian landlines with their STD code, other numbers with their country code. */
export function formatPhone(stored: string | null | undefined, { forSpreadsheet = false } = {}): string {
  const text = stored ?? "";
  const number = parsed(text);
  if (!number) return text;
  // Landlines with their STD code (040 2345 6789), mobiles with +91 (+91 98480 12345): as India writes each.
  // In a CSV cell every Indian number is written with its 0 (098480 12345): a leading + would read as a formula.
  const landline = number.country === "IN" && (forSpreadsheet || number.getType() === "FIXED_LINE");
  return landline ? number.formatNational() : number.formatInternational();
}

/** A `tel:` link that dials from any phone (E.164), or undefined when the stored text is no phone number. */
export function phoneHref(stored: string | null | undefined): string | undefined {
  const number = parsed(stored ?? "");
  return number ? `tel:${number.number}` : undefined;
}

// Parsing with the full metadata cost about a tenth of an uncached page's CPU, every page showing the school's
// numbers in its footer: what a stored text shows as never changes, so each is worked out once (a bounded memo).
const MEMO_LIMIT = 2_000;
function memoised<T>(work: (text: string) => T): (text: string) => T {
  const memo = new Map<string, T>();
  return (text) => {
    let value = memo.get(text);
    if (value === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      value = work(text);
      memo.set(text, value);
    }
    return value;
  };
}

const shownNumber = memoised((stored) => Object.freeze({ text: formatPhone(stored), href: phoneHref(stored) }));

/** A stored number as pages show it and its `tel:` link (registered with ./phone-shown.ts on the server). */
export const showStoredPhone = (stored: string): { text: string; href?: string } => shownNumber(stored);

const textParts = memoised((text) => Object.freeze(findPhoneParts(text).map((part) => Object.freeze(part))));

/** Free text (the central office line) cut into plain parts and the phone numbers written in it. */
export function splitPhoneNumbers(text: string): { text: string; href?: string }[] {
  return [...textParts(text)];
}

function findPhoneParts(text: string): { text: string; href?: string }[] {
  const parts: { text: string; href?: string }[] = [];
  let from = 0;
  for (const found of findPhoneNumbersInText(text, { defaultCountry: "IN" })) {
    if (!found.number.isValid()) continue;
    if (found.startsAt > from) parts.push({ text: text.slice(from, found.startsAt) });
    parts.push({ text: text.slice(found.startsAt, found.endsAt), href: `tel:${found.number.number}` });
    from = found.endsAt;
  }
  if (from < text.length) parts.push({ text: text.slice(from) });
  return parts;
}
