import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// CBSE's Mandatory Public Disclosure (Appendix IX, format of Circular 1/2026; docs/decisions/123-mandatory-disclosure-as-data.md):
// the format's sections and items are rows, so a revised format is a migration that adds, renames or retires items.
// The office's answers, certificates and board results are kept apart from the definitions, and each certificate
// reminder sent is remembered so it goes once per threshold per validity date.

type Item = { key: string; label: string; kind: string; source?: string };

/** The sections of the 2026 format, in order, each with its items (kind: how the answer is kept and checked). */
export const FORMAT_2026: { section: string; title: string; items: Item[] }[] = [
  {
    section: "A",
    title: "General information",
    items: [
      { key: "school_name", label: "Name of the school", kind: "setting", source: "schoolName" },
      { key: "affiliation_number", label: "Affiliation number", kind: "setting", source: "affiliationNumber" },
      { key: "school_code", label: "School code", kind: "setting", source: "schoolCode" },
      { key: "address", label: "Complete address with PIN code", kind: "setting", source: "address" },
      { key: "principal", label: "Principal's name", kind: "setting", source: "principalName" },
      {
        key: "principal_qualification",
        label: "Principal's qualification",
        kind: "setting",
        source: "principalQualification",
      },
      { key: "email", label: "School e-mail", kind: "setting", source: "email" },
      { key: "phone", label: "Contact number", kind: "setting", source: "phone" },
    ],
  },
  {
    section: "B",
    title: "Documents and information",
    items: [
      {
        key: "affiliation_letter",
        label: "Affiliation or upgradation letter and latest extension",
        kind: "certificate",
      },
      { key: "society_registration", label: "Society, trust or company registration", kind: "certificate" },
      { key: "state_noc", label: "No objection certificate (NOC) of the state government", kind: "certificate" },
      { key: "rte_recognition", label: "Recognition certificate under the RTE Act, 2009", kind: "certificate" },
      { key: "building_safety", label: "Building safety certificate", kind: "certificate" },
      { key: "fire_safety", label: "Fire safety certificate", kind: "certificate" },
      { key: "deo_self_certification", label: "DEO certificate of self-certification", kind: "certificate" },
      { key: "water_health_sanitation", label: "Water, health and sanitation certificates", kind: "certificate" },
    ],
  },
  {
    section: "C",
    title: "Results and academics",
    items: [
      { key: "fee_structure", label: "Fee structure of the school", kind: "link", source: "/Feestructure" },
      { key: "academic_calendar", label: "Annual academic calendar", kind: "link", source: "/Events" },
      { key: "smc_members", label: "School Management Committee (SMC)", kind: "list" },
      { key: "pta_members", label: "Parent-Teacher Association (PTA)", kind: "list" },
      { key: "board_results", label: "Board results of the last three years", kind: "results" },
    ],
  },
  {
    section: "D",
    title: "Staff (teaching)",
    items: [
      { key: "staff_principal", label: "Principal", kind: "setting", source: "principalName" },
      { key: "teachers_pgt", label: "Post Graduate Teachers (PGT)", kind: "number" },
      { key: "teachers_tgt", label: "Trained Graduate Teachers (TGT)", kind: "number" },
      { key: "teachers_prt", label: "Primary Teachers (PRT)", kind: "number" },
      { key: "teacher_section_ratio", label: "Teacher-section ratio", kind: "text" },
      { key: "special_educator", label: "Special educator", kind: "number" },
      { key: "counsellor", label: "Counsellor and wellness teacher", kind: "number" },
    ],
  },
  {
    section: "E",
    title: "School infrastructure",
    items: [
      { key: "campus_area", label: "Total campus area (square metres)", kind: "number" },
      { key: "classrooms", label: "Number and size of classrooms (square metres)", kind: "text" },
      {
        key: "laboratories",
        label: "Number and size of laboratories, computer labs included (square metres)",
        kind: "text",
      },
      { key: "internet", label: "Internet facility", kind: "yesno" },
      { key: "girls_toilets", label: "Number of girls' toilets", kind: "number" },
      { key: "boys_toilets", label: "Number of boys' toilets", kind: "number" },
      { key: "inspection_video", label: "Link to the YouTube video of the inspection of the school", kind: "url" },
    ],
  },
];

export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("disclosure_items")
    .addColumn("key", "varchar(40)", (c) => c.primaryKey())
    .addColumn("format", "varchar(20)", (c) => c.notNull())
    .addColumn("section", "varchar(1)", (c) => c.notNull())
    .addColumn("section_title", "varchar(100)", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("label", "varchar(200)", (c) => c.notNull())
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    // A settings key (kind "setting") or a page of the site (kind "link").
    .addColumn("source", "varchar(100)")
    // Set when a later format drops the item: its answers are kept but no longer shown.
    .addColumn("retired_at", "varchar(32)")
    .execute();

  await db.schema
    .createTable("disclosure_answers")
    .addColumn("item_key", "varchar(40)", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .execute();

  await db.schema
    .createTable("disclosure_certificates")
    .addColumn("item_key", "varchar(40)", (c) => c.primaryKey())
    // A document of the library (documents.id); checked by the documents module when saved.
    .addColumn("document_id", "integer")
    .addColumn("issued_on", "varchar(10)", (c) => c.notNull())
    // Empty for a certificate with no end (a society's registration).
    .addColumn("valid_until", "varchar(10)")
    .addColumn("authority", "varchar(200)", (c) => c.notNull())
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .execute();

  await addSerialKey(db, db.schema.createTable("disclosure_results"), "id")
    .addColumn("class_name", "varchar(20)", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("registered", "integer", (c) => c.notNull())
    .addColumn("passed", "integer", (c) => c.notNull())
    .addColumn("sample", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("disclosure_results_class_year", ["class_name", "year"])
    .execute();

  await db.schema
    .createTable("disclosure_reminders")
    .addColumn("item_key", "varchar(40)", (c) => c.notNull())
    .addColumn("valid_until", "varchar(10)", (c) => c.notNull())
    // Days before the validity ends (60, 30, 7, 0).
    .addColumn("threshold", "integer", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)", (c) => c.notNull())
    .addPrimaryKeyConstraint("disclosure_reminders_pk", ["item_key", "valid_until", "threshold"])
    .execute();

  const items = db as unknown as Kysely<{
    disclosure_items: {
      key: string;
      format: string;
      section: string;
      section_title: string;
      position: number;
      label: string;
      kind: string;
      source: string | null;
    };
  }>;
  let position = 0;
  for (const { section, title, items: list } of FORMAT_2026)
    await items
      .insertInto("disclosure_items")
      .values(
        list.map((item) => ({
          key: item.key,
          format: "CBSE 1/2026",
          section,
          section_title: title,
          position: (position += 1),
          label: item.label,
          kind: item.kind,
          source: item.source ?? null,
        })),
      )
      .execute();
}

export async function down(db: Kysely<unknown>) {
  for (const table of [
    "disclosure_reminders",
    "disclosure_results",
    "disclosure_certificates",
    "disclosure_answers",
    "disclosure_items",
  ])
    await db.schema.dropTable(table).execute();
}
