import { data } from "react-router";
import { RefusedError } from "./errors";
import { FORM_NAME, refusal, type FormRefusal } from "./form";
import type { MultipartResult, SpooledFile } from "./media/multipart.server";
import { readForm } from "./read-form.server";

// The one place a route action's refusal becomes a page's answer, as api-errors.server.ts is for the JSON API:
// a command (or parseSubmission) throws a RefusedError, and the page gets a FormRefusal with that status.

type SentForm = FormData | Record<string, string>;

/**
 * A thrown RefusedError as the page's answer: its status, its message and field messages, and what was typed
 * in `form`. Anything else is thrown on (a redirect, a 404 Response, a fault for the error boundary).
 */
export function answerRefusal(
  error: unknown,
  form: SentForm,
  more: Pick<FormRefusal, "form" | "files"> = {},
  init: { headers?: HeadersInit } = {},
) {
  if (!(error instanceof RefusedError)) throw error;
  const details = Object.keys(error.body).length ? { details: error.body } : {};
  return data(refusal(form, error.message, error.fields, { ...details, ...more }), { ...init, status: error.status });
}

/**
 * A route action on a posted form: `run` reads, checks and writes; a RefusedError it throws is answered. A body
 * that cannot be read as a form is checked as an empty one (its schema names what is missing).
 */
export async function formAction<T>(request: Request, run: (form: FormData) => Promise<T>) {
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (error) {
    // A field over its cap is answered as such; a body that cannot be read is checked as an empty form.
    if (error instanceof RefusedError && error.status === 413) return answerRefusal(error, new FormData());
    form = new FormData();
  }
  try {
    return await run(form);
  } catch (error) {
    return answerRefusal(error, form);
  }
}

/**
 * A route action on a streamed multipart form with one file (readMultipartRequest): a body refused while it was
 * read (too large, unreadable) and a RefusedError of `run` are answered alike, naming `form` and asking again
 * for a chosen file; the spooled file is removed afterwards. `headers` adds to a refusal's answer (a flash).
 */
export async function uploadFormAction<T>(
  upload: MultipartResult,
  options: {
    fileField: string;
    /** The form to name when the body lost its fields (refused while read), or never named one. */
    form?: string;
    headers?: (refused: RefusedError) => Promise<HeadersInit>;
  },
  run: (fields: Record<string, string>, file: SpooledFile | undefined) => Promise<T>,
) {
  const fields = upload.ok ? upload.fields : {};
  const chose = upload.ok ? upload.file !== undefined : upload.refusedField !== undefined;
  const more = {
    ...(options.form && !fields[FORM_NAME] ? { form: options.form } : {}),
    ...(chose ? { files: [options.fileField] } : {}),
  };
  try {
    if (!upload.ok)
      throw new RefusedError(upload.status, upload.error, upload.fields ?? { [options.fileField]: upload.error });
    return await run(upload.fields, upload.file);
  } catch (error) {
    const headers = error instanceof RefusedError && options.headers ? await options.headers(error) : undefined;
    return answerRefusal(error, fields, more, headers ? { headers } : {});
  } finally {
    if (upload.ok) await upload.file?.discard();
  }
}
