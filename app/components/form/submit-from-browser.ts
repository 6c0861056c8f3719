import type { z } from "zod";
import { formToObject, parseForm } from "~/lib/validation";
import { FIX_FIELDS, SUBMIT_FAILED, formValues, type FormFailure } from "~/lib/form-result";

/**
 * A public form's clientAction: checks the fields with the form's own schema before anything is sent,
 * then calls the server action. When the server cannot be reached (or fails), the form gets the
 * failure message and keeps what was typed, instead of the page's error screen.
 */
export async function submitFromBrowser<T>(
  request: Request,
  serverAction: () => Promise<T>,
  check?: { schema: z.ZodType; extra?: (submitted: Record<string, unknown>) => Record<string, string> },
): Promise<T | FormFailure> {
  const form = await request.clone().formData();
  const values = formValues(form);
  if (check) {
    const parsed = parseForm(check.schema, form);
    // The form-wide rule (extra) is reported together with the field messages, the field's own message first.
    const fields = { ...check.extra?.(formToObject(form)), ...(parsed.ok ? {} : parsed.fields) };
    if (Object.keys(fields).length > 0) return { ok: false, message: FIX_FIELDS, fields, values };
  }
  try {
    return await serverAction();
  } catch (error) {
    // A redirect (the enquiry's thank-you page) is an answer, not a failure.
    if (error instanceof Response) throw error;
    console.warn("form submission failed", error);
    return { ok: false, message: SUBMIT_FAILED, fields: {}, values };
  }
}
