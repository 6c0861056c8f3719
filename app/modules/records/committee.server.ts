import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { photoThumbs } from "./photos.server";
import { PLAIN_LIST_LIMIT } from "./queries.server";

/** A person on a public page: name, role and photo (a small square), nothing private. */
export type PublicPerson = { id: number; name: string; role: string; detail?: string; photo: string | null };

/** The public page's committee, in the office's order (SNO): who serves and in what role, nothing private. */
export async function listCommitteeForPublic(): Promise<PublicPerson[]> {
  const rows = await db()
    .selectFrom("committee_members")
    .select(["sno", "designation", "name", "photo_key"])
    .orderBy("sno")
    .limit(PLAIN_LIST_LIMIT)
    .execute();
  const thumbs = await photoThumbs(
    db(),
    mediaStorage(),
    rows.map((row) => row.photo_key),
  );
  return rows.map((row) => ({
    id: row.sno,
    role: row.designation,
    name: row.name,
    photo: row.photo_key ? (thumbs.get(row.photo_key) ?? null) : null,
  }));
}

/** The teachers the office shows on Our Faculty, in its order (numbered first, then by name). */
export async function listFacultyForPublic(): Promise<PublicPerson[]> {
  const rows = await db()
    .selectFrom("faculty")
    .select(["facultyid", "facultyname", "subject", "qualification", "photo_key", "websiteOrder"])
    .where("showOnWebsite", "=", 1)
    .orderBy((eb) => eb.case().when("websiteOrder", "is", null).then(1).else(0).end())
    .orderBy("websiteOrder")
    .orderBy("facultyname")
    .limit(500)
    .execute();
  const thumbs = await photoThumbs(
    db(),
    mediaStorage(),
    rows.map((row) => row.photo_key),
  );
  return rows.map((row) => ({
    id: row.facultyid,
    name: row.facultyname,
    role: row.subject,
    detail: row.qualification,
    photo: row.photo_key ? (thumbs.get(row.photo_key) ?? null) : null,
  }));
}
