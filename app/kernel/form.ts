import type { z } from "zod";

// One way every form action reads a submitted form: the feature's zod schema decides (through parseForm, the
// one check every form and body goes through). A refusal, from the schema or from a command's RefusedError,
// becomes one FormRefusal (form-action.server.ts) with a message per field and every typed value, so the form
// comes back as it was sent (with and without JavaScript).

import { RefusedError } from "./errors";
import { FIX_FIELDS, type FormRefusal } from "./form-result";
import { fieldErrors, HONEYPOT_FIELD, parseForm } from "./validation";

export { FIX_FIELDS, type FormRefusal };

/** Key of a message that belongs to the whole form rather than one field. */
export const FORM_MESSAGE_KEY = "_form";

export type FieldMessages = Record<string, string>;

// Never sent back to the page, even on a refusal.
const SECRET_FIELD = /password/i;

/** Hidden field naming which form of a page was sent (every EditForm posts it). */
export const FORM_NAME = "_form";
/** Key of a kept draft (a form sent after its session ended) that lists the file fields that had a file chosen. */
export const DRAFT_FILES_KEY = "_files";
const NOT_A_VALUE = new Set(["intent", FORM_NAME, HONEYPOT_FIELD]);

type SentForm = FormData | Record<string, string>;

const textEntries = (form: SentForm) =>
  (form instanceof FormData ? [...form.entries()] : Object.entries(form)).filter(
    (entry): entry is [string, string] => typeof entry[1] === "string",
  );

/** The text values of a form, to put back into its fields (no files, no passwords, no hidden intent). */
export function typedValues(form: SentForm): Record<string, string> {
  const values: Record<string, string> = {};
  textEntries(form).forEach(([name, value]) => {
    if (!SECRET_FIELD.test(name) && !NOT_A_VALUE.has(name)) values[name] = value;
  });
  return values;
}

/** The first message of each top-level field; messages without a field go under FORM_MESSAGE_KEY. */
export const fieldMessages = fieldErrors;

/**
 * The fields a schema reads: every text field of the form but its name and intent, plus `extra`. For a command
 * that checks its input itself (records): the form's fields go to it as a JSON body would, checked once there.
 */
export function submittedFields(form: SentForm, extra: Record<string, unknown> = {}) {
  const input: Record<string, unknown> = { ...extra };
  textEntries(form).forEach(([name, value]) => {
    if (name !== "intent" && name !== FORM_NAME) input[name] = value;
  });
  return input;
}

/**
 * Checks a submitted form (or the text fields of a streamed multipart form) with its schema and returns what it
 * parsed; a mistake throws the RefusedError every refusal is (400, a message per field). `extra` adds fields
 * the form does not post (a route's key).
 */
export function parseSubmission<S extends z.ZodType>(
  schema: S,
  form: SentForm,
  extra: Record<string, unknown> = {},
): z.output<S> {
  const parsed = parseForm(schema, submittedFields(form, extra));
  if (!parsed.ok) throw new RefusedError(400, FIX_FIELDS, parsed.fields);
  return parsed.data;
}

/** The same check in the browser, before sending (an EditForm's `check`): the field messages, or none. */
export function checkSubmission(schema: z.ZodType, form: SentForm): FieldMessages | undefined {
  const parsed = parseForm(schema, submittedFields(form));
  return parsed.ok ? undefined : parsed.fields;
}

/** The refused post as the page shows it, keeping what was typed; answerRefusal makes it from a RefusedError. */
export function refusal(
  form: SentForm,
  message: string,
  fields: FieldMessages = {},
  more: Pick<FormRefusal, "form" | "files" | "details"> = {},
): FormRefusal {
  return { ok: false, message, fields, values: typedValues(form), ...sentForm(form), ...more };
}

/** Which form was sent with which intent, and the file fields that had a file chosen. */
function sentForm(form: SentForm): Pick<FormRefusal, "form" | "intent" | "files"> {
  const text = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : form[name];
    return typeof value === "string" && value ? value : undefined;
  };
  const name = text(FORM_NAME);
  const intent = text("intent");
  const files =
    form instanceof FormData
      ? [...form.entries()].filter(([, value]) => typeof value !== "string" && value.size > 0).map(([key]) => key)
      : [];
  return { ...(name ? { form: name } : {}), ...(intent ? { intent } : {}), ...(files.length ? { files } : {}) };
}
