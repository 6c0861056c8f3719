import { sql, type Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// The outbox sends by priority, then age (docs/decisions/114-mail-caps-and-priorities.md): 0 security (password
// resets, security notices), 1 office notifications, 2 replies, 3 bulk (acknowledgements, digests). Rows already
// queued get the priority of their purpose. An index on (purpose, created_at) counts acknowledgements for the caps.
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("outbox_messages")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(3))
    .execute();
  await sql`update outbox_messages set priority = case purpose
      when 'password_reset' then 0 when 'notification' then 1 when 'reply' then 2 else 3 end`.execute(db);
  await db.schema
    .createIndex("outbox_messages_priority")
    .on("outbox_messages")
    .columns(["status", "priority", "id"])
    .execute();
  await db.schema
    .createIndex("outbox_messages_purpose_created")
    .on("outbox_messages")
    .columns(["purpose", "created_at"])
    .execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.dropIndex("outbox_messages_purpose_created").execute();
  await db.schema.dropIndex("outbox_messages_priority").execute();
  await db.schema.alterTable("outbox_messages").dropColumn("priority").execute();
}
