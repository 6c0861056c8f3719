import { enhanceForm } from "~/ui/form/enhance-form";

/** The Online Enquiry form, checked and sent in place; success goes on to the thank-you page. */
export const enhanceEnquiryForm = (form: HTMLFormElement) =>
  // The schema (and zod) load only when someone uses the form, so the page stays small.
  enhanceForm(form, () => import("./enquiry-check").then(({ checkEnquiryForm }) => checkEnquiryForm));
