// Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both engines,
// so one set of queries returns the same shapes on SQLite and PostgreSQL.
export type Timestamp = string;
export type Flag = number;

/** Scheduled publishing's two moments (kernel/schedule.ts), on every kind of public content: null for no limit. */
export interface ScheduleColumns {
  show_from: Timestamp | null;
  show_until: Timestamp | null;
}
