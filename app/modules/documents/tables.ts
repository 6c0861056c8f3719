import type { Generated, Selectable } from "kysely";
import type { ScheduleColumns, Timestamp } from "~/kernel/database/columns";

export interface DocumentTable extends ScheduleColumns {
  id: Generated<number>;
  title: string;
  /** One of DOCUMENT_CATEGORIES (./schema.ts). */
  category: string;
  /** Position on /Downloads and on /Download (1 = first). */
  downloads_order: number;
  brochure_order: number;
  /** The current file; null for a link-only document. */
  file_key: string | null;
  content_type: string | null;
  size: number | null;
  /** The clean file name (documentFileName), since migration 086 for older rows too. */
  /** The clean file name (documentFileName); migration 086 cleaned the older rows. */
  original_name: string | null;
  /** The version number of the current file (0 = none yet). */
  version: Generated<number>;
  link_url: string | null;
  seed_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentVersionTable {
  id: Generated<number>;
  document_id: number;
  version: number;
  file_key: string;
  content_type: string;
  size: number;
  /** The clean file name (documentFileName), since migration 086 for older rows too. */
  /** The clean file name (documentFileName); migration 086 cleaned the older rows. */
  original_name: string;
  created_at: Timestamp;
  created_by: string | null;
}

export type DocumentRow = Selectable<DocumentTable>;
export type DocumentVersionRow = Selectable<DocumentVersionTable>;

/** The tables the documents module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface DocumentsTables {
  documents: DocumentTable;
  document_versions: DocumentVersionTable;
}
