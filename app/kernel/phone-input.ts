// What a phone <input> needs, apart from the parser: public pages import this without zod or phone metadata.

/** Long enough for any way a number is written ("+91 (040) 2345-6789"); the browser never cuts one short. */
export const PHONE_MAX_LENGTH = 30;

/** The attributes of every phone <input>: a keypad with + and space, the browser's full number, no length cut. */
export const PHONE_INPUT = {
  type: "tel",
  inputMode: "tel",
  autoComplete: "tel",
  maxLength: PHONE_MAX_LENGTH,
  placeholder: "98480 12345 or 040 2345 6789",
} as const;

export const PHONE_EXAMPLE =
  "a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789";
const SPREADSHEET_NUMBER = /^\d(\.\d+)?e\+?\d+$/i;

/** Whether a cell holds a number a spreadsheet wrote in scientific notation ("1.23412E+11"), its last digits lost. */
export const isSpreadsheetScientific = (text: string) => SPREADSHEET_NUMBER.test(text.trim());

/** What a field is told when a spreadsheet turned its digits into "9.84801E+09". */
export const spreadsheetScientificMessage = (text: string, example: string) =>
  `"${text.trim()}" is how a spreadsheet shows a long number it has rounded: its last digits are lost. Type the number again, for example ${example}, and format that spreadsheet column as Text first.`;

/**
 * The browser's check of a phone number's shape, without the phone metadata: Indian numbers (a leading 0, 0091,
 * +91 or none) have ten digits after the code and do not start with 0; other countries' numbers have 7 to 15
 * digits after their +. The server's check (libphonenumber-js, max metadata) decides; this one only answers the
 * typing mistakes at once. Returns the number in E.164 shape, or undefined.
 */
export function phoneShape(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[\d\s()./+-]+$/.test(trimmed) || (trimmed.match(/\+/g) ?? []).length > 1 || /\+/.test(trimmed.slice(1)))
    return undefined;
  const digits = trimmed.replace(/\D/g, "");
  const international = trimmed.startsWith("+") ? digits : trimmed.startsWith("00") ? digits.slice(2) : undefined;
  if (international !== undefined && !international.startsWith("91"))
    return /^[1-9]\d{6,14}$/.test(international) ? `+${international}` : undefined;
  const national =
    international !== undefined
      ? international.slice(2)
      : digits.length === 12 && digits.startsWith("91")
        ? digits.slice(2)
        : digits.replace(/^0/, "");
  return /^[1-9]\d{9}$/.test(national) ? `+91${national}` : undefined;
}
