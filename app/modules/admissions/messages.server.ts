import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { config } from "~/kernel/config";
import { nowIso } from "~/kernel/database/dialect";
import { formatDate, formatTime, todayIn, zonedInstant } from "~/kernel/dates";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { mediaStorage } from "~/kernel/storage";
import { isoDate } from "~/kernel/validation";
import { shownPhone } from "~/kernel/phone-shown";
import {
  enqueueMail,
  isDeliverableAddress,
  oneLine,
  outboxStates,
  type MailAttachment,
} from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import { getSiteSettings } from "~/modules/site/index.server";
import { assessmentInvitation } from "./invitation.server";
import { catalogueFor } from "~/kernel/i18n/catalogues.server";
import type { Translator } from "~/kernel/i18n/translate";
import { parentTranslator } from "./acknowledgement.server";
import { className, longDate } from "./ui/words";
import {
  DEFAULT_TEMPLATES,
  defaultTemplateIn,
  fillTemplate,
  isMessageStep,
  MESSAGE_STEPS,
  type MessageStep,
  type MessageTemplate,
  type SavedDetails,
} from "./messages";
import { letterLogo, offerLetterPdf, rupees } from "./offer-letter.server";
import type { ApplicationStatus, StepDetails } from "./schema";
import type { AdmissionApplicationRow } from "./tables";

// The parent's message at each step (docs/decisions/137-admission-letters.md): queued in the outbox in the same
// transaction as the status change, so a move and its message stand or fall together and the mail is retried (and
// shown as waiting while no mail server is set up); the assessment carries an .ics, the offer the letter as a PDF.

export type TemplateView = MessageTemplate & { edited: boolean; updatedAt: string | null };

export async function readTemplates(db: Kysely<Database>): Promise<Record<MessageStep, TemplateView>> {
  const rows = await db.selectFrom("admission_message_templates").selectAll().execute();
  const saved = new Map(rows.map((row) => [row.step, row]));
  return Object.fromEntries(
    MESSAGE_STEPS.map((step) => {
      const row = saved.get(step);
      return [
        step,
        row
          ? { subject: row.subject, body: row.body, edited: true, updatedAt: row.updated_at }
          : { ...DEFAULT_TEMPLATES[step], edited: false, updatedAt: null },
      ];
    }),
  ) as Record<MessageStep, TemplateView>;
}

export async function saveTemplate(
  db: Kysely<Database>,
  template: { step: MessageStep; subject: string; body: string },
  actor: AuditActor,
) {
  const before = (await readTemplates(db))[template.step];
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const values = { subject: template.subject, body: template.body, updated_by: actor.userid, updated_at: now };
    await trx
      .insertInto("admission_message_templates")
      .values({ step: template.step, ...values })
      .onConflict((oc) => oc.column("step").doUpdateSet(values))
      .execute();
    await recordAudit(trx, actor, {
      action: "update",
      entity: "admission_message_template",
      entityKey: template.step,
      before: { subject: before.subject, body: before.body },
      after: { subject: template.subject, body: template.body },
    });
  });
}

/** Back to the seeded wording. */
export async function resetTemplate(db: Kysely<Database>, step: MessageStep, actor: AuditActor) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("admission_message_templates").where("step", "=", step).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "admission_message_template", entityKey: step });
  });
}

/**
 * What the office typed for the step it moves to, checked against the school's clock: an assessment needs a date,
 * time and place not in the past; an offer needs the fee and the date it lapses (today or later). Refused on the
 * field before anything moves.
 */
export function checkStepDetails(
  status: ApplicationStatus,
  details: StepDetails,
  timeZone: string,
  now = new Date(),
): SavedDetails {
  const fields: Record<string, string> = {};
  const today = todayIn(timeZone, now);
  const realDate = (value: string) => isoDate("", "").safeParse(value).success;
  let saved: SavedDetails = {};
  if (status === "assessment_scheduled") {
    const { assessmentDate: date = "", assessmentTime: time = "", assessmentPlace: place = "" } = details;
    const timeOk = /^([01]\d|2[0-3]):[0-5]\d$/.test(time);
    if (!date) fields.assessmentDate = "The assessment's date is required";
    else if (!realDate(date)) fields.assessmentDate = "Write a real date";
    if (!time) fields.assessmentTime = "The assessment's time is required";
    else if (!timeOk) fields.assessmentTime = "Write the time as 10:30";
    if (!place) fields.assessmentPlace = "Write where the assessment takes place";
    if (!fields.assessmentDate && !fields.assessmentTime && zonedInstant(date, time, timeZone).utc <= now)
      fields.assessmentDate = "This date and time are in the past";
    saved = { date, time, place };
  }
  if (status === "offered") {
    const { offerLapses: lapses = "", offerFee: fee = "" } = details;
    if (!lapses) fields.offerLapses = "The date the offer lapses is required";
    else if (!realDate(lapses)) fields.offerLapses = "Write a real date";
    else if (lapses < today) fields.offerLapses = "This date is in the past";
    if (!fee) fields.offerFee = "The fee is required";
    else if (!/^\d{1,7}$/.test(fee) || Number(fee) < 1) fields.offerFee = "Write the fee in whole rupees, e.g. 25000";
    saved = { lapses, fee: Number(fee) };
  }
  if (Object.keys(fields).length) throw new RefusedError(400, FIX_FIELDS, fields);
  return saved;
}

/** What a step's message needs besides the application: read before the status change's transaction. */
export type MessageContext = {
  site: Awaited<ReturnType<typeof getSiteSettings>>;
  templates: Record<MessageStep, TemplateView>;
  origin: string;
  details: SavedDetails;
  now: Date;
};

/** Checks the step's details and reads what its message needs; undefined for a step without a message. */
export async function prepareStepMessage(
  db: Kysely<Database>,
  status: ApplicationStatus,
  details: StepDetails,
): Promise<MessageContext | undefined> {
  const site = await getSiteSettings(db);
  const checked = checkStepDetails(status, details, site.timeZone);
  if (!isMessageStep(status)) return undefined;
  const origin = (config().PUBLIC_URL ?? "").replace(/\/+$/, "");
  return { site, templates: await readTemplates(db), origin, details: checked, now: new Date() };
}

const parentOf = (application: AdmissionApplicationRow, t?: Translator["t"]) =>
  application.mother_name ||
  application.father_name ||
  application.guardian_name ||
  (t ? t("apply.mail.parent") : "Parent");

export const statusUrl = (origin: string, number: string, language = "en") =>
  `${origin}${language === "en" ? "" : `/${language}`}/admissions/status?number=${encodeURIComponent(number)}`;

/** The placeholders' values in the parent's language (class names and dates; what was typed stays as typed). */
function placeholderValues(application: AdmissionApplicationRow, context: MessageContext, translator: Translator) {
  const { details } = context;
  const { t } = translator;
  const english = translator.language.code === "en";
  return {
    child: application.child_name,
    number: application.number,
    class: className(t, application.class_sought),
    year: application.academic_year,
    school: context.site.schoolName,
    parent: parentOf(application, t),
    link: statusUrl(context.origin, application.number, translator.language.code),
    date: details.date ? (english ? formatDate(details.date, true) : longDate(translator, details.date, true)) : "",
    time: details.time ? formatTime(details.time) : "",
    place: details.place ?? "",
    fee: details.fee ? rupees(details.fee) : "",
    lapses: details.lapses ? longDate(translator, details.lapses) : "",
  };
}

/**
 * The wording of a step's message for this application: the office's own when it edited the step (sent as written,
 * whatever the parent's language), else the school's default in her language (decision 144).
 */
function templateFor(application: AdmissionApplicationRow, step: MessageStep, context: MessageContext) {
  const template = context.templates[step];
  return template.edited ? template : defaultTemplateIn(catalogueFor(application.language), step);
}

/** The offer letter of an application from the facts its offer message kept; undefined when none was made. */
export async function offerLetterOf(db: Kysely<Database>, application: AdmissionApplicationRow) {
  const offer = await db
    .selectFrom("admission_messages")
    .select(["details", "created_at"])
    .where("application_id", "=", application.id)
    .where("step", "=", "offered")
    .orderBy("id", "desc")
    .executeTakeFirst();
  if (!offer) return undefined;
  const site = await getSiteSettings(db);
  const origin = (config().PUBLIC_URL ?? "").replace(/\/+$/, "");
  return letterFor(application, JSON.parse(offer.details) as SavedDetails, site, origin, new Date(offer.created_at));
}

async function letterFor(
  application: AdmissionApplicationRow,
  details: SavedDetails,
  site: MessageContext["site"],
  origin: string,
  at: Date,
) {
  return offerLetterPdf({
    schoolName: site.schoolName,
    address: site.address,
    phone: shownPhone(site.phone).text,
    email: site.email,
    logo: await letterLogo(site.logoUrl, mediaStorage()),
    letterDate: todayIn(site.timeZone, at),
    applicationNumber: application.number,
    parentName: parentOf(application),
    childName: application.child_name,
    className: application.class_sought,
    academicYear: application.academic_year,
    fee: details.fee ?? 0,
    lapses: details.lapses ?? "",
    principalName: site.principalName,
    statusUrl: origin ? `${origin}/admissions/status` : "",
  });
}

export const offerLetterName = (number: string) => `offer-letter-${number}.pdf`;

/**
 * Queues the step's message to the parent in the status change's transaction, and keeps which message it was with
 * the details typed for it. A parent's address that cannot be sent to is recorded as a message never queued.
 */
export async function sendStepMessage(
  trx: Transaction<Database>,
  application: AdmissionApplicationRow,
  step: MessageStep,
  context: MessageContext,
) {
  const translator = parentTranslator(application.language);
  const template = templateFor(application, step, context);
  // An office-edited wording is in the office's words, so its surroundings stay in English with it.
  const words = template === context.templates[step] ? parentTranslator("en") : translator;
  const values = placeholderValues(application, context, words);
  const attachments: MailAttachment[] = [];
  const { details, site } = context;
  if (step === "assessment_scheduled" && details.date && details.time)
    attachments.push({
      filename: "assessment.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
      content: Buffer.from(
        assessmentInvitation({
          applicationNumber: application.number,
          childName: application.child_name,
          className: application.class_sought,
          schoolName: site.schoolName,
          date: details.date,
          time: details.time,
          place: details.place ?? "",
          timeZone: site.timeZone,
          origin: context.origin,
          sentAt: context.now,
        }),
      ),
    });
  if (step === "offered")
    attachments.push({
      filename: offerLetterName(application.number),
      contentType: "application/pdf",
      content: await letterFor(application, details, site, context.origin, context.now),
    });
  let outboxId: number | null = null;
  if (isDeliverableAddress(application.email)) {
    const body = renderMail({
      schoolName: site.schoolName,
      lang: words.language.tag,
      heading: oneLine(fillTemplate(template.subject, values), 200),
      paragraphs: fillTemplate(template.body, values)
        .split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean),
      details: [
        [words.t("apply.mail.application"), application.number],
        [words.t("apply.mail.child"), application.child_name],
        [words.t("apply.mail.class"), values.class],
      ],
      action: context.origin ? { label: words.t("apply.submitted.status"), url: values.link } : undefined,
      footer: words.t("apply.ack.footer"),
    });
    outboxId = await enqueueMail(trx, {
      purpose: "reply",
      to: application.email,
      replyTo: isDeliverableAddress(site.email) ? site.email : null,
      subject: oneLine(fillTemplate(template.subject, values)),
      ...body,
      attachments,
    });
  }
  await trx
    .insertInto("admission_messages")
    .values({
      application_id: application.id,
      step,
      outbox_id: outboxId,
      details: JSON.stringify(details),
      created_at: context.now.toISOString(),
    })
    .execute();
}

/** The messages an application was sent, newest first, with where each stands in the outbox. */
export async function listApplicationMessages(db: Kysely<Database>, applicationId: number) {
  const rows = await db
    .selectFrom("admission_messages")
    .select(["id", "step", "outbox_id", "details", "created_at"])
    .where("application_id", "=", applicationId)
    .orderBy("id", "desc")
    .execute();
  const states = await outboxStates(
    db,
    rows.flatMap((row) => (row.outbox_id === null ? [] : [row.outbox_id])),
  );
  return rows.map((row) => ({
    id: row.id,
    step: row.step,
    createdAt: row.created_at,
    details: JSON.parse(row.details) as SavedDetails,
    state: row.outbox_id === null ? ("not_sent" as const) : (states.get(row.outbox_id)?.status ?? "deleted"),
    lastError: row.outbox_id === null ? null : (states.get(row.outbox_id)?.lastError ?? null),
  }));
}

/** Whether an application has an offer letter (it was offered a seat at some point). */
export async function hasOfferLetter(db: Kysely<Database>, applicationId: number) {
  const row = await db
    .selectFrom("admission_messages")
    .select("id")
    .where("application_id", "=", applicationId)
    .where("step", "=", "offered")
    .executeTakeFirst();
  return Boolean(row);
}
