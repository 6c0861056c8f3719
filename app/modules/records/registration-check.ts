import { parseForm } from "~/kernel/validation";
import { alumniRegistrationSchema } from "./alumni-schema";

/** The alumni registration checked with its schema in the browser; loaded only when the form is used. */
export function checkRegistrationForm(form: FormData) {
  return parseForm(alumniRegistrationSchema, form);
}
