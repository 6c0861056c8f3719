import type { Generated, Selectable } from "kysely";
import type { Timestamp } from "~/kernel/database/columns";

export type OutboxStatus = "waiting" | "sending" | "sent" | "failed";
export type OutboxPurpose =
  "notification" | "acknowledgement" | "reply" | "password_reset" | "security_notice" | "digest";

/** The order mail leaves in (migration 085): 0 security, 1 office, 2 reply, 3 bulk; then oldest first. */
export type OutboxPriorityRank = 0 | 1 | 2 | 3;

/** One outgoing e-mail, written in the same transaction as what it is about (migration 016). */
export interface OutboxMessageTable {
  id: Generated<number>;
  purpose: OutboxPurpose;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  inbox_item_id: number | null;
  /** 0 first: see OutboxPriorityRank. */
  priority: Generated<OutboxPriorityRank>;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Set by the sender that claimed the row; its lease ends at lease_until. */
  claim_token: string | null;
  lease_until: Timestamp | null;
  /** The SMTP server's answer to the last failed attempt. */
  last_error: string | null;
  message_id: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type OutboxMessageRow = Selectable<OutboxMessageTable>;

/** A file sent with an outbox message (migration 120): small generated files, their bytes as base64. */
export interface OutboxAttachmentTable {
  id: Generated<number>;
  outbox_id: number;
  filename: string;
  content_type: string;
  content: string;
}

/** The tables the mail module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface MailTables {
  outbox_messages: OutboxMessageTable;
  outbox_attachments: OutboxAttachmentTable;
}
