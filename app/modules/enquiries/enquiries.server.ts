import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import { wakeMailSender } from "~/modules/mail/index.server";
import { receiveSubmission } from "~/modules/help-desk/index.server";
import { recordPrivacyConsent } from "~/modules/notices/index.server";
import type { Enquiry } from "./schema";
import { formatPhone } from "~/kernel/phone-number";

/**
 * Stores an Online Enquiry form (the honeypot field is never stored) with its help-desk row, the
 * office's notification and the parent's acknowledgement, all in one transaction.
 */
export async function saveEnquiry(db: Kysely<Database>, enquiry: Enquiry, requestOrigin: string) {
  const createdat = nowIso();
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("enquiries")
      .values({
        studentName: enquiry.studentName,
        parentName: enquiry.parentName,
        occupation: enquiry.occupation,
        address: enquiry.address,
        presentSchool: enquiry.presentSchool,
        admissionSought: enquiry.admissionSought,
        phone: enquiry.phone,
        email: enquiry.email,
        daycareRequest: enquiry.daycareRequest ? 1 : 0,
        remarks: enquiry.remarks,
        createdat,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { reference, acknowledged } = await receiveSubmission(
      trx,
      {
        kind: "enquiry",
        sourceId: row.id,
        receivedAt: createdat,
        name: enquiry.parentName,
        email: enquiry.email,
        phone: enquiry.phone,
        summary: [`Student: ${enquiry.studentName}`, enquiry.remarks].filter(Boolean).join("\n"),
        details: [
          ["Student", enquiry.studentName],
          ["Parent", enquiry.parentName],
          ["Occupation", enquiry.occupation ?? ""],
          ["Address", enquiry.address ?? ""],
          ["Present school", enquiry.presentSchool ?? ""],
          ["Class sought", enquiry.admissionSought ?? ""],
          ["Phone", formatPhone(enquiry.phone)],
          ["E-mail", enquiry.email],
          ["Day care", enquiry.daycareRequest ? "Yes" : "No"],
          ["Remarks", enquiry.remarks ?? ""],
        ],
      },
      requestOrigin,
    );
    await recordPrivacyConsent(trx, { form: "enquiry", reference });
    return { id: row.id, reference, acknowledged };
  });
  wakeMailSender();
  return { id: saved.id, createdat, reference: saved.reference, acknowledged: saved.acknowledged };
}

/** The administrators' list, newest first; daycareRequest as a boolean. */
export async function listEnquiries(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("enquiries")
    .select([
      "id",
      "studentName",
      "parentName",
      "occupation",
      "address",
      "presentSchool",
      "admissionSought",
      "phone",
      "email",
      "daycareRequest",
      "remarks",
      "createdat",
    ])
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, daycareRequest: row.daycareRequest === 1 }));
}
