import { parseForm } from "~/kernel/validation";
import { loginSchema } from "./schema";

/** The sign-in form's fields checked with its schema in the browser; loaded only when the form is used. */
export function checkLoginForm(form: FormData) {
  return parseForm(loginSchema, form);
}
