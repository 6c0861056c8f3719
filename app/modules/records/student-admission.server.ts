import { randomBytes } from "node:crypto";
import type { Transaction } from "kysely";
import sharp from "sharp";
import type { Database } from "../../../db/schema";
import type { AuditActor } from "~/kernel/audit.server";
import { nowIso } from "~/kernel/database/dialect";
import { MAX_IMAGE_PIXELS } from "~/kernel/media/media.server";
import type { MediaStorage } from "~/kernel/storage";
import { PRIVATE_KEY_PREFIX } from "~/kernel/storage/storage";
import { createRecordIn } from "./commands.server";
import { studentsKind } from "./kinds";
import type { Student } from "./students-schema";

/**
 * A student record made from an admitted application, in the admissions module's transaction: checked with the
 * students' own schema and audited as any new student, with the child's photograph when one was stored first
 * (`storeStudentPhoto`). Returns the admission ID it was stored under.
 */
export async function createAdmittedStudent(
  trx: Transaction<Database>,
  student: Student,
  actor: AuditActor,
  photoKey: string | null = null,
) {
  const created = await createRecordIn(trx, studentsKind, student, actor);
  const key = String(created.stdadmid);
  if (photoKey)
    await trx
      .updateTable("students")
      .set({ photo_key: photoKey, updated_at: nowIso() })
      .where("stdadmid", "=", key)
      .execute();
  return key;
}

/**
 * Stores a child's photograph for her student record: re-encoded (turned upright, at most 600 px, metadata gone)
 * under a private key that /media never serves (decision 142). The caller deletes it if its transaction fails.
 */
export async function storeStudentPhoto(storage: MediaStorage, picture: Buffer): Promise<string> {
  const jpeg = await sharp(picture, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize(600, 600, { fit: "inside", withoutEnlargement: true })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const key = `${PRIVATE_KEY_PREFIX}students/${randomBytes(16).toString("hex")}.jpg`;
  await storage.put(key, jpeg, "image/jpeg", jpeg.length);
  return key;
}

export { RECORD_WRITE_ROLE } from "./kinds";
export type { Student as AdmittedStudent } from "./students-schema";
