import "./zod-setup";
import { z } from "zod";
import { isSpreadsheetScientific, spreadsheetScientificMessage } from "./phone-input";

// Aadhaar numbers as printed ("1234 5678 9012"): spaces and dashes are accepted, twelve digits are stored. UIDAI
// numbers never start with 0 or 1 and end with a Verhoeff check digit, which catches any one mistyped digit and
// any two neighbouring digits swapped.

const MULTIPLY = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const PERMUTE = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Whether a string of digits ends with its correct Verhoeff check digit. */
export function hasVerhoeffCheckDigit(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, index) => (check = MULTIPLY[check][PERMUTE[index % 8][Number(digit)]]));
  return check === 0;
}

/** The Verhoeff check digit to append to `digits`. */
export function verhoeffCheckDigit(digits: string): string {
  let check = 0;
  [...digits].reverse().forEach((digit, index) => (check = MULTIPLY[check][PERMUTE[(index + 1) % 8][Number(digit)]]));
  return String(INVERSE[check]);
}

/** Twelve digits grouped as printed on the card: "1234 5678 9012". Other text is shown as stored. */
export function formatAadhaar(stored: string | null | undefined): string {
  const text = stored ?? "";
  return /^\d{12}$/.test(text) ? text.replace(/(\d{4})(\d{4})(\d{4})/, "$1 $2 $3") : text;
}

export const AADHAAR_EXAMPLE = "12 digits as printed on the card, such as 2345 6789 0124";

function checkAadhaar(value: string, ctx: z.core.$RefinementCtx<string>) {
  if (isSpreadsheetScientific(value)) {
    ctx.addIssue({ code: "custom", message: spreadsheetScientificMessage(value, "2345 6789 0124") });
    return z.NEVER;
  }
  const digits = value.replace(/[\s-]/g, "");
  const problem = !/^\d+$/.test(digits)
    ? `Aadhaar number has something other than digits, spaces or dashes: write ${AADHAAR_EXAMPLE}`
    : digits.length !== 12
      ? `Aadhaar number has ${digits.length} digit${digits.length === 1 ? "" : "s"}, not 12: write ${AADHAAR_EXAMPLE}`
      : /^[01]/.test(digits)
        ? "Aadhaar number cannot start with 0 or 1: check the number on the card"
        : !hasVerhoeffCheckDigit(digits)
          ? "Aadhaar number does not add up (its last digit is a check digit): one digit is probably mistyped, check it against the card"
          : undefined;
  if (!problem) return digits;
  ctx.addIssue({ code: "custom", message: problem });
  return z.NEVER;
}

// Twelve digits with their spaces or dashes fit in 20 characters; the two schemas below refuse alike.
const AADHAAR_MAX_LENGTH = 20;
const NOT_TEXT = 'Aadhaar number must be sent as text, such as "2345 6789 0124"';
const TOO_LONG = `Aadhaar number is too long: write ${AADHAAR_EXAMPLE}`;

/** A required Aadhaar number written with or without spaces and dashes; the value is its twelve digits. */
export function aadhaarNumber(required = "Aadhaar number is required") {
  return z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? required : NOT_TEXT),
    })
    .trim()
    .min(1, { error: required })
    .max(AADHAAR_MAX_LENGTH, { error: TOO_LONG })
    .transform(checkAadhaar);
}

/** An Aadhaar number that may be left empty (""), checked like `aadhaarNumber` when it is given. */
export function optionalAadhaarNumber() {
  return z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: NOT_TEXT })
      .trim()
      .max(AADHAAR_MAX_LENGTH, { error: TOO_LONG })
      .transform((value, ctx) => (value === "" ? "" : checkAadhaar(value, ctx))),
  );
}
