import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// The privacy notice and the accessibility statement, each version as it was shown (docs/decisions/131-statutory-notices.md),
// and which privacy notice version each public form's sender agreed to, by form and the reference they were given.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("notice_versions"), "id")
    .addColumn("kind", "varchar(20)", (c) => c.notNull())
    .addColumn("version", "integer", (c) => c.notNull())
    // The notice's whole text as JSON (its sections, headings and paragraphs), exactly as the page showed it.
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("notice_versions_kind_version", ["kind", "version"])
    .execute();

  await addSerialKey(db, db.schema.createTable("privacy_consents"), "id")
    .addColumn("form", "varchar(30)", (c) => c.notNull())
    .addColumn("reference", "varchar(40)", (c) => c.notNull())
    .addColumn("notice_version", "integer", (c) => c.notNull())
    .addColumn("agreed_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("privacy_consents_reference")
    .on("privacy_consents")
    .columns(["form", "reference"])
    .execute();
}
