import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import { wakeMailSender } from "~/modules/mail/index.server";
import { receiveSubmission } from "~/modules/help-desk/index.server";
import { recordPrivacyConsent } from "~/modules/notices/index.server";
import { isCallbackRequest, type ContactUsBody } from "./schema";
import { formatPhone } from "~/kernel/phone-number";

/**
 * Stores a call-back request or a contact message (the honeypot field is never stored) with its
 * help-desk row, the office's notification and the acknowledgement, in one transaction.
 */
export async function saveContactRequest(db: Kysely<Database>, body: ContactUsBody, requestOrigin: string) {
  const createdat = nowIso();
  const row = isCallbackRequest(body)
    ? {
        kind: "callback" as const,
        name: body.name,
        emailid: body.emailid,
        mobilnum: body.mobilnum,
        subject: null,
        message: null,
        createdat,
      }
    : {
        kind: "contact" as const,
        name: body.name,
        emailid: body.emailid,
        mobilnum: null,
        subject: body.subject,
        message: body.message,
        createdat,
      };
  const saved = await db.transaction().execute(async (trx) => {
    const { id } = await trx.insertInto("contact_requests").values(row).returning("id").executeTakeFirstOrThrow();
    const { reference } = await receiveSubmission(
      trx,
      {
        kind: row.kind,
        sourceId: id,
        receivedAt: createdat,
        name: row.name,
        email: row.emailid,
        phone: row.mobilnum,
        summary: [row.subject, row.message].filter(Boolean).join("\n") || null,
        details: [
          ["Name", row.name],
          ["E-mail", row.emailid],
          ["Phone", formatPhone(row.mobilnum)],
          ["Subject", row.subject ?? ""],
          ["Message", row.message ?? ""],
        ],
      },
      requestOrigin,
    );
    await recordPrivacyConsent(trx, { form: row.kind, reference });
    return { id, reference };
  });
  wakeMailSender();
  return { id: saved.id, createdat, reference: saved.reference };
}

/** The administrators' list, newest first, in the spec's shape. */
export function listContactRequests(db: Kysely<Database>) {
  return db
    .selectFrom("contact_requests")
    .select(["id", "name", "emailid", "mobilnum", "subject", "message", "createdat"])
    .orderBy("id", "desc")
    .execute();
}

export async function countContactRequests(db: Kysely<Database>) {
  const row = await db
    .selectFrom("contact_requests")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
