import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import { recordAudit } from "~/kernel/audit.server";
import { nowIso } from "~/kernel/database/dialect";
import { withinTransaction } from "~/kernel/database/within-transaction";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage";
import { createAdmittedStudent, storeStudentPhoto } from "~/modules/records/index.server";
import { findApplicationByNumber, listApplicationDocuments, listStatusChanges } from "./queries.server";
import { assertSeatFree } from "./seats.server";
import { ADMITTABLE, STATUS_LABELS, STATUS_MOVES, type ApplicationStatus, type StepDetails } from "./schema";
import type { AdmissionApplicationRow } from "./tables";
import { isMessageStep } from "./messages";
import { prepareStepMessage, sendStepMessage } from "./messages.server";
import { wakeMailSender } from "~/modules/mail/index.server";

// The office's writes, one command each for the dashboard and the JSON API: a status change with its note, and
// admitting, which creates the student record through the records module in the same transaction.

export const APPLICATION_NOT_FOUND = "No application has that number.";

async function applicationOrRefuse(db: Kysely<Database>, number: string) {
  const application = await findApplicationByNumber(db, number);
  if (!application || application.status === "draft") throw new RefusedError(404, APPLICATION_NOT_FOUND);
  return application;
}

/** One application with its documents and history, for the office. */
export async function readApplicationForOffice(db: Kysely<Database>, number: string) {
  const application = await applicationOrRefuse(db, number);
  const [documents, history] = await Promise.all([
    listApplicationDocuments(db, application.id),
    listStatusChanges(db, application.id),
  ]);
  return { application: officeView(application), documents, history };
}

/** The application as the office and the API read it (no key hash). */
export function officeView(application: AdmissionApplicationRow) {
  const { access_hash: _hash, ...rest } = application;
  return rest;
}

export async function changeApplicationStatus(
  db: Kysely<Database>,
  number: string,
  change: { status: ApplicationStatus; note: string } & StepDetails,
  actor: AuditActor,
) {
  const result = await withinTransaction(db, (trx) => moveApplicationIn(trx, number, change, actor));
  wakeMailSender();
  return result;
}

/**
 * One move inside the caller's transaction (a single change, one of a bulk move, or a payment's verification): the
 * step's details checked, the move, its history and audit, and the parent's message queued in the same transaction.
 */
export async function moveApplicationIn(
  trx: Transaction<Database>,
  number: string,
  change: { status: ApplicationStatus; note: string } & StepDetails,
  actor: AuditActor,
) {
  const message = await prepareStepMessage(trx, change.status, change);
  const application = await applicationOrRefuse(trx, number);
  const from = application.status as ApplicationStatus;
  if (!STATUS_MOVES[from].includes(change.status))
    throw new RefusedError(409, FIX_FIELDS, {
      status: `An application that is "${STATUS_LABELS[from]}" cannot be moved to "${STATUS_LABELS[change.status]}"`,
    });
  if (change.status === "offered") await assertSeatFree(trx, application);
  const now = nowIso();
  await trx
    .updateTable("admission_applications")
    .set({ status: change.status, updated_at: now })
    .where("id", "=", application.id)
    .where("status", "=", from)
    .execute();
  await recordStatusChange(
    trx,
    actor,
    { id: application.id, number, from, to: change.status, note: change.note, now },
    {
      note: change.note,
    },
  );
  if (message && isMessageStep(change.status)) await sendStepMessage(trx, application, change.status, message);
  return { number, status: change.status };
}

/** A move's line in the application's history and its audit entry (`detail` beside the new status), in its transaction. */
async function recordStatusChange(
  trx: Transaction<Database>,
  actor: AuditActor,
  move: { id: number; number: string; from: ApplicationStatus; to: ApplicationStatus; note: string; now: string },
  detail: Record<string, unknown>,
) {
  await trx
    .insertInto("admission_status_changes")
    .values({
      application_id: move.id,
      from_status: move.from,
      to_status: move.to,
      note: move.note,
      changed_by: actor.userid,
      changed_at: move.now,
    })
    .execute();
  await recordAudit(trx, actor, {
    action: "update",
    entity: "admission_application",
    entityKey: move.number,
    before: { status: move.from },
    after: { status: move.to, ...detail },
  });
}

/**
 * Admits an offered application: the student record is made from the application (the office adds only the
 * admission number, section and, when the parent left it out, Aadhaar), and each points at the other.
 */
export async function admitApplication(
  db: Kysely<Database>,
  number: string,
  admission: { admissionNumber: string; section: string; aadhaar: string },
  actor: AuditActor,
) {
  const message = await prepareStepMessage(db, "admitted", {});
  const storage = mediaStorage();
  const photoKey = await copyPhotograph(db, storage, number);
  const admitted = await db
    .transaction()
    .execute(async (trx) => {
      const application = await applicationOrRefuse(trx, number);
      const from = application.status as ApplicationStatus;
      if (!ADMITTABLE.includes(from))
        throw new RefusedError(409, "Only an application with a seat offered can be admitted.");
      const studentKey = await createAdmittedStudent(
        trx,
        {
          stdadmid: admission.admissionNumber,
          stdaadhar: admission.aadhaar,
          stdname: application.child_name,
          studentclass: application.class_sought,
          section: admission.section,
          contactnum: application.phone,
          emailid: application.email,
          address: application.address,
          gender: application.gender as "male" | "female" | "other",
          admissionyear: application.academic_year.slice(0, 4),
        },
        actor,
        photoKey,
      ).catch((error: unknown) => {
        // The records' field names are not on this form: their messages go to the admit form's own fields.
        if (error instanceof RefusedError && error.fields.stdadmid)
          throw new RefusedError(error.status, FIX_FIELDS, { admissionNumber: error.fields.stdadmid });
        throw error;
      });
      const now = nowIso();
      await trx
        .updateTable("admission_applications")
        .set({ status: "admitted", student_key: studentKey, updated_at: now })
        .where("id", "=", application.id)
        .execute();
      const move = { id: application.id, number, from, to: "admitted" as const, now };
      await recordStatusChange(trx, actor, { ...move, note: `Student record ${studentKey}` }, { student: studentKey });
      if (message) await sendStepMessage(trx, application, "admitted", message);
      return { number, status: "admitted" as const, student: studentKey };
    })
    .catch(async (error: unknown) => {
      if (photoKey) await storage.delete(photoKey).catch(() => undefined);
      throw error;
    });
  wakeMailSender();
  return admitted;
}

/** The application's photograph, copied for the student record before the admit transaction (undefined if none). */
async function copyPhotograph(db: Kysely<Database>, storage: MediaStorage, number: string) {
  const application = await findApplicationByNumber(db, number);
  if (!application || !ADMITTABLE.includes(application.status as ApplicationStatus)) return null;
  const documents = await listApplicationDocuments(db, application.id);
  const photograph = documents.find((document) => document.kind === "photograph");
  const stored = photograph ? await storage.get(photograph.storage_key) : undefined;
  if (!stored) return null;
  const picture = Buffer.concat((await stored.body.toArray()) as Buffer[]);
  return storeStudentPhoto(storage, picture);
}
