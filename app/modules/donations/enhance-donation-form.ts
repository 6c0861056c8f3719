import { enhanceForm } from "~/ui/form/enhance-form";

/** The Donate form, checked and sent in place (its running total is `enhanceDonationTotal`). */
export const enhanceDonationForm = (form: HTMLFormElement) =>
  // The schema (and zod) load only when someone uses the form, so the page stays small.
  enhanceForm(form, () => import("./donation-check").then(({ checkDonationForm }) => checkDonationForm));
