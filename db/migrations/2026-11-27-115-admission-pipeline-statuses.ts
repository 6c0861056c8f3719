import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The pipeline takes the steps of an admissions office (documents verified, assessment scheduled, fee paid,
// waitlisted); "under review" is gone, so its applications go back to "submitted", in the history too.
export async function up(db: Kysely<unknown>) {
  await sql`update admission_applications set status = 'submitted' where status = 'under_review'`.execute(db);
  await sql`update admission_status_changes set from_status = 'submitted' where from_status = 'under_review'`.execute(
    db,
  );
  await sql`update admission_status_changes set to_status = 'submitted' where to_status = 'under_review'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`update admission_applications set status = 'submitted' where status in ('documents_verified', 'assessment_scheduled', 'fee_paid', 'waitlisted')`.execute(
    db,
  );
}
