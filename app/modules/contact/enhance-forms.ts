import { enhanceForm } from "~/ui/form/enhance-form";

// The schema (and zod) load only when someone uses the form, so pages stay small.

/** The footer's REQUEST A CALL BACK form (and the same form on /forms/callback), checked and sent in place. */
export const enhanceCallbackForm = (form: HTMLFormElement) =>
  enhanceForm(form, () => import("./callback-check").then(({ checkCallbackForm }) => checkCallbackForm));

/** The Contact Us form, checked and sent in place. */
export const enhanceContactForm = (form: HTMLFormElement) =>
  enhanceForm(form, () => import("./contact-check").then(({ checkContactForm }) => checkContactForm));
