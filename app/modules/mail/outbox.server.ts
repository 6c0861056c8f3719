import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import { isPostgres, nowIso } from "~/kernel/database/dialect";
import { readPage } from "~/kernel/pagination";
import { isEmailAddress } from "~/kernel/validation";
import type { Database, OutboxMessageRow, OutboxPriorityRank, OutboxPurpose, OutboxStatus } from "../../../db/schema";
import { config } from "~/kernel/config";

// The durable outbox: a message is a row written in the same transaction as what it is about, and the
// sender delivers rows until each is sent or has used up its attempts. Nothing is sent from a request.

/**
 * Which mail leaves first (docs/decisions/114-mail-caps-and-priorities.md): "security" (password resets, notices
 * that a password, two-factor or e-mail changed), then "office" (notifications to the school office), then "reply"
 * (the office's answers), then "bulk" (acknowledgements, digests). Within one priority the oldest goes first.
 */
export type MailPriority = "security" | "office" | "reply" | "bulk";

export const PRIORITY_RANK: Record<MailPriority, OutboxPriorityRank> = { security: 0, office: 1, reply: 2, bulk: 3 };

/** The priority a purpose gets unless the caller names one. */
export const DEFAULT_PRIORITY: Record<OutboxPurpose, MailPriority> = {
  password_reset: "security",
  security_notice: "security",
  notification: "office",
  reply: "reply",
  acknowledgement: "bulk",
  digest: "bulk",
};

export type OutgoingMail = {
  purpose: OutboxPurpose;
  /** Defaults to the purpose's (DEFAULT_PRIORITY): a security notice is "security" without saying so. */
  priority?: MailPriority;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | null;
  inboxItemId?: number | null;
  /** Small generated files (an invitation, a letter), stored with the message so a retry sends them again. */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: Buffer };

/** A bare address: no display name, no list, no line breaks, at most 254 characters. */
export function isDeliverableAddress(address: string | null | undefined): address is string {
  return typeof address === "string" && address.length <= 254 && isEmailAddress(address, { bare: true });
}

/** Thrown for a message that must not be queued (bad address, a header broken over lines). */
export class UnsendableMailError extends Error {}

/** A subject on one line: line breaks and control characters become spaces, at most 300 characters. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f\u2028\u2029]+/g;

export function oneLine(text: string, max = 300) {
  return text.replace(CONTROL_CHARACTERS, " ").trim().slice(0, max);
}

/** Queues one message in the caller's transaction; returns its outbox id. */
export async function enqueueMail(db: Kysely<Database> | Transaction<Database>, mail: OutgoingMail) {
  if (!isDeliverableAddress(mail.to)) throw new UnsendableMailError(`Not a deliverable address: ${mail.to}`);
  if (mail.replyTo && !isDeliverableAddress(mail.replyTo))
    throw new UnsendableMailError(`Not a deliverable reply address: ${mail.replyTo}`);
  if (/[\r\n]/.test(mail.subject)) throw new UnsendableMailError("A subject must be one line");
  const now = nowIso();
  const row = await db
    .insertInto("outbox_messages")
    .values({
      purpose: mail.purpose,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject.slice(0, 300),
      text_body: mail.text,
      html_body: mail.html,
      inbox_item_id: mail.inboxItemId ?? null,
      priority: PRIORITY_RANK[mail.priority ?? DEFAULT_PRIORITY[mail.purpose]],
      next_attempt_at: now,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (mail.attachments?.length)
    await db
      .insertInto("outbox_attachments")
      .values(
        mail.attachments.map((file) => ({
          outbox_id: row.id,
          filename: oneLine(file.filename, 200),
          content_type: file.contentType,
          content: file.content.toString("base64"),
        })),
      )
      .execute();
  return row.id;
}

/** The files of one message, for the sender. */
export async function readAttachments(db: Kysely<Database>, outboxId: number) {
  const rows = await db
    .selectFrom("outbox_attachments")
    .select(["filename", "content_type", "content"])
    .where("outbox_id", "=", outboxId)
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    filename: row.filename,
    contentType: row.content_type,
    content: Buffer.from(row.content, "base64"),
  }));
}

/** Where some messages stand (for a module that keeps their ids), by id. */
export async function outboxStates(db: Kysely<Database>, ids: number[]) {
  if (!ids.length) return new Map<number, { status: OutboxStatus; lastError: string | null; sentAt: string | null }>();
  const rows = await db
    .selectFrom("outbox_messages")
    .select(["id", "status", "last_error", "sent_at"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((row) => [row.id, { status: row.status, lastError: row.last_error, sentAt: row.sent_at }]));
}

/** Deletes messages with their files (a module's retention rule: what they said about a person goes with it). */
export async function deleteOutboxMessages(db: Kysely<Database> | Transaction<Database>, ids: number[]) {
  if (!ids.length) return;
  await db.deleteFrom("outbox_attachments").where("outbox_id", "in", ids).execute();
  await db.deleteFrom("outbox_messages").where("id", "in", ids).execute();
}

/**
 * Claims up to `limit` due messages for this sender, the most urgent first and then the oldest: waiting ones
 * whose time has come and sending ones whose sender's lease ran out (it died mid-send). On PostgreSQL the rows are locked with
 * FOR UPDATE SKIP LOCKED, so two app instances never claim the same row; SQLite has one writer.
 */
export async function claimDueMessages(
  db: Kysely<Database>,
  options: {
    limit: number;
    leaseMs: number;
    /** Leave bulk mail waiting (its share of the minute is used). */ skipBulk?: boolean;
  },
) {
  const now = nowIso();
  const token = randomUUID();
  const due = db
    .selectFrom("outbox_messages")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "waiting"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("lease_until", "<=", now)]),
      ]),
    )
    .$if(options.skipBulk === true, (query) => query.where("priority", "<", PRIORITY_RANK.bulk))
    .orderBy("priority")
    .orderBy("id")
    .limit(options.limit);
  const rows = await db
    .updateTable("outbox_messages")
    .set({
      status: "sending",
      claim_token: token,
      lease_until: new Date(Date.now() + options.leaseMs).toISOString(),
      attempts: sql<number>`attempts + 1`,
    })
    .where("id", "in", isPostgres(db) ? due.forUpdate().skipLocked() : due)
    .returningAll()
    .execute();
  return rows.sort((a, b) => a.priority - b.priority || a.id - b.id);
}

const REMOVED_LINK = "(Removed after sending: this message carried a single-use sign-in link.)";

/** Marks a claimed message sent; false when the claim was lost (another sender took it over). */
export async function recordDelivery(db: Kysely<Database>, message: OutboxMessageRow, messageId: string | null) {
  const secret = message.purpose === "password_reset";
  const result = await db
    .updateTable("outbox_messages")
    .set({
      status: "sent",
      sent_at: nowIso(),
      message_id: messageId?.slice(0, 300) ?? null,
      lease_until: null,
      // The reset link stays usable for 30 minutes; nobody needs to read it in the outbox.
      ...(secret ? { text_body: REMOVED_LINK, html_body: `<p>${REMOVED_LINK}</p>` } : {}),
    })
    .where("id", "=", message.id)
    .where("claim_token", "=", message.claim_token)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** After a failed attempt: wait for the next step of the schedule, or give up when it is used up. */
export async function recordFailure(
  db: Kysely<Database>,
  message: OutboxMessageRow,
  answer: string,
  retrySeconds: number[],
) {
  const giveUp = message.attempts > retrySeconds.length;
  const wait = retrySeconds[Math.min(message.attempts, retrySeconds.length) - 1] ?? retrySeconds[0];
  await db
    .updateTable("outbox_messages")
    .set({
      status: giveUp ? "failed" : "waiting",
      last_error: answer.slice(0, 2000),
      lease_until: null,
      next_attempt_at: new Date(Date.now() + wait * 1000).toISOString(),
    })
    .where("id", "=", message.id)
    .where("claim_token", "=", message.claim_token)
    .execute();
}

/** The mail server answered again: what waits for a later retry goes now instead. */
export async function releaseWaiting(db: Kysely<Database>) {
  await db
    .updateTable("outbox_messages")
    .set({ next_attempt_at: nowIso() })
    .where("status", "=", "waiting")
    .where("attempts", ">", 0)
    .execute();
}

/** "Send again" on a failed or waiting message: a fresh set of attempts starting now. */
export async function sendAgain(db: Kysely<Database>, id: number) {
  return db
    .updateTable("outbox_messages")
    .set({ status: "waiting", attempts: 0, next_attempt_at: nowIso(), claim_token: null, lease_until: null })
    .where("id", "=", id)
    .where("status", "in", ["waiting", "failed"])
    .returning(["id", "status"])
    .executeTakeFirst();
}

export async function countSentSince(db: Kysely<Database>, since: Date) {
  const row = await db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("sent_at", ">=", since.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** When the next message falls due (a waiting retry or an expired lease), if any. */
export async function nextDueAt(db: Kysely<Database>) {
  const row = await db
    .selectFrom("outbox_messages")
    .select((eb) => [
      eb.fn.min(eb.case().when("status", "=", "waiting").then(eb.ref("next_attempt_at")).end()).as("waiting"),
      eb.fn.min(eb.case().when("status", "=", "sending").then(eb.ref("lease_until")).end()).as("leased"),
    ])
    .where("status", "in", ["waiting", "sending"])
    .executeTakeFirst();
  const times = [row?.waiting, row?.leased].filter((t): t is string => typeof t === "string").map(Date.parse);
  return times.length ? Math.min(...times) : undefined;
}

export type OutboxQuery = { status?: OutboxStatus; page: number; pageSize: number };

/** One page of the outbox, newest first (a page past the end is the last page); bodies are not included. */
export async function listOutbox(db: Kysely<Database>, query: OutboxQuery) {
  const base = () => {
    const select = db.selectFrom("outbox_messages");
    return query.status ? select.where("status", "=", query.status) : select;
  };
  const [found, byStatus] = await Promise.all([
    readPage(query, {
      total: async () =>
        Number(
          (
            await base()
              .select((eb) => eb.fn.countAll<number>().as("total"))
              .executeTakeFirstOrThrow()
          ).total,
        ),
      rows: ({ offset, limit }) =>
        base()
          .select([
            "id",
            "purpose",
            "to_address",
            "subject",
            "status",
            "attempts",
            "next_attempt_at",
            "last_error",
            "created_at",
            "sent_at",
            "inbox_item_id",
          ])
          .orderBy("id", "desc")
          .limit(limit)
          .offset(offset)
          .execute(),
    }),
    db
      .selectFrom("outbox_messages")
      .select((eb) => ["status", eb.fn.countAll<number>().as("total")])
      .groupBy("status")
      .execute(),
  ]);
  const counts: Record<OutboxStatus, number> = { waiting: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of byStatus) counts[row.status] = Number(row.total);
  return { ...found, counts };
}

/** Whether a mail server is set up, and how many messages wait in the outbox (for the dashboard's warning). */
export async function mailState(db: Kysely<Database>) {
  const row = await db
    .selectFrom("outbox_messages")
    .select((eb) => eb.fn.countAll<number>().as("total"))
    .where("status", "=", "waiting")
    .executeTakeFirstOrThrow();
  return { configured: Boolean(config().SMTP_URL), waiting: Number(row.total) };
}
