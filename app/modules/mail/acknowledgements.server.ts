import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { enqueueMail, type OutgoingMail } from "./outbox.server";
import { languageByCode } from "~/kernel/i18n/languages";
import { catalogueFor } from "~/kernel/i18n/catalogues.server";
import { ENGLISH, formatMessage, type MessageKey } from "~/kernel/i18n/translate";

// Anyone can type any address into a public form, so the acknowledgement it triggers is capped
// (docs/decisions/114-mail-caps-and-priorities.md): a few per recipient a day, so the school cannot be used to
// pester one person, and a ceiling an hour for all of them, so a flood of posts cannot fill the outbox. Counted
// from the outbox itself, so every instance sees the same numbers.

/** Acknowledgements one address receives in 24 hours. */
export const ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY = 3;
/** Acknowledgements to all addresses together in one hour. */
export const ACKNOWLEDGEMENTS_PER_HOUR = 100;

async function acknowledgementsSince(db: Kysely<Database> | Transaction<Database>, since: Date, to?: string) {
  let query = db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("purpose", "=", "acknowledgement")
    .where("created_at", ">=", since.toISOString());
  if (to !== undefined) query = query.where((eb) => eb(eb.fn("lower", ["to_address"]), "=", to.toLowerCase()));
  return Number((await query.executeTakeFirstOrThrow()).total);
}

/**
 * Queues a form's acknowledgement unless a cap is reached; answers the outbox id, or null when it was not queued
 * (the submission itself is kept either way, and the thank-you page then promises no e-mail).
 */
export async function enqueueAcknowledgement(
  db: Kysely<Database> | Transaction<Database>,
  mail: Omit<OutgoingMail, "purpose" | "priority">,
  now = new Date(),
) {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const dayAgo = new Date(now.getTime() - 24 * 3600_000);
  if ((await acknowledgementsSince(db, hourAgo)) >= ACKNOWLEDGEMENTS_PER_HOUR) return null;
  if ((await acknowledgementsSince(db, dayAgo, mail.to)) >= ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY) return null;
  return enqueueMail(db, { ...mail, purpose: "acknowledgement", priority: "bulk" });
}

/** The forms whose submissions are acknowledged, each with its own subject, heading and next steps. */
export type AcknowledgedForm = "enquiry" | "callback" | "contact" | "pledge" | "alumni";

/**
 * An acknowledgement's fixed words in the language of the page the form was sent from (the site's catalogue, so the
 * office's translators keep them with the rest): only the reference and the school's own facts are filled in,
 * never anything typed (decision 114).
 */
export function acknowledgementWords(
  form: AcknowledgedForm,
  code: string,
  facts: { reference: string; schoolName: string; shortName: string; phone: string },
) {
  const language = languageByCode(code) ?? ENGLISH;
  const messages = catalogueFor(language.code);
  const say = (key: MessageKey) =>
    formatMessage(language, messages, key, {
      reference: facts.reference,
      school: facts.schoolName,
      site: facts.shortName,
      phone: facts.phone,
    });
  return {
    lang: language.tag,
    subject: say(`ack.subject.${form}`),
    heading: say(`ack.heading.${form}`),
    paragraphs: [say("ack.thanks"), say(`ack.next.${form}`), say("ack.phone")],
    footer: say("ack.footer"),
  };
}
