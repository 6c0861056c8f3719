import { z } from "zod";
import { email, honeypotShape, requiredText, tenDigitPhone } from "../shared/validation";

// The footer 'REQUEST A CALL BACK' form. The spec marks an invalid field only with '*'; the UI
// shows that asterisk marker next to the field AND the readable message below, which is the one here.
const callbackRequestShape = {
  ...honeypotShape,
  name: requiredText("Please enter your name", 100, "Name must be at most 100 characters"),
  emailid: email("Please enter a valid e-mail address"),
  mobilnum: tenDigitPhone("Please enter a 10-digit phone number"),
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

/**
 * JSON body of POST /api/contact_us: either a call-back request or a contact message, nothing
 * else (unknown keys are refused; the honeypot is allowed). A body that is clearly one kind
 * reports that kind's field messages.
 */
const unknownFields = {
  error: (issue: z.core.$ZodRawIssue) => (issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : undefined),
};

export const contactUsBodySchema = z.union(
  [z.strictObject(callbackRequestShape, unknownFields), z.strictObject(contactMessageShape, unknownFields)],
  { error: "Send either a call-back request (name, emailid, mobilnum) or a contact message (name, emailid, subject, message)" },
);
export type ContactUsBody = z.infer<typeof contactUsBodySchema>;

/** True when the body is a call-back request rather than a contact message. */
export function isCallbackRequest(body: ContactUsBody): body is z.infer<(typeof contactUsBodySchema.options)[0]> {
  return "mobilnum" in body;
}
