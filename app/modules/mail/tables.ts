import type { Generated, Selectable } from "kysely";
import type { Timestamp } from "~/kernel/database/columns";

export type OutboxStatus = "waiting" | "sending" | "sent" | "failed";
export type OutboxPurpose =
  "notification" | "acknowledgement" | "reply" | "password_reset" | "security_notice" | "digest";

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

/** The tables the mail module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface MailTables {
  outbox_messages: OutboxMessageTable;
}
