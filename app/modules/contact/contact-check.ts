import { parseForm } from "~/kernel/validation";
import { contactMessageSchema } from "./schema";

/** The Contact Us form's fields checked with its schema in the browser; loaded only when the form is used. */
export function checkContactForm(form: FormData) {
  return parseForm(contactMessageSchema, form);
}
