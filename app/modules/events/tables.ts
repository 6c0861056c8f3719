import type { Generated, Selectable } from "kysely";
import type { Flag, ScheduleColumns, Timestamp } from "~/kernel/database/columns";

/** A school event; dates and times are the school's wall clock (the site's time zone setting). */
export interface EventTable extends ScheduleColumns {
  id: Generated<number>;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  start_date: string;
  /** HH:MM, null for an all-day event */
  start_time: string | null;
  /** YYYY-MM-DD, the last day (inclusive) */
  end_date: string;
  end_time: string | null;
  all_day: Flag;
  place: string;
  category: string;
  summary: string;
  /** Plain text; a blank line separates paragraphs. */
  body: string;
  picture_key: string | null;
  published: Flag;
  /** JSON: language code → field → the office's translation (docs/decisions/139), "{}" for none. */
  translations: Generated<string>;
  /** Set when moved to the trash. */
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type EventRow = Selectable<EventTable>;

/** The tables the events module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface EventsTables {
  events: EventTable;
}
