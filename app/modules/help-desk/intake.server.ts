import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { config } from "~/kernel/config";
import { enqueueAcknowledgement, enqueueMail, isDeliverableAddress, oneLine } from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import { getSiteSettings } from "~/modules/site/index.server";
import { INBOX_KIND_SINGULAR, referenceFor, type InboxKind } from "./kinds";
import { getMailSettings } from "./mail-settings.server";

// The one way a public form's submission enters the help desk: in the transaction that stores the form,
// the help-desk row with its reference, the office's notification (unless the kind goes out as a
// daily digest) and the sender's acknowledgement are written too, so a message exists exactly when the
// submission does.

export type Submission = {
  kind: InboxKind;
  sourceId: number;
  receivedAt: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The free text of the form (message, remarks), for the list and the search. */
  summary: string | null;
  /** Every field as the office should read it. */
  details: [string, string][];
};

const NEXT_STEPS: Record<InboxKind, string> = {
  enquiry:
    "The admissions office reads every enquiry and will contact you by phone or e-mail within two working days to explain the admission steps and arrange a visit.",
  callback: "Someone from the school office will call you back during office hours, usually within two working days.",
  contact: "The school office will answer you by e-mail, usually within two working days.",
  pledge:
    "The school office will contact you to arrange your donation. Nothing is paid online, and nobody from the school will ask for card or bank passwords.",
  alumni: "The alumni coordinator will confirm your registration by e-mail.",
};

/** Where links in e-mail point: PUBLIC_URL when set, else the address the form was posted to. */
export function siteBaseUrl(requestOrigin: string) {
  return (config().PUBLIC_URL ?? requestOrigin).replace(/\/+$/, "");
}

export function dashboardItemUrl(baseUrl: string, itemId: number) {
  return `${baseUrl}/welcome/inbox/${itemId}`;
}

/**
 * Stores the help-desk row and queues the office's notification and the acknowledgement (unless its caps are
 * reached); answers the reference and whether the acknowledgement was queued.
 */
export async function receiveSubmission(trx: Transaction<Database>, submission: Submission, requestOrigin: string) {
  const [site, mail] = await Promise.all([getSiteSettings(trx), getMailSettings(trx)]);
  const reference = referenceFor(submission.kind, submission.sourceId, submission.receivedAt);
  const item = await trx
    .insertInto("inbox_items")
    .values({
      kind: submission.kind,
      source_id: submission.sourceId,
      reference,
      name: submission.name,
      email: submission.email,
      phone: submission.phone,
      summary: submission.summary,
      received_at: submission.receivedAt,
      updated_at: submission.receivedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await trx
    .insertInto("inbox_events")
    .values({ item_id: item.id, event: "received", created_at: submission.receivedAt })
    .execute();

  const singular = INBOX_KIND_SINGULAR[submission.kind];
  const office = mail.officeAddresses[submission.kind] || site.email;
  const senderAddress = isDeliverableAddress(submission.email) ? submission.email : null;
  const details: [string, string][] = [["Reference", reference], ...submission.details];

  if (!mail.dailyDigest[submission.kind] && isDeliverableAddress(office)) {
    await enqueueMail(trx, {
      purpose: "notification",
      to: office,
      replyTo: senderAddress,
      inboxItemId: item.id,
      subject: oneLine(`New ${singular} ${reference}: ${submission.name}`, 200),
      ...renderMail({
        schoolName: site.schoolName,
        heading: `New ${singular} ${reference}`,
        paragraphs: [`${oneLine(submission.name, 200)} sent a ${singular} through the website.`],
        details,
        action: {
          label: "Open it in the dashboard",
          url: dashboardItemUrl(siteBaseUrl(requestOrigin), item.id),
        },
        footer: "Sent by the school website to the office address in the mail settings.",
      }),
    });
  }

  // Whatever was typed stays out of the acknowledgement: anyone can type anyone's address, and the school must
  // not carry a stranger's words or links in its name (docs/decisions/114-mail-caps-and-priorities.md).
  const acknowledged =
    senderAddress !== null &&
    (await enqueueAcknowledgement(trx, {
      to: senderAddress,
      replyTo: isDeliverableAddress(office) ? office : null,
      inboxItemId: item.id,
      subject: oneLine(`We received your ${singular} (${reference})`, 200),
      ...renderMail({
        schoolName: site.schoolName,
        heading: `Thank you, we received your ${singular}`,
        paragraphs: [
          `Thank you for writing to ${site.schoolName}. Your reference is ${reference}; please mention it if you contact the office about this.`,
          `What happens next: ${NEXT_STEPS[submission.kind]}`,
          `You can reach the office at ${site.phone}.`,
        ],
        footer: `You receive this message because this address was entered on the ${site.shortName} website. If that was not you, please ignore it.`,
      }),
    })) !== null;
  return { reference, itemId: item.id, acknowledged };
}
