import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { config } from "~/kernel/config";
import {
  acknowledgementWords,
  enqueueAcknowledgement,
  enqueueMail,
  isDeliverableAddress,
  oneLine,
} from "~/modules/mail/index.server";
import { currentFormLanguage } from "~/kernel/i18n/form-language.server";
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
  // In the language of the page the form was sent from (decision 139), from the site's catalogue.
  const words = acknowledgementWords(submission.kind, currentFormLanguage(), {
    reference,
    schoolName: site.schoolName,
    shortName: site.shortName,
    phone: site.phone,
  });
  const acknowledged =
    senderAddress !== null &&
    (await enqueueAcknowledgement(trx, {
      to: senderAddress,
      replyTo: isDeliverableAddress(office) ? office : null,
      inboxItemId: item.id,
      subject: oneLine(words.subject, 200),
      ...renderMail({
        schoolName: site.schoolName,
        lang: words.lang,
        heading: words.heading,
        paragraphs: words.paragraphs,
        footer: words.footer,
      }),
    })) !== null;
  return { reference, itemId: item.id, acknowledged };
}
