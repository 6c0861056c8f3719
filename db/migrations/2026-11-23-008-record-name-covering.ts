import { sql, type Kysely } from "kysely";
import { isPostgres } from "~/kernel/database/dialect";

// PostgreSQL only: the name indexes of migration 007 also carry the name itself (INCLUDE), so a
// deep table page can skip its rows with an index-only scan before reading the ten it shows.
// SQLite reads the folded value from the expression index already.
const INDEXES: [name: string, table: string, column: string, id: string][] = [
  ["students_stdname_folded", "students", "stdname", "stdid"],
  ["faculty_facultyname_folded", "faculty", "facultyname", "facultyid"],
  ["alumni_name_folded", "alumni", "name", "alumniid"],
  ["committee_members_name_folded", "committee_members", "name", "sno"],
];

export async function up(db: Kysely<unknown>) {
  if (!isPostgres(db)) return;
  for (const [name, table, column, id] of INDEXES) {
    await sql`create index ${sql.id(`${name}_covering`)} on ${sql.table(table)} ((lower(${sql.ref(column)}) collate "C"), ${sql.ref(id)}) include (${sql.ref(column)})`.execute(
      db,
    );
    await db.schema.dropIndex(name).ifExists().execute();
  }
}

export async function down(db: Kysely<unknown>) {
  if (!isPostgres(db)) return;
  for (const [name, table, column, id] of INDEXES) {
    await sql`create index ${sql.id(name)} on ${sql.table(table)} ((lower(${sql.ref(column)}) collate "C"), ${sql.ref(id)})`.execute(
      db,
    );
    await db.schema.dropIndex(`${name}_covering`).ifExists().execute();
  }
}
