import "~/kernel/zod-setup";
import { z } from "zod";
import { optionalEmail } from "~/kernel/validation";
import { INBOX_KINDS, type InboxKind } from "./kinds";

// The office's mail settings, edited on the Outbox page: where each kind of form is notified (empty: the
// site's e-mail), whether it comes as one daily digest, how fast mail may leave, how long done items keep
// personal data.

const officeAddress = optionalEmail("Enter one valid e-mail address", {
  tooLongMessage: "Enter one e-mail address, at most 254 characters",
});

const flag = z.preprocess(
  (value) => value === true || value === "true" || value === "on" || value === "1",
  z.boolean(),
);

export const mailSettingsSchema = z.object({
  officeAddresses: z.object(
    Object.fromEntries(INBOX_KINDS.map((kind) => [kind, officeAddress])) as Record<InboxKind, typeof officeAddress>,
  ),
  dailyDigest: z.object(Object.fromEntries(INBOX_KINDS.map((kind) => [kind, flag])) as Record<InboxKind, typeof flag>),
  sendPerMinute: z.coerce
    .number({ error: "Messages per minute must be a whole number from 1 to 600" })
    .int({ error: "Messages per minute must be a whole number from 1 to 600" })
    .min(1, { error: "Messages per minute must be a whole number from 1 to 600" })
    .max(600, { error: "Messages per minute must be a whole number from 1 to 600" }),
  retentionMonths: z.coerce
    .number({ error: "Keep personal data for 1 to 120 months" })
    .int({ error: "Keep personal data for 1 to 120 months" })
    .min(1, { error: "Keep personal data for 1 to 120 months" })
    .max(120, { error: "Keep personal data for 1 to 120 months" }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

export const DEFAULT_MAIL_SETTINGS: MailSettings = {
  officeAddresses: { enquiry: "", callback: "", contact: "", pledge: "", alumni: "" },
  dailyDigest: { enquiry: false, callback: false, contact: false, pledge: false, alumni: false },
  sendPerMinute: 30,
  retentionMonths: 24,
};

/** The settings form's flat fields (office.enquiry, digest.enquiry, ...) as the schema's shape. */
export function mailSettingsFromForm(form: Record<string, unknown>) {
  return {
    officeAddresses: Object.fromEntries(INBOX_KINDS.map((kind) => [kind, form[`office.${kind}`]])),
    dailyDigest: Object.fromEntries(INBOX_KINDS.map((kind) => [kind, form[`digest.${kind}`]])),
    sendPerMinute: form.sendPerMinute,
    retentionMonths: form.retentionMonths,
  };
}
