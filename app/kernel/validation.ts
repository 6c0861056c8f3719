import "./zod-setup";
import { z } from "zod";

// Building blocks for the form and request-body schemas of every feature. They run in the
// browser and on the server alike, so they import nothing but zod.

/**
 * Name of the hidden "leave this empty" field on public forms. People never see it, so a
 * non-empty value means a bot filled the form; the handler then pretends success and stores
 * nothing. Render it with autoComplete="off" and tabIndex={-1} so browsers do not autofill it.
 */
export const HONEYPOT_FIELD = "website";

/** Spread into a public form's shape: `z.object({ ...honeypotShape, name: ... })`. */
export const honeypotShape = { [HONEYPOT_FIELD]: z.string().optional() } as const;

export function isHoneypotFilled(data: { website?: string | undefined }): boolean {
  return (data[HONEYPOT_FIELD] ?? "").trim() !== "";
}

/** Options for z.strictObject on a JSON body: an unknown key is refused as "Unknown field: <key>". */
export const refuseUnknownFields = {
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined,
};

/** Key under which fieldErrors puts a message that belongs to the whole form, not one field. */
export const FORM_ERROR_KEY = "_form";

const tooLong = (max: number) => `Must be at most ${max} characters`;
// PostgreSQL cannot store NUL in text; form posts reach the database without passing the API's own check.
const hasNoNul = (value: string) => !value.includes("\u0000");
const NUL_MESSAGE = "Must not contain a NUL character";

/**
 * A required text field, trimmed; whitespace-only counts as empty. `message` is shown when the
 * value is missing or empty. (No check aborts: an aborted issue would hide a union member's field
 * messages; fieldErrors shows the first message per field, and the emptiness check comes first.)
 */
export function requiredText(message: string, max: number, tooLongMessage = tooLong(max)) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: tooLongMessage })
    .refine(hasNoNul, { error: NUL_MESSAGE });
}

/** An optional text field, trimmed; missing or null becomes '' so forms and the database see one shape. */
export function optionalText(max: number, tooLongMessage = tooLong(max)) {
  return z.preprocess(
    (value) => value ?? "",
    z.string().trim().max(max, { error: tooLongMessage }).refine(hasNoNul, { error: NUL_MESSAGE }),
  );
}

const NOT_IN_ADDRESS = /[\s@]/;
const NOT_IN_BARE_ADDRESS = /[\s<>,;:"()[\]\\]/;

/**
 * The spec's simple e-mail shape: text, an at-sign, text, a dot, text (what `^[^\s@]+@[^\s@]+\.[^\s@]+$` says). Checked
 * by a scan, not that pattern: its backtracking is quadratic, and one posted field of `a@....@` held a worker for
 * seconds. `bare` also refuses what would make it more than one plain address in a mail header (<>,;:"()[]\).
 */
export function isEmailAddress(value: string, { bare = false } = {}): boolean {
  const at = value.indexOf("@");
  if (at < 1 || at !== value.lastIndexOf("@")) return false;
  const [local, domain] = [value.slice(0, at), value.slice(at + 1)];
  const refused = bare ? NOT_IN_BARE_ADDRESS : NOT_IN_ADDRESS;
  if (refused.test(local) || refused.test(domain)) return false;
  return domain.slice(1, -1).includes(".");
}

/** A required e-mail address of at most 254 characters; the length is checked first and stops the check. */
export function email(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(254, { error: message, abort: true })
    .refine((value) => isEmailAddress(value), { error: message });
}

/** An e-mail address or nothing ('' stays ''): at most 254 characters, checked first. */
export function optionalEmail(message: string, { bare = false, tooLongMessage = message } = {}) {
  return z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: message })
      .trim()
      .max(254, { error: tooLongMessage, abort: true })
      .refine((value) => value === "" || isEmailAddress(value, { bare }), { error: message }),
  );
}

const HTTP_URL = z.url({ protocol: /^https?$/ });

/** An http(s) address or nothing: '' (or missing) is allowed and stays ''. Other schemes, such as javascript:, are refused. */
export function optionalUrl(message: string, max = 500) {
  return z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: message })
      .trim()
      .max(max, { error: message })
      .refine((value) => value === "" || HTTP_URL.safeParse(value).success, { error: message }),
  );
}

/** A required http(s) address. */
export function requiredUrl(message: string, requiredMessage = message, max = 500) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: message })
    .refine((value) => HTTP_URL.safeParse(value).success, { error: message });
}

/** The gender options of student, faculty and alumni records. */
export const GENDERS = ["male", "female", "other"] as const;
export type Gender = (typeof GENDERS)[number];

export function gender(message: string) {
  return z.enum(GENDERS, { error: message });
}

/** A year written with four digits, kept as text like the database column. */
export function fourDigitYear(message: string, requiredMessage = message) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .regex(/^\d{4}$/, { error: message });
}

/** A four-digit year or nothing ('' stays ''). */
export function optionalFourDigitYear(message: string) {
  return z.preprocess(
    (value) => value ?? "",
    z
      .string({ error: message })
      .trim()
      .regex(/^(\d{4})?$/, { error: message }),
  );
}

function isCalendarDate(text: string): boolean {
  const [year, month, day] = text.split("-").map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real calendar date written YYYY-MM-DD, the value of an <input type="date">. */
export function isoDate(requiredMessage: string, invalidMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: invalidMessage })
    .refine(isCalendarDate, { error: invalidMessage });
}

/** What a whole number written any other way than in plain digits is told (1e3, 2.5, -4, +4, 0x10, "1 000"). */
export const WHOLE_NUMBER_IN_DIGITS = "Write a whole number in digits, for example 12";

/** Whether text (already trimmed) writes a whole number in plain digits: no sign, point, exponent or spacing. */
export const isWrittenInDigits = (text: string) => /^\d{1,15}$/.test(text);

/**
 * A whole number from a form field or a JSON body, the one way every schema reads one: text must be plain digits
 * (Number() would take "1e3" as 1000 and " 0x10 " as 16), a JSON number must be whole; '' and missing give
 * `requiredMessage`, text in any other form `formatMessage`, a number out of range `invalidMessage`.
 */
export function wholeNumber(
  requiredMessage: string,
  invalidMessage: string,
  min: number,
  max: number,
  formatMessage = WHOLE_NUMBER_IN_DIGITS,
) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return undefined;
      return isWrittenInDigits(text) ? Number(text) : { notDigits: text };
    },
    z
      .number({
        error: (issue) => {
          if (issue.input === undefined) return requiredMessage;
          return typeof issue.input === "object" && issue.input !== null ? formatMessage : invalidMessage;
        },
      })
      .int({ error: invalidMessage })
      .min(min, { error: invalidMessage })
      .max(max, { error: invalidMessage }),
  );
}

/** The first message per top-level field; messages without a field go under FORM_ERROR_KEY. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_ERROR_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}

export type ParseFormResult<T> = { ok: true; data: T } | { ok: false; fields: Record<string, string> };

const UNSAFE_KEYS = new Set(["__proto__", "prototype", "constructor"]);

/**
 * FormData or URLSearchParams as a plain object. A dotted name nests ("quantities.1" becomes
 * { quantities: { "1": ... } }) so a form can post a record; the last value of a repeated name wins.
 */
export function formToObject(form: FormData | URLSearchParams): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  form.forEach((value, name) => {
    const path = name.split(".");
    if (path.some((segment) => segment === "" || UNSAFE_KEYS.has(segment))) return;
    let target = result;
    for (const segment of path.slice(0, -1)) {
      const next = target[segment];
      if (typeof next !== "object" || next === null) target[segment] = {};
      target = target[segment] as Record<string, unknown>;
    }
    target[path[path.length - 1]] = value;
  });
  return result;
}

/** Validates a submitted form (FormData, URLSearchParams) or a JSON body against a schema. */
export function parseForm<S extends z.ZodType>(schema: S, input: unknown): ParseFormResult<z.output<S>> {
  const values = input instanceof FormData || input instanceof URLSearchParams ? formToObject(input) : input;
  const result = schema.safeParse(values);
  return result.success ? { ok: true, data: result.data } : { ok: false, fields: fieldErrors(result.error) };
}
