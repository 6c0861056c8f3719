import { enhanceForm } from "~/ui/form/enhance-form";

/** The alumni and teacher registration, checked and sent in place (its photo too). */
export const enhanceRegistrationForm = (form: HTMLFormElement) =>
  // The schema (and zod) load only when someone uses the form, so the page stays small.
  enhanceForm(form, () => import("./registration-check").then(({ checkRegistrationForm }) => checkRegistrationForm));
