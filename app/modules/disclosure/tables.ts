import type { Generated, Selectable } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

/** One item of CBSE's format (migration 107): a revised format is a migration over these rows. */
export interface DisclosureItemTable {
  key: string;
  format: string;
  section: string;
  section_title: string;
  position: number;
  label: string;
  /** setting | certificate | link | list | results | number | text | yesno | url (./schema.ts ITEM_KINDS). */
  kind: string;
  source: string | null;
  retired_at: Timestamp | null;
}

/** The office's answer to a typed item (number, text, yes or no, list, link). */
export interface DisclosureAnswerTable {
  item_key: string;
  value: string;
  sample: Generated<Flag>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface DisclosureCertificateTable {
  item_key: string;
  /** A document of the library; null only for a sample not yet given its file. */
  document_id: number | null;
  issued_on: string;
  valid_until: string | null;
  authority: string;
  sample: Generated<Flag>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface DisclosureResultTable {
  id: Generated<number>;
  class_name: string;
  year: number;
  registered: number;
  passed: number;
  sample: Generated<Flag>;
  updated_at: Timestamp;
}

/** A reminder e-mailed: once per certificate, validity date and threshold (days before). */
export interface DisclosureReminderTable {
  item_key: string;
  valid_until: string;
  threshold: number;
  sent_at: Timestamp;
}

export type DisclosureItemRow = Selectable<DisclosureItemTable>;
export type DisclosureCertificateRow = Selectable<DisclosureCertificateTable>;
export type DisclosureResultRow = Selectable<DisclosureResultTable>;

/** The tables the disclosure module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface DisclosureTables {
  disclosure_items: DisclosureItemTable;
  disclosure_answers: DisclosureAnswerTable;
  disclosure_certificates: DisclosureCertificateTable;
  disclosure_results: DisclosureResultTable;
  disclosure_reminders: DisclosureReminderTable;
}
