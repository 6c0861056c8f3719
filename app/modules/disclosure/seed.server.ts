import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { addDays, todayIn } from "~/kernel/dates";
import { nowIso } from "~/kernel/database/dialect";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";

// A new install's disclosure: plausible sample answers, dated from the day of install and flagged as samples
// (decision 118), so the page is not empty and the dashboard lists each sample as still to confirm. Sample
// certificates have no document: the office uploads the real one, which also clears the sample mark.

const SAMPLE_ANSWERS: Record<string, string> = {
  smc_members: [
    "K. Lakshmi, Principal (Chairperson)",
    "R. Srinivas, Parent member",
    "A. Fatima, Parent member",
    "P. Venkatesh, Teacher member",
    "S. Reddy, Nominee of the local authority",
  ].join("\n"),
  pta_members: ["M. Rao, President", "N. Sharma, Vice-President", "T. Joseph, Secretary (teacher)"].join("\n"),
  teachers_pgt: "6",
  teachers_tgt: "18",
  teachers_prt: "22",
  teacher_section_ratio: "1.5 : 1",
  special_educator: "1",
  counsellor: "1",
  campus_area: "133546",
  classrooms: "32 classrooms of 50 square metres each",
  laboratories: "4 laboratories of 70 square metres, 1 computer lab of 80 square metres",
  internet: "yes",
  girls_toilets: "16",
  boys_toilets: "16",
  inspection_video: "",
};

/** [item, years issued before today, days valid from today (null: no end), issuing authority]. */
const SAMPLE_CERTIFICATES: [string, number, number | null, string][] = [
  ["affiliation_letter", 3, 730, "Central Board of Secondary Education"],
  ["society_registration", 15, null, "Registrar of Societies"],
  ["state_noc", 14, null, "Department of School Education"],
  ["rte_recognition", 2, 1095, "District Educational Officer"],
  ["building_safety", 1, 45, "Executive Engineer, Public Works Department"],
  ["fire_safety", 1, 200, "District Fire Officer"],
  ["deo_self_certification", 1, 300, "District Educational Officer"],
  ["water_health_sanitation", 1, 120, "Municipal Health Officer"],
];

/** Idempotent: an item already answered is left alone. */
export async function seedSampleDisclosure(db: Kysely<Database>, now = new Date()) {
  const today = todayIn(DEFAULT_SITE_SETTINGS.timeZone, now);
  const at = nowIso();
  await db
    .insertInto("disclosure_answers")
    .values(
      Object.entries(SAMPLE_ANSWERS).map(([item_key, value]) => ({
        item_key,
        value,
        sample: 1,
        updated_at: at,
        updated_by: null,
      })),
    )
    .onConflict((oc) => oc.column("item_key").doNothing())
    .execute();
  await db
    .insertInto("disclosure_certificates")
    .values(
      SAMPLE_CERTIFICATES.map(([item_key, yearsAgo, daysValid, authority]) => ({
        item_key,
        document_id: null,
        issued_on: addDays(today, -365 * yearsAgo),
        valid_until: daysValid === null ? null : addDays(today, daysValid),
        authority,
        sample: 1,
        updated_at: at,
        updated_by: null,
      })),
    )
    .onConflict((oc) => oc.column("item_key").doNothing())
    .execute();
  const year = Number(today.slice(0, 4));
  await db
    .insertInto("disclosure_results")
    .values(
      [
        [year - 1, 96, 94],
        [year - 2, 88, 87],
        [year - 3, 90, 86],
      ].map(([examYear, registered, passed]) => ({
        class_name: "class 10",
        year: examYear,
        registered,
        passed,
        sample: 1,
        updated_at: at,
      })),
    )
    .onConflict((oc) => oc.columns(["class_name", "year"]).doNothing())
    .execute();
}
