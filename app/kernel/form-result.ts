// What a form's route action answers, dashboard and public alike. The page renders it: a refusal's message and
// field messages, with every typed value put back. Kept free of zod, so a public page's small form script can
// import it.

/** A public form's success; the page shows the message in the form's status line. */
export type FormSuccess = { ok: true; message: string; id?: number; total?: number; reference?: string };

/** The one refused post, as an action answers it (kernel/form-action.server.ts) and a form shows it. */
export type FormRefusal = {
  ok: false;
  message: string;
  /** A message per field name; one that belongs to no field is under "_form". */
  fields: Record<string, string>;
  /** What was typed, to put back (no files, no passwords, no honeypot). */
  values: Record<string, string>;
  /** The form that was sent (its hidden FORM_NAME field), when a page has several. */
  form?: string;
  /** The posted `intent` (which button of the form was pressed). */
  intent?: string;
  /** File fields that had a file chosen: a refused form cannot hand files back, so it asks for them again. */
  files?: string[];
  /** More of the refusal (a RefusedError's body), such as a CSV import's row problems. */
  details?: Record<string, unknown>;
};

export type FormResult = FormSuccess | FormRefusal;

/** Shown when the server cannot be reached or fails: the spec's failure message. */
export const SUBMIT_FAILED = "There was an error submitting the form.";
/** The shared sentence above a form whose fields need correcting. */
export const FIX_FIELDS = "Please correct the highlighted fields.";

export function failedFields(result: FormResult | undefined): Record<string, string> {
  return result && !result.ok ? result.fields : {};
}

export function failedValues(result: FormResult | undefined): Record<string, string> {
  return result && !result.ok ? result.values : {};
}
