import { sql, type Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// The admissions office's letters (docs/decisions/137-admission-letters.md): the message of each pipeline step as
// the office edits it, the messages each application was sent (with what the office typed for them: the assessment's
// date and place, the offer's fee and lapse date), files attached to outgoing mail, and the RTE notice in the
// Admission menu.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .createTable("admission_message_templates")
    .addColumn("step", "varchar(30)", (c) => c.primaryKey())
    .addColumn("subject", "varchar(200)", (c) => c.notNull())
    .addColumn("body", "varchar(4000)", (c) => c.notNull())
    .addColumn("updated_by", "varchar(100)")
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .execute();

  await addSerialKey(db, db.schema.createTable("admission_messages"), "id")
    .addColumn("application_id", "integer", (c) =>
      c.notNull().references("admission_applications.id").onDelete("cascade"),
    )
    .addColumn("step", "varchar(30)", (c) => c.notNull())
    // The outbox row of the mail (null when the parent's address could not be sent to).
    .addColumn("outbox_id", "integer")
    // JSON: what the office typed for this step (assessment date, time, place; offer fee and lapse date).
    .addColumn("details", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("admission_messages_application")
    .on("admission_messages")
    .columns(["application_id", "step"])
    .execute();

  await addSerialKey(db, db.schema.createTable("outbox_attachments"), "id")
    .addColumn("outbox_id", "integer", (c) => c.notNull().references("outbox_messages.id").onDelete("cascade"))
    .addColumn("filename", "varchar(200)", (c) => c.notNull())
    .addColumn("content_type", "varchar(120)", (c) => c.notNull())
    // base64: small generated files (an invitation, a letter), written in the same transaction as the message.
    .addColumn("content", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_attachments_message").on("outbox_attachments").column("outbox_id").execute();

  const now = new Date().toISOString();
  await sql`insert into menu_entries (section_id, position, label, path, path_key, hidden, updated_at)
    select s.id, (select coalesce(max(i.position), -1) + 1 from menu_entries i where i.section_id = s.id),
      'RTE Admissions (25% seats)', '/admissions/rte', 'admissions/rte', 0, ${now}
    from menu_entries s where s.section_id is null and s.label = 'Admission'
    and not exists (select 1 from menu_entries where path_key = 'admissions/rte')`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await sql`delete from menu_entries where path_key = 'admissions/rte'`.execute(db);
  await db.schema.dropTable("outbox_attachments").execute();
  await db.schema.dropTable("admission_messages").execute();
  await db.schema.dropTable("admission_message_templates").execute();
}
