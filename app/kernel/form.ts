import type { z } from "zod";

// One way every dashboard action reads a submitted form: the feature's zod schema decides (through parseForm, the
// one check every form and body goes through), and a refusal carries a message per field plus every typed value,
// so the form comes back as it was sent (with and without JavaScript).

import { FIX_FIELDS } from "./form-result";
import { fieldErrors, parseForm } from "./validation";

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
  /** The form that was sent (its hidden FORM_NAME field), when a page has several. */
  form?: string;
  /** File fields that had a file chosen: a refused form cannot hand files back, so it asks for them again. */
  files?: string[];
};
export type Submission<T> = { ok: true; data: T; values: Record<string, string> } | SubmissionFailure;

// Never sent back to the page, even on a refusal.
const SECRET_FIELD = /password/i;

/** Hidden field naming which form of a page was sent (every EditForm posts it). */
export const FORM_NAME = "_form";
/** Key of a kept draft (a form sent after its session ended) that lists the file fields that had a file chosen. */
export const DRAFT_FILES_KEY = "_files";
const NOT_A_VALUE = new Set(["intent", FORM_NAME]);

/** The text values of a form, to put back into its fields (no files, no passwords, no hidden intent). */
export function typedValues(form: FormData | Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form);
  entries.forEach(([name, value]) => {
    if (typeof value === "string" && !SECRET_FIELD.test(name) && !NOT_A_VALUE.has(name)) values[name] = value;
  });
  return values;
}

/** The first message of each top-level field; messages without a field go under FORM_MESSAGE_KEY. */
export const fieldMessages = fieldErrors;

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
    if (typeof value === "string" && !NOT_A_VALUE.has(name)) input[name] = value;
  });
  const parsed = parseForm(schema, input);
  if (parsed.ok) return { ok: true, data: parsed.data, values };
  return { ok: false, message: FIX_FIELDS, fields: parsed.fields, values, ...sentForm(form) };
}

/** A refusal decided after parsing (a taken key, a wrong password), keeping what was typed. */
export function refusal(
  form: FormData | Record<string, string>,
  message: string,
  fields: FieldMessages = {},
): SubmissionFailure {
  return { ok: false, message, fields, values: typedValues(form), ...sentForm(form) };
}

/** Which form was sent, and the file fields that had a file chosen. */
function sentForm(form: FormData | Record<string, string>): Pick<SubmissionFailure, "form" | "files"> {
  const name = form instanceof FormData ? form.get(FORM_NAME) : form[FORM_NAME];
  const files =
    form instanceof FormData
      ? [...form.entries()].filter(([, value]) => typeof value !== "string" && value.size > 0).map(([key]) => key)
      : [];
  return { ...(typeof name === "string" && name ? { form: name } : {}), ...(files.length ? { files } : {}) };
}
