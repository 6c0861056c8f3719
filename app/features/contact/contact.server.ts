import type { Kysely } from "kysely";
import { nowIso } from "~platform/database/dialect";
import type { Database } from "../../../db/schema";
import { isCallbackRequest, type ContactUsBody } from "./schema";

/** Stores a call-back request or a contact message (the honeypot field is never stored). */
export async function saveContactRequest(db: Kysely<Database>, body: ContactUsBody) {
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
  const saved = await db.insertInto("contact_requests").values(row).returning("id").executeTakeFirstOrThrow();
  return { id: saved.id, createdat };
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
