import { redirect } from "react-router";
import { db } from "~/kernel/database/connection";
import { submitPublicForm } from "~/kernel/public-form.server";
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
    save: async (enquiry) => ({ ok: true, ...(await saveEnquiry(db(), enquiry, new URL(request.url).origin)) }),
  });
  if (result.data.ok) {
    const reference = result.data.reference;
    const secure = new URL(request.url).protocol === "https:";
    // The reference rides to the thank-you page as a one-time cookie, not in the address.
    throw redirect(ENQUIRY_THANK_YOU_PATH, {
      headers: reference
        ? {
            "Set-Cookie": `${REFERENCE_COOKIE}=${reference}; Path=${ENQUIRY_THANK_YOU_PATH}; Max-Age=600; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`,
          }
        : {},
    });
  }
  return result;
}

const REFERENCE_COOKIE = "enquiry_reference";

/** The thank-you page's loader: the reference of the enquiry just sent (read once), and the cookie cleared. */
export function readEnquiryReference(request: Request) {
  const cookie = request.headers.get("cookie") ?? "";
  const value = cookie.match(new RegExp(`(?:^|;\\s*)${REFERENCE_COOKIE}=([^;]*)`))?.[1];
  const reference = value && /^ENQ-\d{4}-\d{5,}$/.test(value) ? value : null;
  // Used up by the page the reader is shown, not by the form's script following the redirect with fetch
  // (Sec-Fetch-Dest "empty") just before it opens that page.
  const shown = (request.headers.get("sec-fetch-dest") ?? "document") === "document";
  const headers: Record<string, string> =
    value && shown
      ? { "Set-Cookie": `${REFERENCE_COOKIE}=; Path=${ENQUIRY_THANK_YOU_PATH}; Max-Age=0; HttpOnly; SameSite=Lax` }
      : {};
  return { reference, headers };
}
