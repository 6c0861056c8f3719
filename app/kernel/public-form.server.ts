import { data } from "react-router";
import type { z } from "zod";
import { logger } from "~/kernel/logger";
import { TOO_MANY_SUBMISSIONS, takePublicPostSlot } from "./public-post.server";
import { FIX_FIELDS, SUBMIT_FAILED, formValues, type FormFailure, type FormSuccess } from "~/kernel/form-result";
import { formToObject, isHoneypotFilled, parseForm } from "./validation";

export type SaveOutcome =
  { ok: true; id?: number; total?: number; reference?: string } | { ok: false; fields: Record<string, string> };

/**
 * The route action of a public form, posted without JavaScript or by its script (enhanceForm, with fetch):
 * throttled per client address, validated with the form's schema, silently dropped when the
 * honeypot is filled, then saved. Failures carry the typed values back so nothing is lost.
 */
export async function submitPublicForm<S extends z.ZodType<{ website?: string | undefined }>>(options: {
  request: Request;
  clientIp: string;
  schema: S;
  successMessage: string;
  save: (input: z.output<S>, form: FormData) => Promise<SaveOutcome>;
  /** A rule across fields, reported together with the field messages (the save checks it again). */
  extra?: (submitted: Record<string, unknown>) => Record<string, string>;
}) {
  const failure = (status: number, message: string, fields: Record<string, string>, values: Record<string, string>) =>
    data<FormFailure>({ ok: false, message, fields, values }, { status });

  // The body was read within the site's one size limit before this action ran (server/request-body.ts).
  let form: FormData;
  try {
    form = await options.request.formData();
  } catch {
    return failure(400, SUBMIT_FAILED, {}, {});
  }
  const values = formValues(form);
  if (!(await takePublicPostSlot(options.clientIp))) return failure(429, TOO_MANY_SUBMISSIONS, {}, values);

  const parsed = parseForm(options.schema, form);
  if (!parsed.ok) return failure(400, FIX_FIELDS, { ...options.extra?.(formToObject(form)), ...parsed.fields }, values);
  if (isHoneypotFilled(parsed.data)) return data<FormSuccess>({ ok: true, message: options.successMessage });

  try {
    const saved = await options.save(parsed.data, form);
    if (!saved.ok) return failure(400, FIX_FIELDS, saved.fields, values);
    const message = saved.reference
      ? `${options.successMessage} Your reference number is ${saved.reference}.`
      : options.successMessage;
    return data<FormSuccess>({ ok: true, message, id: saved.id, total: saved.total, reference: saved.reference });
  } catch (err) {
    logger.error({ err, path: new URL(options.request.url).pathname }, "public form could not be saved");
    return failure(500, SUBMIT_FAILED, {}, values);
  }
}
