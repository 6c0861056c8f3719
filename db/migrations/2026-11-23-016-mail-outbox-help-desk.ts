import type { Kysely } from "kysely";
import { addSerialKey } from "~/kernel/database/dialect";

// Frozen: later changes go into new migration files.
// Outgoing mail (a durable outbox), the help desk over the public forms (one row per received item with a
// reference number, status, assignee and history), password reset by e-mail, and an e-mail per account.

const REFERENCE_PREFIX = { enquiry: "ENQ", callback: "CB", contact: "MSG", pledge: "PLG" } as const;

function reference(kind: keyof typeof REFERENCE_PREFIX, id: number, receivedAt: string) {
  return `${REFERENCE_PREFIX[kind]}-${receivedAt.slice(0, 4)}-${String(id).padStart(5, "0")}`;
}

type Handled = { id: number; createdat: string; handled: number; handled_at: string | null };
type InboxItem = {
  kind: string;
  source_id: number;
  reference: string;
  name: string;
  email: string | null;
  phone: string | null;
  summary: string | null;
  status: string;
  received_at: string;
  updated_at: string;
  done_at: string | null;
};
/** The tables this migration copies between, as they were on 2026-11-23. */
type Tables = {
  contact_requests: Handled & {
    kind: string | null;
    name: string;
    emailid: string | null;
    mobilnum: string | null;
    subject: string | null;
    message: string | null;
  };
  enquiries: Handled & {
    parentName: string;
    studentName: string;
    email: string | null;
    phone: string | null;
    remarks: string | null;
  };
  donation_pledges: Handled & { donorName: string; email: string | null; phone: string | null; total: number };
  inbox_items: InboxItem;
};

export async function up(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<Tables>;
  await addSerialKey(db, db.schema.createTable("outbox_messages"), "id")
    .addColumn("purpose", "varchar(32)", (c) => c.notNull())
    .addColumn("to_address", "varchar(254)", (c) => c.notNull())
    .addColumn("reply_to", "varchar(254)")
    .addColumn("subject", "varchar(300)", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text", (c) => c.notNull())
    .addColumn("inbox_item_id", "integer")
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("waiting"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "varchar(32)", (c) => c.notNull())
    .addColumn("claim_token", "varchar(64)")
    .addColumn("lease_until", "varchar(32)")
    .addColumn("last_error", "text")
    .addColumn("message_id", "varchar(300)")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("sent_at", "varchar(32)")
    .execute();
  await db.schema
    .createIndex("outbox_messages_due")
    .on("outbox_messages")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema.createIndex("outbox_messages_sent_at").on("outbox_messages").column("sent_at").execute();
  await db.schema.createIndex("outbox_messages_item").on("outbox_messages").column("inbox_item_id").execute();

  await addSerialKey(db, db.schema.createTable("inbox_items"), "id")
    .addColumn("kind", "varchar(16)", (c) => c.notNull())
    .addColumn("source_id", "integer", (c) => c.notNull())
    .addColumn("reference", "varchar(32)", (c) => c.notNull().unique())
    .addColumn("name", "varchar(200)")
    .addColumn("email", "varchar(254)")
    .addColumn("phone", "varchar(20)")
    .addColumn("summary", "text")
    .addColumn("status", "varchar(16)", (c) => c.notNull().defaultTo("new"))
    .addColumn("assignee_id", "integer", (c) => c.references("admin_users.id").onDelete("set null"))
    .addColumn("received_at", "varchar(32)", (c) => c.notNull())
    .addColumn("updated_at", "varchar(32)", (c) => c.notNull())
    .addColumn("done_at", "varchar(32)")
    .addColumn("deleted_at", "varchar(32)")
    .addColumn("deleted_by", "varchar(100)")
    .addColumn("erased_at", "varchar(32)")
    .addColumn("digest_at", "varchar(32)")
    .addUniqueConstraint("inbox_items_kind_source", ["kind", "source_id"])
    .execute();
  await db.schema.createIndex("inbox_items_received").on("inbox_items").columns(["received_at", "id"]).execute();
  await db.schema.createIndex("inbox_items_status").on("inbox_items").columns(["status", "kind"]).execute();

  await addSerialKey(db, db.schema.createTable("inbox_events"), "id")
    .addColumn("item_id", "integer", (c) => c.notNull().references("inbox_items.id").onDelete("cascade"))
    .addColumn("event", "varchar(16)", (c) => c.notNull())
    .addColumn("actor_id", "integer")
    .addColumn("actor_userid", "varchar(100)")
    .addColumn("body", "text")
    .addColumn("outbox_id", "integer")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("inbox_events_item").on("inbox_events").columns(["item_id", "id"]).execute();

  await db.schema
    .createTable("password_reset_tokens")
    .addColumn("id", "varchar(64)", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("admin_users.id").onDelete("cascade"))
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .addColumn("expires_at", "varchar(32)", (c) => c.notNull())
    .addColumn("used_at", "varchar(32)")
    .addColumn("ip", "varchar(64)")
    .execute();
  await db.schema.createIndex("password_reset_tokens_user").on("password_reset_tokens").column("user_id").execute();

  await addSerialKey(db, db.schema.createTable("password_reset_requests"), "id")
    .addColumn("ip", "varchar(64)", (c) => c.notNull())
    .addColumn("user_id", "integer")
    .addColumn("created_at", "varchar(32)", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("password_reset_requests_ip")
    .on("password_reset_requests")
    .columns(["ip", "created_at"])
    .execute();
  await db.schema
    .createIndex("password_reset_requests_user")
    .on("password_reset_requests")
    .columns(["user_id", "created_at"])
    .execute();

  // A periodic task (nightly retention, daily digests) is run by whichever app instance claims it first.
  await db.schema
    .createTable("scheduled_tasks")
    .addColumn("name", "varchar(64)", (c) => c.primaryKey())
    .addColumn("last_run_at", "varchar(32)")
    .addColumn("lease_until", "varchar(32)")
    .execute();

  await db.schema.alterTable("admin_users").addColumn("email", "varchar(254)").execute();

  // What the three inbox tables already hold enters the help desk with its reference number.
  const now = new Date().toISOString();
  const items: InboxItem[] = [];
  const contacts = await db
    .selectFrom("contact_requests")
    .select(["id", "kind", "name", "emailid", "mobilnum", "subject", "message", "createdat", "handled", "handled_at"])
    .execute();
  for (const row of contacts) {
    const kind = row.kind === "callback" ? "callback" : "contact";
    items.push({
      kind,
      source_id: row.id,
      reference: reference(kind, row.id, row.createdat),
      name: row.name,
      email: row.emailid,
      phone: row.mobilnum,
      summary: [row.subject, row.message].filter(Boolean).join("\n") || null,
      status: row.handled ? "done" : "new",
      received_at: row.createdat,
      updated_at: now,
      done_at: row.handled ? (row.handled_at ?? now) : null,
    });
  }
  const enquiries = await db
    .selectFrom("enquiries")
    .select(["id", "parentName", "studentName", "email", "phone", "remarks", "createdat", "handled", "handled_at"])
    .execute();
  for (const row of enquiries) {
    items.push({
      kind: "enquiry",
      source_id: row.id,
      reference: reference("enquiry", row.id, row.createdat),
      name: row.parentName,
      email: row.email,
      phone: row.phone,
      summary: [`Student: ${row.studentName}`, row.remarks].filter(Boolean).join("\n"),
      status: row.handled ? "done" : "new",
      received_at: row.createdat,
      updated_at: now,
      done_at: row.handled ? (row.handled_at ?? now) : null,
    });
  }
  const pledges = await db
    .selectFrom("donation_pledges")
    .select(["id", "donorName", "email", "phone", "total", "createdat", "handled", "handled_at"])
    .execute();
  for (const row of pledges) {
    items.push({
      kind: "pledge",
      source_id: row.id,
      reference: reference("pledge", row.id, row.createdat),
      name: row.donorName,
      email: row.email,
      phone: row.phone,
      summary: `Pledge total: ${row.total}`,
      status: row.handled ? "done" : "new",
      received_at: row.createdat,
      updated_at: now,
      done_at: row.handled ? (row.handled_at ?? now) : null,
    });
  }
  for (let i = 0; i < items.length; i += 200) {
    await db
      .insertInto("inbox_items")
      .values(items.slice(i, i + 200))
      .execute();
  }
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("admin_users").dropColumn("email").execute();
  for (const table of [
    "scheduled_tasks",
    "password_reset_requests",
    "password_reset_tokens",
    "inbox_events",
    "inbox_items",
    "outbox_messages",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
