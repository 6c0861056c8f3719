import type { Generated, Selectable } from "kysely";
import type { Flag, ScheduleColumns, Timestamp } from "~/kernel/database/columns";

export interface NewsTable extends ScheduleColumns {
  id: number;
  jobOpenings: string;
  latestEvent: string;
  /** JSON: language code → field → the office's translation (docs/decisions/139), "{}" for none. */
  translations: Generated<string>;
  updated_at: Timestamp;
}

export interface NewsPostTable extends ScheduleColumns {
  id: Generated<number>;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  post_date: string;
  summary: string;
  /** Plain text; a blank line separates paragraphs. */
  body: string;
  cover_key: string | null;
  published: Flag;
  pinned: Flag;
  /** JSON: language code → field → the office's translation (docs/decisions/139), "{}" for none. */
  translations: Generated<string>;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export type NewsPostRow = Selectable<NewsPostTable>;

/** The tables the news module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface NewsTables {
  news: NewsTable;
  news_posts: NewsPostTable;
}
