import type { Generated } from "kysely";
import type { ScheduleColumns, Timestamp } from "~/kernel/database/columns";

export interface SlideTable extends ScheduleColumns {
  id: Generated<number>;
  slidename: string;
  sno: number;
  media_key: string;
  alt: string | null;
  /** JSON: language code → field → the office's translation (docs/decisions/139), "{}" for none. */
  translations: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The tables the slides module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface SlidesTables {
  slides: SlideTable;
}
