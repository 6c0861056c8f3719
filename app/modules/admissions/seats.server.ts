import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { CLASS_NAMES } from "~/kernel/settings/facts";
import { getSiteSettings, readSettingValue, saveSettingValue } from "~/kernel/settings/store.server";
import { defaultSeatSettings, OFFICE_STATUSES, SEAT_HOLDING, type SeatSettings } from "./pipeline";
import type { ApplicationStatus } from "./schema";
import { readAdmissionsSettings } from "./settings.server";
import type { AdmissionApplicationRow } from "./tables";

// Seats per class (sections × the site settings' section size) against the applications holding one (offered,
// fee paid, admitted), and the waiting list in the order children were put on it. An offer beyond the seats is
// refused (docs/decisions/135-admissions-pipeline-board-seats-and-bulk-moves.md).

const SEATS_KEY = "admissions.seats";

/** The office's sections per class; `sample` while it has not saved them. */
export async function readSeatSettings(db: Kysely<Database>): Promise<SeatSettings & { sample: boolean }> {
  const seeded = defaultSeatSettings();
  const stored = await readSettingValue(db, SEATS_KEY);
  if (!stored) return { ...seeded, sample: true };
  try {
    const saved = JSON.parse(stored) as Partial<SeatSettings>;
    return { sections: { ...seeded.sections, ...saved.sections }, sample: false };
  } catch {
    return { ...seeded, sample: true };
  }
}

export async function saveSeatSettings(db: Kysely<Database>, settings: SeatSettings, actor: AuditActor) {
  const before = await readSeatSettings(db);
  await db.transaction().execute(async (trx) => {
    await saveSettingValue(trx, SEATS_KEY, JSON.stringify(settings));
    await recordAudit(trx, actor, {
      action: "settings",
      entity: "admissions_seats",
      before: before.sections,
      after: settings.sections,
    });
  });
}

/** Seats of each class: sections × section size. */
async function seatsPerClass(db: Kysely<Database>) {
  const [{ sections, sample }, site] = await Promise.all([readSeatSettings(db), getSiteSettings(db)]);
  const sectionSize = site.sectionSize;
  return { sections, sectionSize, sample, seats: (name: string) => (sections[name as never] ?? 0) * sectionSize };
}

/** Refuses an offer when the class's seats for that year are all held (called inside the move's transaction). */
export async function assertSeatFree(db: Kysely<Database>, application: AdmissionApplicationRow) {
  const { seats } = await seatsPerClass(db);
  const held = await db
    .selectFrom("admission_applications")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("academic_year", "=", application.academic_year)
    .where("class_sought", "=", application.class_sought)
    .where("status", "in", SEAT_HOLDING)
    .executeTakeFirstOrThrow();
  const total = seats(application.class_sought);
  if (Number(held.total) >= total)
    throw new RefusedError(409, FIX_FIELDS, {
      status: `All ${total} seats of ${application.class_sought} for ${application.academic_year} are offered or taken; add a section in the seats settings or put the application on the waiting list`,
    });
}

export type ClassSeats = {
  class: string;
  sections: number;
  seats: number;
  /** Offered, fee paid and admitted: the seats held. */
  held: number;
  free: number;
  byStatus: Partial<Record<ApplicationStatus, number>>;
  waitlist: { position: number; number: string; childName: string; waitlistedAt: string }[];
};

/** Per class of `year`: applications by status, seats, seats held and the waiting list in order. */
export async function seatSummary(db: Kysely<Database>, year: string) {
  const { sections, sectionSize, sample, seats } = await seatsPerClass(db);
  const [admissions, counts, waiting] = await Promise.all([
    readAdmissionsSettings(db),
    db
      .selectFrom("admission_applications")
      .select(["class_sought", "status", (eb) => eb.fn.countAll<number>().as("total")])
      .where("academic_year", "=", year)
      .where("status", "in", OFFICE_STATUSES)
      .groupBy(["class_sought", "status"])
      .execute(),
    db
      .selectFrom("admission_applications as a")
      .select((eb) => [
        "a.number",
        "a.child_name",
        "a.class_sought",
        "a.updated_at",
        eb
          .selectFrom("admission_status_changes as c")
          .select((inner) => inner.fn.max("c.changed_at").as("at"))
          .whereRef("c.application_id", "=", "a.id")
          .where("c.to_status", "=", "waitlisted")
          .as("waitlisted_at"),
      ])
      .where("a.academic_year", "=", year)
      .where("a.status", "=", "waitlisted")
      .execute(),
  ]);
  const classes = CLASS_NAMES.filter(
    (name) => admissions.classes[name].open || counts.some((row) => row.class_sought === name),
  ).map((name): ClassSeats => {
    const byStatus: ClassSeats["byStatus"] = {};
    for (const row of counts)
      if (row.class_sought === name) byStatus[row.status as ApplicationStatus] = Number(row.total);
    const held = SEAT_HOLDING.reduce((sum, status) => sum + (byStatus[status] ?? 0), 0);
    const waitlist = waiting
      .filter((row) => row.class_sought === name)
      .map((row) => ({
        number: row.number,
        childName: row.child_name,
        waitlistedAt: row.waitlisted_at ?? row.updated_at,
      }))
      .sort((a, b) => a.waitlistedAt.localeCompare(b.waitlistedAt) || a.number.localeCompare(b.number))
      .map((row, index) => ({ position: index + 1, ...row }));
    const total = seats(name);
    return {
      class: name,
      sections: sections[name],
      seats: total,
      held,
      free: Math.max(total - held, 0),
      byStatus,
      waitlist,
    };
  });
  return { year, sectionSize, sample, classes };
}
