import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The Admission menu's "Student Enrollment" opened the staff sign-in (/Login): parents reached a page "for school
// office staff". It now opens the enrolment page, unless the office has already pointed it somewhere else.
export async function up(db: Kysely<unknown>) {
  await sql`update menu_entries set path = '/Studentenrollment', path_key = 'studentenrollment'
    where label = 'Student Enrollment' and path = '/Login'`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`update menu_entries set path = '/Login', path_key = 'login'
    where label = 'Student Enrollment' and path = '/Studentenrollment'`.execute(db);
}
