import { create as contentDisposition } from "content-disposition";
import { stringify } from "csv-stringify/sync";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { recordAudit } from "~/kernel/audit.server";
import { CSV_BYTE_ORDER_MARK, FORMULA_SAFE_CSV } from "~/kernel/csv-cell";
import { db } from "~/kernel/database/connection";
import { isoInZone } from "~/kernel/dates";
import { formatPhone } from "~/kernel/phone-number";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { readPipelineFilter } from "~/modules/admissions/pipeline";
import { exportPipeline } from "~/modules/admissions/pipeline.server";
import { STATUS_LABELS, type ApplicationStatus } from "~/modules/admissions/schema";
import type { Route } from "./+types/welcome.admissions-export";

// CSV of the office's list as currently filtered, with a byte-order mark for Excel; formulas defused. What a
// clerk works with: no document keys, no key hashes.

export const ADMISSIONS_CSV_COLUMNS = [
  "Application number",
  "Academic year",
  "Status",
  "Submitted",
  "Child",
  "Date of birth",
  "Gender",
  "Class sought",
  "Day or boarding",
  "Previous school",
  "Father",
  "Mother",
  "Guardian",
  "Phone",
  "Other phone",
  "E-mail",
  "Address",
  "School bus",
  "Bus area",
  "Possible duplicate of",
  "Student record",
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const filter = readPipelineFilter(new URL(request.url).searchParams);
  const database = db();
  const [{ timeZone }, rows] = await Promise.all([getSiteSettings(database), exportPipeline(database, filter)]);
  const lines = rows.map((row) => [
    row.number,
    row.academic_year,
    STATUS_LABELS[row.status as ApplicationStatus] ?? row.status,
    row.submitted_at ? isoInZone(row.submitted_at, timeZone) : "",
    row.child_name,
    row.date_of_birth,
    row.gender,
    row.class_sought,
    row.boarding,
    row.previous_school,
    row.father_name,
    row.mother_name,
    row.guardian_name,
    formatPhone(row.phone, { forSpreadsheet: true }),
    formatPhone(row.other_phone, { forSpreadsheet: true }),
    row.email,
    row.address,
    row.needs_transport ? "yes" : "no",
    row.transport_route,
    row.duplicate_of ?? "",
    row.student_key ?? "",
  ]);
  await recordAudit(database, user.actor, {
    action: "export",
    entity: "admission_application",
    entityKey: `${rows.length} applications`,
  });
  return new Response(CSV_BYTE_ORDER_MARK + stringify([ADMISSIONS_CSV_COLUMNS, ...lines], FORMULA_SAFE_CSV), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`admissions-${new Date().toISOString().slice(0, 10)}.csv`),
      "Cache-Control": "no-store",
    },
  });
}
