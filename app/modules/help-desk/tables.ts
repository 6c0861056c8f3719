import type { Generated, Selectable } from "kysely";
import type { Timestamp } from "~/kernel/database/columns";

export type InboxKind = "enquiry" | "callback" | "contact" | "pledge" | "alumni";
export type InboxStatus = "new" | "in_progress" | "done";

/** The help desk's row for each received form (migration 016); details stay in the form's own table. */
export interface InboxItemTable {
  id: Generated<number>;
  kind: InboxKind;
  source_id: number;
  /** e.g. ENQ-2026-00042, told to the sender. */
  reference: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  summary: string | null;
  status: Generated<InboxStatus>;
  assignee_id: number | null;
  received_at: Timestamp;
  updated_at: Timestamp;
  done_at: Timestamp | null;
  /** In the trash since then (erased for good 30 days later). */
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  /** Personal data erased after the retention period; the row stays as an anonymous count. */
  erased_at: Timestamp | null;
  /** Included in a daily digest at that time. */
  digest_at: Timestamp | null;
}

export interface InboxEventTable {
  id: Generated<number>;
  item_id: number;
  event: "received" | "note" | "reply" | "status" | "assign" | "deleted" | "restored";
  actor_id: number | null;
  actor_userid: string | null;
  body: string | null;
  outbox_id: number | null;
  created_at: Timestamp;
}

export type InboxItemRow = Selectable<InboxItemTable>;

/** The tables the help-desk module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface HelpDeskTables {
  inbox_items: InboxItemTable;
  inbox_events: InboxEventTable;
}
