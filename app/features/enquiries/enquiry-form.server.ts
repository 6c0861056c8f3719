import { redirect } from "react-router";
import { db } from "~platform/database/connection";
import { submitPublicForm } from "../shared/public-form.server";
import { saveEnquiry } from "./enquiries.server";
import { enquirySchema } from "./schema";

export const ENQUIRY_THANK_YOU_PATH = "/SubmittedSuccessfully";

/** Route action of the Online Enquiry form: stored, then on to the thank-you page. */
export async function saveEnquiryForm(request: Request, clientIp: string) {
  const result = await submitPublicForm({
    request,
    clientIp,
    schema: enquirySchema,
    successMessage: "Thank you for your enquiry.",
    save: async (enquiry) => ({ ok: true, ...(await saveEnquiry(db(), enquiry)) }),
  });
  if (result.data.ok) throw redirect(ENQUIRY_THANK_YOU_PATH);
  return result;
}
