import type { Kysely } from "kysely";
import { nowIso } from "~platform/database/dialect";
import type { Database } from "../../../db/schema";
import type { Enquiry } from "./schema";

/** Stores an Online Enquiry form (the honeypot field is never stored). */
export async function saveEnquiry(db: Kysely<Database>, enquiry: Enquiry) {
  const createdat = nowIso();
  const saved = await db
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
  return { id: saved.id, createdat };
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
