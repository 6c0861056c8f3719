import type { Generated, Selectable } from "kysely";
import type { Timestamp } from "~/kernel/database/columns";

/** One alert of the banner above every public page (migration 109). */
export interface AlertTable {
  id: Generated<number>;
  /** The English text, always there: an emergency may go out before its translations. */
  message: string;
  /** JSON object of language code → text. */
  translations: Generated<string>;
  severity: "information" | "warning" | "emergency";
  /** An http(s) address or a path on this site ("/Holidays"); '' for none. */
  link: Generated<string>;
  starts_at: Timestamp;
  /** null: shown until ended. */
  ends_at: Timestamp | null;
  /** When the emergency e-mail to the mailing list was queued (once per alert). */
  mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type AlertRow = Selectable<AlertTable>;

/** The tables the alerts module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface AlertsTables {
  alerts: AlertTable;
}
