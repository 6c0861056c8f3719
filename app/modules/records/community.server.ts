import { sql, type Insertable, type Kysely } from "kysely";
import { db } from "~/kernel/database/connection";
import { escapeLike, likeOperator, nowIso } from "~/kernel/database/dialect";
import { readPage } from "~/kernel/pagination";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { AlumniRegistrationRow, AlumniRow, Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { receiveSubmission } from "~/modules/help-desk/index.server";
import { recordPrivacyConsent } from "~/modules/notices/index.server";
import { deleteMedia, storeImage } from "~/kernel/media/media.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { syncAlumniSearch } from "./alumni-search.server";
import { publicAlumniQuerySchema, type Alumni, type AlumniRegistrationInput } from "./alumni-schema";
import { formatPhone } from "~/kernel/phone-number";

export const PHOTO_NOT_IMAGE = "The photo must be a JPEG, PNG, WebP, GIF or AVIF picture";
export const NO_CONSENT = "She or he did not agree to be listed on the website";

/** What /Alumini shows of an alumnus: the spec's columns, nothing else (no phone, no links). */
export type PublicAlumnus = {
  id: number;
  name: string;
  profession: string;
  yearOfStudied: string;
  location: string;
  details: string;
  photoUrl: string | null;
};

export function publicAlumnusFromRow(row: AlumniRow, storage: MediaStorage): PublicAlumnus {
  const company = row.companyname.trim();
  const profession =
    company && !row.designation.toLowerCase().includes(company.toLowerCase())
      ? `${row.designation}, ${company}`
      : row.designation;
  return {
    id: row.alumniid,
    name: row.name,
    profession,
    yearOfStudied: `${row.admissionyear} - ${row.passoutyear}`,
    location: row.companylocation,
    details: row.comments ?? "",
    photoUrl: row.photo_key ? storage.publicUrl(row.photo_key) : null,
  };
}

/** The alumni whose "show on website" box is ticked, searched by name, work or place, a page at a time. */
export async function listPublicAlumni(
  db: Kysely<Database>,
  storage: MediaStorage,
  query: { q: string; page: number; pageSize: number },
) {
  let base = db.selectFrom("alumni").where("showOnWebsite", "=", 1);
  if (query.q) {
    const like = likeOperator(db);
    const pattern = `%${escapeLike(query.q)}%`;
    base = base.where((eb) =>
      eb.or(
        ["name", "designation", "companyname", "companylocation", "branch"].map((column) =>
          eb(eb.ref(column as "name"), like, eb.val(pattern)),
        ),
      ),
    );
  }
  const found = await readPage(query, {
    total: async () => Number((await base.select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n),
    rows: ({ offset, limit }) =>
      base
        .selectAll()
        // In the order the office added them, so the spec's three come first as they always have.
        .orderBy("alumniid")
        .limit(limit)
        .offset(offset)
        .execute(),
  });
  return {
    alumni: found.rows.map((row) => publicAlumnusFromRow(row, storage)),
    total: found.total,
    page: found.page,
    pages: found.pageCount,
  };
}

/** Why a reviewer should look twice: the same name and years, or the same contact number, as a record or another registration. */
async function duplicateNote(
  db: Kysely<Database>,
  input: { name: string; admissionyear: string; passoutyear: string; contactnum: string },
  exceptId?: number,
) {
  const notes: string[] = [];
  const sameName = sql<boolean>`lower(name) = ${input.name.toLowerCase()}`;
  const records = await db
    .selectFrom("alumni")
    .select(["registerid", "name", "admissionyear", "passoutyear", "contactnum"])
    .where((eb) =>
      eb.or([
        eb.and([sameName, eb("admissionyear", "=", input.admissionyear), eb("passoutyear", "=", input.passoutyear)]),
        eb("contactnum", "=", input.contactnum),
      ]),
    )
    .limit(5)
    .execute();
  for (const record of records)
    notes.push(
      record.contactnum === input.contactnum
        ? `Same contact number as alumni record ${record.registerid}`
        : `Same name and years as alumni record ${record.registerid}`,
    );
  let pending = db
    .selectFrom("alumni_registrations")
    .select(["id", "contactnum"])
    .where("status", "=", "pending")
    .where((eb) =>
      eb.or([
        eb.and([sameName, eb("admissionyear", "=", input.admissionyear), eb("passoutyear", "=", input.passoutyear)]),
        eb("contactnum", "=", input.contactnum),
      ]),
    )
    .limit(5);
  if (exceptId !== undefined) pending = pending.where("id", "!=", exceptId);
  for (const other of await pending.execute())
    notes.push(
      other.contactnum === input.contactnum
        ? `Same contact number as registration #${other.id}`
        : `Same name and years as registration #${other.id}`,
    );
  return notes.length ? notes.join("; ").slice(0, 300) : null;
}

export type RegistrationResult = { id: number; reference?: string; duplicate: boolean };

const photoRefused = () => new RefusedError(400, FIX_FIELDS, { photo: PHOTO_NOT_IMAGE });
const noPendingRegistration = () => new RefusedError(404, "No pending registration with this number.");

/** The photo stored as a media object (its key; null without a photo); a file that is no picture is refused. */
async function storeRegistrationPhoto(
  db: Kysely<Database>,
  storage: MediaStorage,
  photo: SpooledFile | undefined,
): Promise<string | null> {
  if (!photo) return null;
  if (photo.type?.kind !== "image") throw photoRefused();
  try {
    const stored = await storeImage(db, storage, photo.path, { prefix: "alumni", originalName: photo.originalName });
    return stored.key;
  } catch {
    throw photoRefused();
  }
}

/** The registration's row, pending the office's review; optional answers left empty are stored as NULL. */
function registrationRow(
  input: AlumniRegistrationInput,
  photoKey: string | null,
  note: string | null,
  receivedAt: string,
): Insertable<Database["alumni_registrations"]> {
  const { website: _website, consent, email, ...fields } = input;
  return {
    ...fields,
    email: email || null,
    facebookurl: fields.facebookurl || null,
    linkedinurl: fields.linkedinurl || null,
    blogurl: fields.blogurl || null,
    websiteurl: fields.websiteurl || null,
    comments: fields.comments || null,
    consent: consent ? 1 : 0,
    photo_key: photoKey,
    status: "pending",
    duplicate_note: note,
    alumni_registerid: null,
    created_at: receivedAt,
    reviewed_at: null,
    reviewed_by: null,
  };
}

/** The registration as the help desk's inbox shows it (kind "alumni"). */
function helpDeskEntry(
  input: AlumniRegistrationInput,
  id: number,
  receivedAt: string,
  note: string | null,
): Parameters<typeof receiveSubmission>[1] {
  const { consent, email } = input;
  return {
    kind: "alumni",
    sourceId: id,
    receivedAt,
    name: input.name,
    email: email || null,
    phone: input.contactnum,
    summary: `${input.studentorteacher === "teacher" ? "Teacher" : "Student"} ${input.admissionyear}-${input.passoutyear}, ${input.designation}, ${input.companyname}`,
    details: [
      ["Name", input.name],
      ["Student or teacher", input.studentorteacher],
      ["Years", `${input.admissionyear} - ${input.passoutyear}`],
      ["Branch", input.branch],
      ["Contact number", formatPhone(input.contactnum)],
      ["Email", email],
      ["Work", `${input.designation}, ${input.companyname}, ${input.companylocation}`],
      ["Listed on the website", consent ? "yes, agreed" : "no"],
      ["Possible duplicate", note ?? "none found"],
    ],
  };
}

/**
 * Stores a self-registration for the office's approval queue, with its photo, a duplicate note for the
 * reviewer, and the help-desk entry and e-mails (the inbox's "alumni" kind) in the same transaction.
 */
export async function submitAlumniRegistration(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: AlumniRegistrationInput,
  options: { photo?: SpooledFile; origin: string },
): Promise<RegistrationResult> {
  const photoKey = await storeRegistrationPhoto(db, storage, options.photo);
  try {
    const note = await duplicateNote(db, input);
    const saved = await db.transaction().execute(async (trx) => {
      const receivedAt = nowIso();
      const row = await trx
        .insertInto("alumni_registrations")
        .values(registrationRow(input, photoKey, note, receivedAt))
        .returning("id")
        .executeTakeFirstOrThrow();
      const { reference } = await receiveSubmission(
        trx,
        helpDeskEntry(input, row.id, receivedAt, note),
        options.origin,
      );
      await recordPrivacyConsent(trx, { form: "alumni", reference });
      return { id: row.id, reference };
    });
    return { id: saved.id, reference: saved.reference, duplicate: Boolean(note) };
  } catch (error) {
    if (photoKey) await deleteMedia(db, storage, photoKey);
    throw error;
  }
}

export type PendingRegistration = AlumniRegistrationRow & { photoUrl: string | null };

export async function listRegistrations(
  db: Kysely<Database>,
  storage: MediaStorage,
  status: "pending" | "approved" | "rejected" = "pending",
) {
  const rows = await db
    .selectFrom("alumni_registrations")
    .selectAll()
    .where("status", "=", status)
    .orderBy("created_at", status === "pending" ? "asc" : "desc")
    .limit(500)
    .execute();
  return rows.map((row) => ({ ...row, photoUrl: row.photo_key ? storage.publicUrl(row.photo_key) : null }));
}

export async function findRegistration(db: Kysely<Database>, id: number) {
  if (!Number.isSafeInteger(id)) return undefined;
  return db.selectFrom("alumni_registrations").selectAll().where("id", "=", id).executeTakeFirst();
}

/** A Register ID for an approved registration: ALU, the passout year and the registration's number. */
export const suggestedRegisterId = (row: { id: number; passoutyear: string }) =>
  `ALU${row.passoutyear}R${String(row.id).padStart(4, "0")}`;

/** Approves a pending registration as an alumni record (the office may have edited it), all or nothing. */
export async function approveRegistration(
  db: Kysely<Database>,
  id: number,
  record: Alumni,
  actor: AuditActor,
): Promise<{ registerid: string }> {
  const registration = await findRegistration(db, id);
  if (!registration || registration.status !== "pending") throw noPendingRegistration();
  if (record.showOnWebsite && registration.consent !== 1)
    throw new RefusedError(400, FIX_FIELDS, { showOnWebsite: NO_CONSENT });
  const taken = await db
    .selectFrom("alumni")
    .select("alumniid")
    .where("registerid", "=", record.registerid)
    .executeTakeFirst();
  if (taken) throw new RefusedError(409, "Register ID already exists", { registerid: "Register ID already exists" });
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("alumni_registrations")
      .set({ status: "approved", reviewed_at: now, reviewed_by: actor.userid, alumni_registerid: record.registerid })
      .where("id", "=", id)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) throw noPendingRegistration();
    const values = {
      ...record,
      facebookurl: record.facebookurl || null,
      linkedinurl: record.linkedinurl || null,
      blogurl: record.blogurl || null,
      websiteurl: record.websiteurl || null,
      comments: record.comments || null,
      showOnWebsite: record.showOnWebsite ? 1 : 0,
      photo_key: registration.photo_key,
      created_at: now,
      updated_at: now,
    };
    const created = await trx.insertInto("alumni").values(values).returningAll().executeTakeFirstOrThrow();
    await syncAlumniSearch(trx, [created.alumniid]);
    await recordAudit(trx, actor, {
      action: "approve",
      entity: "alumni_registration",
      entityKey: id,
      after: { ...created, from_registration: id },
    });
    return { registerid: created.registerid };
  });
}

export async function rejectRegistration(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  actor: AuditActor,
): Promise<void> {
  const registration = await findRegistration(db, id);
  if (!registration || registration.status !== "pending") throw noPendingRegistration();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("alumni_registrations")
      .set({ status: "rejected", reviewed_at: nowIso(), reviewed_by: actor.userid, photo_key: null })
      .where("id", "=", id)
      .execute();
    await recordAudit(trx, actor, { action: "reject", entity: "alumni_registration", entityKey: id });
  });
  // A rejected registration's photo is not kept.
  if (registration.photo_key) await deleteMedia(db, storage, registration.photo_key);
}

// Page loaders on the app's own database and media store.

export function loadPublicAlumni(search: URLSearchParams) {
  const query = publicAlumniQuerySchema.parse(Object.fromEntries(search));
  return listPublicAlumni(db(), mediaStorage(), query).then((result) => ({ ...result, q: query.q }));
}

export function loadPendingRegistrations() {
  return listRegistrations(db(), mediaStorage(), "pending");
}

export function submitAlumniRegistrationFromSite(
  input: AlumniRegistrationInput,
  photo: SpooledFile | undefined,
  origin: string,
) {
  return submitAlumniRegistration(db(), mediaStorage(), input, { photo, origin });
}

export function approveRegistrationFromDashboard(id: number, record: Alumni, actor: AuditActor) {
  return approveRegistration(db(), id, record, actor);
}

export function rejectRegistrationFromDashboard(id: number, actor: AuditActor) {
  return rejectRegistration(db(), mediaStorage(), id, actor);
}
