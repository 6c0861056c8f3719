import { redirect } from "react-router";
import { clearCookieHeader, readCookie, setCookieHeader, type CookieAttributes } from "~/kernel/cookies.server";
import { config } from "~/kernel/config";
import { db } from "~/kernel/database/connection";
import { submitPublicForm } from "~/kernel/public-form.server";
import { requestLanguage } from "~/kernel/request-path";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { saveEnquiry } from "./enquiries.server";
import { enquirySchema } from "./schema";

export const ENQUIRY_THANK_YOU_PATH = "/SubmittedSuccessfully";

/** Route action of the Online Enquiry form: stored, then on to the thank-you page. */
export async function saveEnquiryForm(request: Request, clientIp: string) {
  let acknowledged = false;
  const result = await submitPublicForm({
    request,
    clientIp,
    form: "enquiry",
    schema: enquirySchema,
    successMessage: "Thank you for your enquiry.",
    save: async (enquiry) => {
      const saved = await saveEnquiry(db(), enquiry, new URL(request.url).origin);
      acknowledged = saved.acknowledged;
      return saved;
    },
  });
  if (result.data.ok) {
    const reference = result.data.reference;
    const secure = new URL(request.url).protocol === "https:";
    // The reference rides to the thank-you page as a one-time cookie, not in the address, marked when the
    // acknowledgement was queued and a mail server is set up to send it (a capped one was not queued, and without
    // SMTP it only waits in the outbox: the page then promises no e-mail).
    const value = acknowledged && config().SMTP_URL ? `${reference}${MAILED}` : reference;
    // The thank-you page in the language the form was sent from.
    const thankYou = pathInLanguage(requestLanguage(request), ENQUIRY_THANK_YOU_PATH);
    throw redirect(thankYou, {
      headers: value
        ? {
            "Set-Cookie": setCookieHeader(REFERENCE_COOKIE, value, {
              ...referenceCookie(secure, thankYou),
              maxAge: 600,
            }),
          }
        : {},
    });
  }
  return result;
}

const REFERENCE_COOKIE = "enquiry_reference";
const MAILED = ".mailed";
const referenceCookie = (secure: boolean, path: string): CookieAttributes => ({
  path,
  httpOnly: true,
  sameSite: "lax",
  secure,
});

/**
 * The thank-you page's loader: the reference of the enquiry just sent and whether it was also e-mailed (read once),
 * and the cookie cleared.
 */
export function readEnquiryReference(request: Request) {
  const value = readCookie(request.headers.get("cookie"), REFERENCE_COOKIE);
  const found = value ? /^(ENQ-\d{4}-\d{5,})(\.mailed)?$/.exec(value) : null;
  const reference = found?.[1] ?? null;
  const mailed = Boolean(found?.[2]);
  // Used up by the page the reader is shown, not by the form's script following the redirect with fetch
  // (Sec-Fetch-Dest "empty") just before it opens that page.
  const shown = (request.headers.get("sec-fetch-dest") ?? "document") === "document";
  const headers: Record<string, string> =
    value && shown
      ? {
          "Set-Cookie": clearCookieHeader(
            REFERENCE_COOKIE,
            referenceCookie(
              new URL(request.url).protocol === "https:",
              pathInLanguage(requestLanguage(request), ENQUIRY_THANK_YOU_PATH),
            ),
          ),
        }
      : {};
  return { reference, mailed, headers };
}
