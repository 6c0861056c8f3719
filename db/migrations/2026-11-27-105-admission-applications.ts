import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Online admissions (docs/decisions/119-online-admissions.md): an application saved step by step, its private
// documents, the single-use resume links (only their hashes) and the history of its status changes.
export async function up(db: Kysely<unknown>) {
  await addSerialKey(db, db.schema.createTable("admission_applications"), "id")
    .addColumn("number", "varchar(20)", (c) => c.notNull().unique())
    .addColumn("academic_year", "varchar(10)", (c) => c.notNull())
    .addColumn("status", "varchar(20)", (c) => c.notNull())
    // The furthest step the parent has saved (child, family, transport, documents, declarations).
    .addColumn("saved_step", "varchar(20)", (c) => c.notNull())
    // sha256 of the parent's browser key (a cookie), replaced at every resume.
    .addColumn("access_hash", "varchar(64)")
    .addColumn("child_name", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("date_of_birth", "varchar(10)", (c) => c.notNull().defaultTo(""))
    .addColumn("gender", "varchar(10)", (c) => c.notNull().defaultTo(""))
    .addColumn("class_sought", "varchar(20)", (c) => c.notNull().defaultTo(""))
    .addColumn("boarding", "varchar(10)", (c) => c.notNull().defaultTo(""))
    .addColumn("previous_school", "varchar(150)", (c) => c.notNull().defaultTo(""))
    .addColumn("aadhaar", "varchar(12)", (c) => c.notNull().defaultTo(""))
    .addColumn("father_name", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("mother_name", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("guardian_name", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "varchar(16)", (c) => c.notNull().defaultTo(""))
    .addColumn("other_phone", "varchar(16)", (c) => c.notNull().defaultTo(""))
    .addColumn("email", "varchar(254)", (c) => c.notNull().defaultTo(""))
    .addColumn("occupation", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "varchar(500)", (c) => c.notNull().defaultTo(""))
    .addColumn("needs_transport", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("transport_route", "varchar(100)", (c) => c.notNull().defaultTo(""))
    .addColumn("pickup_point", "varchar(150)", (c) => c.notNull().defaultTo(""))
    .addColumn("privacy_notice_version", "varchar(40)")
    .addColumn("declared_at", "varchar(32)")
    // The number of an earlier application with the same child's name, date of birth and a parent's phone.
    .addColumn("duplicate_of", "varchar(20)")
    .addColumn("student_key", "varchar(50)")
    .addColumn("submitted_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("admission_applications_status")
    .on("admission_applications")
    .columns(["academic_year", "status", "submitted_at"])
    .execute();
  await db.schema
    .createIndex("admission_applications_child")
    .on("admission_applications")
    .columns(["date_of_birth", "child_name"])
    .execute();

  await addSerialKey(db, db.schema.createTable("admission_documents"), "id")
    .addColumn("application_id", "integer", (c) =>
      c.notNull().references("admission_applications.id").onDelete("cascade"),
    )
    .addColumn("kind", "varchar(30)", (c) => c.notNull())
    .addColumn("storage_key", "varchar(300)", (c) => c.notNull())
    .addColumn("content_type", "varchar(120)", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("original_name", "varchar(300)", (c) => c.notNull().defaultTo(""))
    .addColumn("uploaded_at", "varchar(32)", (c) => c.notNull())
    .addUniqueConstraint("admission_documents_application_kind", ["application_id", "kind"])
    .execute();

  await addSerialKey(db, db.schema.createTable("admission_resume_tokens"), "id")
    .addColumn("application_id", "integer", (c) =>
      c.notNull().references("admission_applications.id").onDelete("cascade"),
    )
    .addColumn("token_hash", "varchar(64)", (c) => c.notNull().unique())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await addSerialKey(db, db.schema.createTable("admission_status_changes"), "id")
    .addColumn("application_id", "integer", (c) =>
      c.notNull().references("admission_applications.id").onDelete("cascade"),
    )
    .addColumn("from_status", "varchar(20)", (c) => c.notNull())
    .addColumn("to_status", "varchar(20)", (c) => c.notNull())
    .addColumn("note", "varchar(1000)", (c) => c.notNull().defaultTo(""))
    .addColumn("changed_by", "varchar(100)")
    .addColumn("changed_at", "varchar(32)", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropTable("admission_status_changes").execute();
  await db.schema.dropTable("admission_resume_tokens").execute();
  await db.schema.dropTable("admission_documents").execute();
  await db.schema.dropTable("admission_applications").execute();
}
