import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";

// Case-insensitive name and key indexes for the record tables: they serve the dashboard's
// name/key prefix search and its sort by name or key (see foldedColumn in records.server.ts,
// which must build the same expression). PostgreSQL folds with collation "C" so a prefix is
// a plain byte range.
const INDEXES: [name: string, table: string, column: string, id: string][] = [
  ["students_stdname_folded", "students", "stdname", "stdid"],
  ["students_stdadmid_folded", "students", "stdadmid", "stdid"],
  ["faculty_facultyname_folded", "faculty", "facultyname", "facultyid"],
  ["faculty_facultyadmid_folded", "faculty", "facultyadmid", "facultyid"],
  ["alumni_name_folded", "alumni", "name", "alumniid"],
  ["alumni_registerid_folded", "alumni", "registerid", "alumniid"],
  ["committee_members_name_folded", "committee_members", "name", "sno"],
];

export async function up(db: Kysely<unknown>) {
  const pg = isPostgres(db);
  for (const [name, table, column, id] of INDEXES) {
    const folded = pg ? sql`lower(${sql.ref(column)}) collate "C"` : sql`lower(${sql.ref(column)})`;
    await sql`create index ${sql.id(name)} on ${sql.table(table)} (${folded}, ${sql.ref(id)})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>) {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
