import { randomBytes } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { enqueueMail, wakeMailSender } from "~/modules/mail/index.server";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { acknowledgeApplication, parentTranslator, type AcknowledgementFacts } from "./acknowledgement.server";
import { renderMail } from "~/modules/mail";
import { currentNotice, recordPrivacyConsent } from "~/modules/notices/index.server";
import { sha256, newSecret } from "./access.server";
import { assertFeeGiven } from "./payments.server";
import { findApplicationById, findLikelyDuplicate, listApplicationDocuments } from "./queries.server";
import {
  APPLICATION_STEPS,
  PRIVACY_NOTICE_CHANGED,
  type ApplicationStep,
  type ChildStep,
  type FamilyStep,
  type TransportStep,
} from "./schema";
import { ageRefusal, documentsAskedFor, DOCUMENT_LABELS, openClasses, type AdmissionsSettings } from "./settings";
import type { AdmissionApplicationRow } from "./tables";

// The parent's writes: start, each step, submit, and the two ways back in (number + date of birth, e-mailed link).

export const ADMISSIONS_CLOSED = "Online applications are closed at the moment.";
export const RESUME_NOT_FOUND = "No application matches that number and date of birth.";
export const RESUME_LINK_SPENT = "This link has already been used or has expired. Ask for a new one.";
const RESUME_LINK_DAYS = 30;

const stepIndex = (step: string) => APPLICATION_STEPS.indexOf(step as ApplicationStep);
const furthest = (saved: string, step: ApplicationStep) => (stepIndex(step) > stepIndex(saved) ? step : saved);

/** A new draft for the year the office opened; its number (ADM-2027-00001) and the browser's key. */
export async function startApplication(db: Kysely<Database>, settings: AdmissionsSettings, language = "en") {
  if (!settings.open) throw new RefusedError(409, ADMISSIONS_CLOSED);
  const secret = newSecret();
  const now = nowIso();
  const year = settings.academicYear;
  const created = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("admission_applications")
      .values({
        number: `NEW-${randomBytes(6).toString("hex")}`,
        academic_year: year,
        status: "draft",
        saved_step: "child",
        language,
        access_hash: sha256(secret),
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const number = `ADM-${year.slice(0, 4)}-${String(row.id).padStart(5, "0")}`;
    await trx.updateTable("admission_applications").set({ number }).where("id", "=", row.id).execute();
    return { id: row.id, number };
  });
  return { ...created, secret };
}

/** A step can be changed while the application is a draft (documents also while the office asks for them). */
export function assertEditable(application: AdmissionApplicationRow, step: ApplicationStep) {
  if (application.status === "draft") return;
  if (step === "documents" && application.status === "documents_needed") return;
  throw new RefusedError(409, "This application has been submitted; it can no longer be changed here.");
}

async function saveStep(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  step: ApplicationStep,
  values: Partial<Omit<AdmissionApplicationRow, "id">>,
) {
  assertEditable(application, step);
  await db
    .updateTable("admission_applications")
    .set({ ...values, saved_step: furthest(application.saved_step, step), updated_at: nowIso() })
    .where("id", "=", application.id)
    .execute();
}

/** The child: the class must be open and the age on the cut-off date must fit its rule (a message on the field). */
export async function saveChildStep(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  child: ChildStep,
  settings: AdmissionsSettings,
) {
  if (!openClasses(settings).includes(child.classSought as never))
    throw new RefusedError(400, FIX_FIELDS, { classSought: "Applications are not open for this class" });
  const tooYoungOrOld = ageRefusal(settings, child.classSought, child.dateOfBirth);
  if (tooYoungOrOld) throw new RefusedError(400, FIX_FIELDS, { dateOfBirth: tooYoungOrOld });
  await saveStep(db, application, "child", {
    child_name: child.childName,
    date_of_birth: child.dateOfBirth,
    gender: child.gender,
    class_sought: child.classSought,
    boarding: child.boarding,
    previous_school: child.previousSchool,
    aadhaar: child.aadhaar,
  });
}

export const saveFamilyStep = (db: Kysely<Database>, application: AdmissionApplicationRow, family: FamilyStep) =>
  saveStep(db, application, "family", {
    father_name: family.fatherName,
    mother_name: family.motherName,
    guardian_name: family.guardianName,
    phone: family.phone,
    other_phone: family.otherPhone,
    email: family.email,
    occupation: family.occupation,
    address: family.address,
  });

export const saveTransportStep = (
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  transport: TransportStep,
) =>
  saveStep(db, application, "transport", {
    needs_transport: transport.needsTransport === "yes" ? 1 : 0,
    transport_route: transport.needsTransport === "yes" ? transport.transportRoute : "",
    pickup_point: transport.needsTransport === "yes" ? transport.pickupPoint : "",
  });

/** Moving on from the documents step: every document the class asks for must be there. */
export async function finishDocumentsStep(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  settings: AdmissionsSettings,
) {
  const missing = await missingDocuments(db, application, settings);
  if (missing.length)
    throw new RefusedError(
      400,
      FIX_FIELDS,
      Object.fromEntries(missing.map((kind) => [`file_${kind}`, `Upload the ${DOCUMENT_LABELS[kind].toLowerCase()}`])),
    );
  await saveStep(db, application, "documents", {});
}

export async function missingDocuments(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  settings: AdmissionsSettings,
) {
  const uploaded = new Set((await listApplicationDocuments(db, application.id)).map((document) => document.kind));
  return documentsAskedFor(settings, application.class_sought).filter((kind) => !uploaded.has(kind));
}

/** The declarations, with the privacy notice version the parent's page showed (refused if it is no longer current). */
export async function saveDeclarations(db: Kysely<Database>, application: AdmissionApplicationRow, version: number) {
  if (version !== (await currentNotice(db, "privacy")).version)
    throw new RefusedError(400, FIX_FIELDS, { privacy: PRIVACY_NOTICE_CHANGED });
  await saveStep(db, application, "declarations", { privacy_notice_version: String(version), declared_at: nowIso() });
}

/**
 * Submits a complete draft: every step saved (the age checked again, settings may have changed), the documents
 * there; a likely duplicate is noted for the office, never refused.
 */
export async function submitApplication(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  settings: AdmissionsSettings,
  acknowledgement: AcknowledgementFacts,
) {
  assertEditable(application, "review");
  if (stepIndex(application.saved_step) < stepIndex("declarations") || !application.declared_at)
    throw new RefusedError(400, "Some steps are not finished yet: go back and complete each one.");
  const tooYoungOrOld = ageRefusal(settings, application.class_sought, application.date_of_birth);
  if (tooYoungOrOld) throw new RefusedError(400, tooYoungOrOld);
  if ((await missingDocuments(db, application, settings)).length)
    throw new RefusedError(400, "A document is missing: go back to the documents step.");
  await assertFeeGiven(db, application, settings);
  const duplicateOf = await findLikelyDuplicate(db, application);
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admission_applications")
      .set({
        status: "submitted",
        submitted_at: now,
        updated_at: now,
        duplicate_of: duplicateOf ?? null,
        // The language she submitted in is the one her messages go out in (decision 144).
        language: acknowledgement.language,
      })
      .where("id", "=", application.id)
      .where("status", "=", "draft")
      .execute();
    await trx
      .insertInto("admission_status_changes")
      .values({
        application_id: application.id,
        from_status: "draft",
        to_status: "submitted",
        note: "",
        changed_at: now,
      })
      .execute();
    await recordPrivacyConsent(trx, {
      form: "admission",
      reference: application.number,
      version: Number(application.privacy_notice_version),
    });
    await acknowledgeApplication(trx, { ...application, language: acknowledgement.language }, acknowledgement);
  });
  wakeMailSender();
}

/** The number and the child's date of birth open the application again: a new key for this browser. */
export async function resumeByNumber(db: Kysely<Database>, number: string, dateOfBirth: string) {
  const found = await db
    .selectFrom("admission_applications")
    .select(["id", "date_of_birth", "status"])
    .where("number", "=", number)
    .executeTakeFirst();
  if (!found || found.date_of_birth !== dateOfBirth) throw new RefusedError(404, RESUME_NOT_FOUND);
  return rekey(db, found.id);
}

async function rekey(db: Kysely<Database> | Transaction<Database>, id: number) {
  const secret = newSecret();
  await db
    .updateTable("admission_applications")
    .set({ access_hash: sha256(secret) })
    .where("id", "=", id)
    .execute();
  return { id, secret };
}

/** E-mails a single-use link (30 days) to come back to a draft; only the token's hash is stored. */
export async function sendResumeLink(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  to: string,
  mail: { origin: string; schoolName: string; language: string },
) {
  const recent = await db
    .selectFrom("admission_resume_tokens")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("application_id", "=", application.id)
    .where("created_at", ">", new Date(Date.now() - 86_400_000).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(recent.total) >= 5)
    throw new RefusedError(429, "Five links were sent today for this application. Use the latest one.");
  const token = newSecret();
  const now = new Date();
  const { t, language } = parentTranslator(mail.language);
  const url = `${mail.origin}${pathInLanguage(language.code, `/admissions/resume/${token}`)}`;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("admission_resume_tokens")
      .values({
        application_id: application.id,
        token_hash: sha256(token),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + RESUME_LINK_DAYS * 86_400_000).toISOString(),
      })
      .execute();
    const body = renderMail({
      schoolName: mail.schoolName,
      lang: language.tag,
      heading: t("apply.resumeMail.heading", { number: application.number }),
      paragraphs: [t("apply.resumeMail.asked"), t("apply.resumeMail.once", { days: RESUME_LINK_DAYS })],
      action: { label: t("apply.status.resume"), url },
      footer: t("apply.resumeMail.footer"),
    });
    await enqueueMail(trx, {
      purpose: "reply",
      priority: "security",
      to,
      subject: t("apply.resumeMail.subject", { number: application.number }),
      ...body,
    });
  });
  wakeMailSender();
}

/** Uses an e-mailed link: once, within 30 days, and only while the application can still be changed. */
export async function resumeByToken(db: Kysely<Database>, token: string) {
  return db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("admission_resume_tokens")
      .selectAll()
      .where("token_hash", "=", sha256(token))
      .executeTakeFirst();
    if (!found || found.used_at || found.expires_at < nowIso()) throw new RefusedError(410, RESUME_LINK_SPENT);
    const application = await findApplicationById(trx, found.application_id);
    if (!application || !["draft", "documents_needed"].includes(application.status))
      throw new RefusedError(410, RESUME_LINK_SPENT);
    await trx.updateTable("admission_resume_tokens").set({ used_at: nowIso() }).where("id", "=", found.id).execute();
    return rekey(trx, found.application_id);
  });
}
