import { z } from "zod";
import { phoneNumber } from "~/kernel/phone";
import { email, honeypotShape, refuseUnknownFields, requiredText } from "~/kernel/validation";

// The footer 'REQUEST A CALL BACK' form. The spec marks an invalid field only with '*'; the UI
// shows that asterisk marker next to the field AND the readable message below, which is the one here.
const callbackRequestShape = {
  ...honeypotShape,
  name: requiredText("Please enter your name", 100, "Name must be at most 100 characters"),
  emailid: email("Please enter a valid e-mail address"),
  mobilnum: phoneNumber({ required: "Please enter your phone number", label: "This phone number" }),
};

// The Contact Us page form; the spec only had the browser's own required checks, these add readable messages.
const contactMessageShape = {
  ...honeypotShape,
  name: requiredText("Please enter your name", 100, "Name must be at most 100 characters"),
  emailid: email("Please enter a valid e-mail address"),
  subject: requiredText("Please enter a subject", 150, "Subject must be at most 150 characters"),
  message: requiredText("Please enter your message", 4000, "Message must be at most 4000 characters"),
};

/** Footer call-back form (extra form fields are ignored). */
export const callbackRequestSchema = z.object(callbackRequestShape);
export type CallbackRequest = z.infer<typeof callbackRequestSchema>;

/** Contact page form (extra form fields are ignored). */
export const contactMessageSchema = z.object(contactMessageShape);
export type ContactMessage = z.infer<typeof contactMessageSchema>;

const callbackRequestBodySchema = z.strictObject(callbackRequestShape, refuseUnknownFields);
const contactMessageBodySchema = z.strictObject(contactMessageShape, refuseUnknownFields);
type CallbackRequestBody = z.infer<typeof callbackRequestBodySchema>;
type ContactMessageBody = z.infer<typeof contactMessageBodySchema>;

const WHICH_BODY =
  "Send either a call-back request (name, emailid, mobilnum) or a contact message (name, emailid, subject, message)";

/** Which kind of body this is by its keys: mobilnum alone means a call-back, subject or message a contact message. */
function bodyKind(value: unknown): "callback" | "contact" | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const has = (key: string) => Object.hasOwn(value, key);
  const contact = has("subject") || has("message");
  if (has("mobilnum") && !contact) return "callback";
  if (contact && !has("mobilnum")) return "contact";
  return undefined;
}

/**
 * JSON body of POST /api/contact_us: either a call-back request or a contact message, nothing
 * else (unknown keys are refused; the honeypot is allowed). The body's keys tell which kind it is,
 * so a bad value (even of the wrong type) is reported under its own field with that kind's message.
 */
export const contactUsBodySchema = z.unknown().transform((value, ctx): CallbackRequestBody | ContactMessageBody => {
  const kind = bodyKind(value);
  if (!kind) {
    ctx.addIssue({ code: "custom", message: WHICH_BODY, path: [] });
    return z.NEVER;
  }
  const parsed = (kind === "callback" ? callbackRequestBodySchema : contactMessageBodySchema).safeParse(value);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});
export type ContactUsBody = z.infer<typeof contactUsBodySchema>;

/** True when the body is a call-back request rather than a contact message. */
export function isCallbackRequest(body: ContactUsBody): body is CallbackRequestBody {
  return "mobilnum" in body;
}
