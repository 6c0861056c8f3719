/** What a public form's action answers; the page renders it (the form's status line and field messages). */
export type FormSuccess = { ok: true; message: string; id?: number; total?: number; reference?: string };
export type FormFailure = {
  ok: false;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
};
export type FormResult = FormSuccess | FormFailure;

/** Shown when the server cannot be reached or fails: the spec's failure message. */
export const SUBMIT_FAILED = "There was an error submitting the form.";
/** The shared sentence above a form whose fields need correcting. */
export const FIX_FIELDS = "Please correct the highlighted fields.";

/** The text values of a submitted form, to put back into the fields after a failure (no files, no honeypot). */
export function formValues(form: FormData, skip: string[] = ["website"]): Record<string, string> {
  const values: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === "string" && !skip.includes(name)) values[name] = value;
  });
  return values;
}

export function failedFields(result: FormResult | undefined): Record<string, string> {
  return result && !result.ok ? result.fields : {};
}

export function failedValues(result: FormResult | undefined): Record<string, string> {
  return result && !result.ok ? result.values : {};
}
