import "~/kernel/zod-setup";
import { z } from "zod";
import { optionalEmail, wholeNumber } from "~/kernel/validation";
import { INBOX_KINDS, type InboxKind } from "./kinds";

// The office's mail settings, edited on the Outbox page: where each kind of form is notified (empty: the
// site's e-mail), whether it comes as one daily digest, how fast mail may leave, how long done items keep
// personal data.

const officeAddress = optionalEmail("Enter one valid e-mail address", {
  tooLongMessage: "Enter one e-mail address, at most 254 characters",
});

const SEND_PER_MINUTE_MESSAGE = "Messages per minute must be a whole number from 1 to 600";
const RETENTION_MESSAGE = "Keep personal data for 1 to 120 months";

const flag = z.preprocess(
  (value) => value === true || value === "true" || value === "on" || value === "1",
  z.boolean(),
);

export const mailSettingsSchema = z.object({
  officeAddresses: z.object(
    Object.fromEntries(INBOX_KINDS.map((kind) => [kind, officeAddress])) as Record<InboxKind, typeof officeAddress>,
  ),
  dailyDigest: z.object(Object.fromEntries(INBOX_KINDS.map((kind) => [kind, flag])) as Record<InboxKind, typeof flag>),
  sendPerMinute: wholeNumber(
    SEND_PER_MINUTE_MESSAGE,
    SEND_PER_MINUTE_MESSAGE,
    1,
    600,
    "Write messages per minute in digits, for example 30",
  ),
  retentionMonths: wholeNumber(
    RETENTION_MESSAGE,
    RETENTION_MESSAGE,
    1,
    120,
    "Write the months in digits, for example 24",
  ),
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
