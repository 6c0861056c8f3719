import { parseForm } from "~/kernel/validation";
import { enquirySchema } from "./schema";

/** The enquiry form's fields checked with its schema in the browser; loaded only when the form is used. */
export function checkEnquiryForm(form: FormData) {
  return parseForm(enquirySchema, form);
}
