import type { Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import { createRecordIn } from "./commands.server";
import { studentsKind } from "./kinds";
import type { Student } from "./students-schema";

/**
 * A student record made from an admitted application, in the admissions module's transaction: checked with the
 * students' own schema and audited as any new student. Returns the admission ID it was stored under.
 */
export async function createAdmittedStudent(trx: Transaction<Database>, student: Student, actor: AuditActor) {
  const created = await createRecordIn(trx, studentsKind, student, actor);
  return String(created.stdadmid);
}

export { RECORD_WRITE_ROLE } from "./kinds";
export type { Student as AdmittedStudent } from "./students-schema";
