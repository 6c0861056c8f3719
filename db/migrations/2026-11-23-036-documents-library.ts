import { sql, type Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// The documents library: each document has one public address (/files/{id}) whatever file it holds now;
// every uploaded file stays as a version so an earlier one can be restored. A document without a file
// is a link (the Downloads links the office had typed into site settings, moved here by this migration).

// The spec's fifteen downloads as they were before the library: settings id, title, built-in file, category,
// and the position on /Downloads (the spec's order) and on /Download (brochure first).
const SPEC_DOCUMENTS: [string, string, string, string, number, number][] = [
  ["about", "About", "about", "school", 1, 8],
  ["sdp", "School Development Plan", "school-development-plan", "development", 2, 12],
  ["land", "Land details", "land-details", "development", 3, 13],
  ["initialPlan", "Initial plan", "initial-plan", "development", 4, 14],
  ["gateway", "Gateway design", "gateway-design", "development", 5, 15],
  ["brochure", "Brochure", "brochure", "admissions", 6, 1],
  ["admissionForm", "Admission form", "admission-form", "admissions", 7, 2],
  ["calendar", "Academic Calendar", "academic-calendar", "academics", 8, 4],
  ["syllabus", "Syllabus and Curriculum", "syllabus-sample", "academics", 9, 5],
  ["policies", "Policies and Guidelines", "policies-and-guidelines", "parents", 10, 7],
  ["fees", "Fee Structure", "fee-structure", "admissions", 11, 3],
  ["handbook", "Parent Handbook", "parent-handbook", "parents", 12, 6],
  ["events", "Event Information", "event-information", "academics", 13, 9],
  ["extracurricular", "Extracurricular Activities", "extracurricular-activities", "academics", 14, 10],
  ["annualReport", "Annual Report 2023-24", "annual-report-2023-24", "reports", 15, 11],
];

export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("documents"), "id")
    .addColumn("title", "varchar(200)", (c) => c.notNull())
    .addColumn("category", "varchar(20)", (c) => c.notNull())
    .addColumn("downloads_order", "integer", (c) => c.notNull())
    .addColumn("brochure_order", "integer", (c) => c.notNull())
    // The current file (null for a link-only document).
    .addColumn("file_key", "varchar(300)")
    .addColumn("content_type", "varchar(120)")
    .addColumn("size", "integer")
    .addColumn("original_name", "varchar(300)")
    .addColumn("version", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("link_url", "varchar(500)")
    // The old settings id of the spec's fifteen (sample files are generated for these on a new install).
    .addColumn("seed_key", "varchar(40)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await addSerialKey(db, db.schema.createTable("document_versions"), "id")
    .addColumn("document_id", "integer", (c) => c.notNull().references("documents.id").onDelete("cascade"))
    .addColumn("version", "integer", (c) => c.notNull())
    .addColumn("file_key", "varchar(300)", (c) => c.notNull())
    .addColumn("content_type", "varchar(120)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("original_name", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("created_by", "varchar(100)")
    .addUniqueConstraint("document_versions_document_version", ["document_id", "version"])
    .execute();

  // The links typed into site settings become link-only documents; untouched ones point at the built-in files.
  const now = new Date().toISOString();
  const typed = await sql<{
    key: string;
    value: string;
  }>`select key, value from site_settings where key like ${"document.%"}`.execute(db);
  const links = new Map(typed.rows.map((row) => [row.key.slice("document.".length), row.value]));
  for (const [id, title, file, category, downloadsOrder, brochureOrder] of SPEC_DOCUMENTS) {
    const link = links.get(id) || `/documents/${file}.pdf`;
    await sql`insert into documents (title, category, downloads_order, brochure_order, version, link_url, seed_key, created_at, updated_at)
      values (${title}, ${category}, ${downloadsOrder}, ${brochureOrder}, 0, ${link}, ${id}, ${now}, ${now})`.execute(
      db,
    );
  }
  await sql`delete from site_settings where key like ${"document.%"}`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("document_versions").execute();
  await db.schema.dropTable("documents").execute();
}
