import "./zod-setup";
import { z } from "zod";
import {
  isSpreadsheetScientific,
  PHONE_EXAMPLE,
  PHONE_MAX_LENGTH,
  phoneShape,
  spreadsheetScientificMessage,
} from "./phone-input";

// The one phone check of every form and API. The schemas are shared by the browser and the server; the browser
// checks a number's shape only (./phone-input.ts), and the server registers the full check (libphonenumber-js, max
// metadata, in ./phone-number.ts) from app/wiring.server.ts, so its refusal shows on the same field.

export {
  isSpreadsheetScientific,
  PHONE_EXAMPLE,
  PHONE_INPUT,
  PHONE_MAX_LENGTH,
  spreadsheetScientificMessage,
} from "./phone-input";

let toE164: (text: string) => string | undefined = phoneShape;

/** The server's full check of a number: its E.164 form, or undefined when it cannot be dialled. */
export function registerPhoneParser(parser: (text: string) => string | undefined) {
  toE164 = parser;
}

type PhoneMessages = { required: string; label?: string };

function checkPhone(label: string) {
  return (value: string, ctx: z.core.$RefinementCtx<string>) => {
    if (isSpreadsheetScientific(value)) {
      ctx.addIssue({ code: "custom", message: spreadsheetScientificMessage(value, "98480 12345") });
      return z.NEVER;
    }
    const e164 = toE164(value);
    if (e164) return e164;
    const international = /^\s*(\+|00)/.test(value);
    const digits = value.replace(/\D/g, "").replace(/^00/, "");
    const national = (international || digits.length === 12 ? digits.replace(/^91/, "") : digits).replace(/^0/, "");
    const indian = !international || /^\s*(\+|00)\s*91/.test(value);
    const hint = /\p{L}/u.test(value)
      ? ` has letters in it: write only digits, spaces, dashes or a +, as in ${PHONE_EXAMPLE}`
      : indian && national.length < 10
        ? ` is too short: an Indian number has 10 digits after the 0 or +91. Write ${PHONE_EXAMPLE}`
        : ` is not a number we can dial: write ${PHONE_EXAMPLE}`;
    ctx.addIssue({ code: "custom", message: `${label}${hint}` });
    return z.NEVER;
  };
}

/**
 * A required phone number as written; the value is its E.164 form. The one phone check of every form and API:
 * `required` is shown when it is empty, otherwise what is wrong and an example of what is right.
 */
export function phoneNumber({ required, label = "This number" }: PhoneMessages) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? required
          : `${label} must be sent as text, such as "98480 12345", so a leading 0 or + is kept`,
    })
    .trim()
    .min(1, { error: required })
    .max(PHONE_MAX_LENGTH, { error: `${label} is too long: write ${PHONE_EXAMPLE}` })
    .transform(checkPhone(label));
}

/** A phone number or nothing: '' (or missing) stays ''. */
export function optionalPhoneNumber({ label = "This number" }: { label?: string } = {}) {
  return z.preprocess(
    (value) => value ?? "",
    z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, { error: `${label} is too long: write ${PHONE_EXAMPLE}` })
      .transform((value, ctx) => (value === "" ? "" : checkPhone(label)(value, ctx))),
  );
}
