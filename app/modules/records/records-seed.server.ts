import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { sampleAlumni, sampleCommitteeMembers, sampleFaculty, sampleStudents } from "~/content/sample-records";

/** The sample committee, students, faculty and alumni of a new install; rows whose key is already there stay. */
export async function seedSampleRecords(db: Kysely<Database>) {
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now };
  await db.transaction().execute(async (trx) => {
    for (const member of sampleCommitteeMembers) {
      await trx
        .insertInto("committee_members")
        .values({ ...member, ...stamp })
        .onConflict((oc) => oc.column("sno").doNothing())
        .execute();
    }
    for (const student of sampleStudents) {
      await trx
        .insertInto("students")
        .values({ ...student, ...stamp })
        .onConflict((oc) => oc.column("stdadmid").doNothing())
        .execute();
    }
    // The sample teachers are on Our Faculty, in order, so a new school sees the page as it will be.
    for (const [index, member] of sampleFaculty.entries()) {
      await trx
        .insertInto("faculty")
        .values({ ...member, showOnWebsite: 1, websiteOrder: index + 1, ...stamp })
        .onConflict((oc) => oc.column("facultyadmid").doNothing())
        .execute();
    }
    for (const alumnus of sampleAlumni) {
      await trx
        .insertInto("alumni")
        .values({ ...alumnus, ...stamp })
        .onConflict((oc) => oc.column("registerid").doNothing())
        .execute();
    }
  });
}

/** How many sample committee members or faculty are still listed (matched by key and name, so an edited one counts). */
export async function sampleRecordsLeft(db: Kysely<Database>, kind: "committee" | "faculty") {
  if (kind === "committee") {
    const rows = await db
      .selectFrom("committee_members")
      .select("sno")
      .where(
        "name",
        "in",
        sampleCommitteeMembers.map((member) => member.name),
      )
      .execute();
    return rows.length;
  }
  const rows = await db
    .selectFrom("faculty")
    .select("facultyid")
    .where(
      "facultyname",
      "in",
      sampleFaculty.map((member) => member.facultyname),
    )
    .execute();
  return rows.length;
}
