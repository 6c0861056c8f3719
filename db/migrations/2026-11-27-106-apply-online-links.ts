import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The Admission menu's "Student Enrolment" opened an information page; it now opens the online application
// (docs/decisions/119-online-admissions.md), unless the office has already pointed it somewhere else.
export async function up(db: Kysely<unknown>) {
  await sql`update menu_entries set path = '/admissions/apply', path_key = 'admissions/apply'
    where label in ('Student Enrolment', 'Student Enrollment') and path = '/Studentenrollment'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`update menu_entries set path = '/Studentenrollment', path_key = 'studentenrollment'
    where label in ('Student Enrolment', 'Student Enrollment') and path = '/admissions/apply'`.execute(db);
}
