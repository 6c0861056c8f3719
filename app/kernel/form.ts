import type { z } from "zod";

// One way every dashboard action reads a submitted form: the feature's zod schema decides, and a refusal
// carries a message per field plus every typed value, so the form comes back as it was sent (with and
// without JavaScript).

import { FIX_FIELDS } from "./form-result";

export { FIX_FIELDS };

/** Key of a message that belongs to the whole form rather than one field. */
export const FORM_MESSAGE_KEY = "_form";

export type FieldMessages = Record<string, string>;

/** A refused submission, as an action returns it and the form shows it. */
export type SubmissionFailure = {
  ok: false;
  message: string;
  fields: FieldMessages;
  values: Record<string, string>;
};
export type Submission<T> = { ok: true; data: T; values: Record<string, string> } | SubmissionFailure;

// Never sent back to the page, even on a refusal.
const SECRET_FIELD = /password/i;

/** The text values of a form, to put back into its fields (no files, no passwords, no hidden intent). */
export function typedValues(form: FormData | Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  entries.forEach(([name, value]) => {
    if (typeof value === "string" && !SECRET_FIELD.test(name) && name !== "intent") values[name] = value;
  });
  return values;
}

/** The first message of each top-level field; messages without a field go under FORM_MESSAGE_KEY. */
export function fieldMessages(error: z.ZodError): FieldMessages {
  const fields: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : FORM_MESSAGE_KEY;
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * Checks a submitted form (or the text fields of a streamed multipart form) with its schema. `extra`
 * adds fields the form does not post (a route's key).
 */
export function parseSubmission<S extends z.ZodType>(
  schema: S,
  form: FormData | Record<string, string>,
  extra: Record<string, unknown> = {},
): Submission<z.output<S>> {
  const values = typedValues(form);
  const input: Record<string, unknown> = { ...extra };
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  entries.forEach(([name, value]) => {
    if (typeof value === "string" && name !== "intent") input[name] = value;
  });
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data, values };
  return { ok: false, message: FIX_FIELDS, fields: fieldMessages(parsed.error), values };
}

/** A refusal decided after parsing (a taken key, a wrong password), keeping what was typed. */
export function refusal(form: FormData, message: string, fields: FieldMessages = {}): SubmissionFailure {
  return { ok: false, message, fields, values: typedValues(form) };
}
