import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import type { AdmissionApplicationRow } from "./tables";

// The reads of admissions: the only code besides commands.server.ts that names its tables.

export const findApplicationById = (db: Kysely<Database>, id: number) =>
  db.selectFrom("admission_applications").selectAll().where("id", "=", id).executeTakeFirst();

export const findApplicationByNumber = (db: Kysely<Database>, number: string) =>
  db.selectFrom("admission_applications").selectAll().where("number", "=", number).executeTakeFirst();

export const listApplicationDocuments = (db: Kysely<Database>, applicationId: number) =>
  db.selectFrom("admission_documents").selectAll().where("application_id", "=", applicationId).orderBy("id").execute();

export const findApplicationDocument = (db: Kysely<Database>, applicationId: number, documentId: number) =>
  db
    .selectFrom("admission_documents")
    .selectAll()
    .where("application_id", "=", applicationId)
    .where("id", "=", documentId)
    .executeTakeFirst();

export const listStatusChanges = (db: Kysely<Database>, applicationId: number) =>
  db
    .selectFrom("admission_status_changes")
    .selectAll()
    .where("application_id", "=", applicationId)
    .orderBy("id", "desc")
    .execute();

/** An earlier application for the same child: same name (any case), date of birth and one of the parent's phones. */
export async function findLikelyDuplicate(db: Kysely<Database>, application: AdmissionApplicationRow) {
  const phones = [application.phone, application.other_phone].filter(Boolean);
  if (!phones.length) return undefined;
  const candidates = await db
    .selectFrom("admission_applications")
    .select(["number", "child_name", "phone", "other_phone"])
    .where("id", "!=", application.id)
    .where("date_of_birth", "=", application.date_of_birth)
    .where("status", "!=", "draft")
    .execute();
  const name = application.child_name.trim().toLowerCase().replace(/\s+/g, " ");
  return candidates.find(
    (other) =>
      other.child_name.trim().toLowerCase().replace(/\s+/g, " ") === name &&
      [other.phone, other.other_phone].some((phone) => phone && phones.includes(phone)),
  )?.number;
}
