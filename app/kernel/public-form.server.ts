import { data } from "react-router";
import type { z } from "zod";
import { logger } from "~/kernel/logger";
import { RefusedError } from "./errors";
import { answerRefusal } from "./form-action.server";
import { readForm } from "./read-form.server";
import { FIX_FIELDS, SUBMIT_FAILED, type FormSuccess } from "./form-result";
import { announcePublicFormCompleted, countAcceptedSubmission } from "./public-post.server";
import { formToObject, isHoneypotFilled, parseForm } from "./validation";
import { requestLanguage } from "./request-path";
import { languageByCode } from "./i18n/languages";
import { withFormLanguage } from "./i18n/form-language.server";
import { catalogueFor } from "./i18n/catalogues.server";
import { formatMessage, translateEnglish } from "./i18n/translate";

/** A refusal's English words in the language of the page the form was sent from (the JSON API stays English). */
function inPageLanguage(request: Request) {
  const language = languageByCode(requestLanguage(request))!;
  const messages = catalogueFor(language.code);
  const say = (text: string) => translateEnglish(language, messages, text);
  return {
    say,
    withReference: (message: string, reference: string) =>
      formatMessage(language, messages, "form.withReference", { message: say(message), reference }),
    refused: (error: RefusedError) =>
      new RefusedError(
        error.status,
        say(error.message),
        Object.fromEntries(Object.entries(error.fields).map(([field, text]) => [field, say(text)])),
        error.body,
      ),
  };
}

/** What a public form's save stored; a refusal is a thrown RefusedError. */
export type SaveOutcome = { id?: number; total?: number; reference?: string };

/**
 * The route action of a public form, posted without JavaScript or by its script (enhanceForm, with fetch):
 * validated with the form's schema, then counted against the client's accepted submissions of `form` (a post
 * refused for its fields costs nothing: public-post.server.ts), silently dropped when the honeypot is filled,
 * then saved. A refusal (answerRefusal) carries the typed values back so nothing is lost.
 */
export async function submitPublicForm<S extends z.ZodType<{ website?: string | undefined }>>(options: {
  request: Request;
  clientIp: string;
  /** Names the form for its limit of accepted submissions; its API endpoint uses the same name. */
  form: string;
  schema: S;
  successMessage: string;
  save: (input: z.output<S>, form: FormData) => Promise<SaveOutcome>;
  /** A rule across fields, reported together with the field messages (the save checks it again). */
  extra?: (submitted: Record<string, unknown>) => Record<string, string>;
}) {
  // The body was read within the site's one size limit before this action ran (server/request-body.ts).
  const { say, withReference, refused } = inPageLanguage(options.request);
  let form: FormData;
  try {
    form = await readForm(options.request);
  } catch (error) {
    return answerRefusal(refused(error instanceof RefusedError ? error : new RefusedError(400, SUBMIT_FAILED)), {});
  }
  try {
    const parsed = parseForm(options.schema, form);
    if (!parsed.ok)
      throw new RefusedError(400, FIX_FIELDS, { ...options.extra?.(formToObject(form)), ...parsed.fields });
    const input = parsed.data;
    await countAcceptedSubmission(options.form, options.clientIp);
    if (isHoneypotFilled(input)) return data<FormSuccess>({ ok: true, message: say(options.successMessage) });
    const saved = await withFormLanguage(requestLanguage(options.request), () => options.save(input, form));
    announcePublicFormCompleted(options.form, options.request);
    const message = saved.reference
      ? withReference(options.successMessage, saved.reference)
      : say(options.successMessage);
    return data<FormSuccess>({ ok: true, message, id: saved.id, total: saved.total, reference: saved.reference });
  } catch (err) {
    if (err instanceof RefusedError) return answerRefusal(refused(err), form);
    logger.error({ err, path: new URL(options.request.url).pathname }, "public form could not be saved");
    return answerRefusal(refused(new RefusedError(500, SUBMIT_FAILED)), form);
  }
}
