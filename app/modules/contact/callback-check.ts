import { parseForm } from "~/kernel/validation";
import { callbackRequestSchema } from "./schema";

/** The call-back form's fields checked with its schema in the browser; loaded only when the form is used. */
export function checkCallbackForm(form: FormData) {
  return parseForm(callbackRequestSchema, form);
}
