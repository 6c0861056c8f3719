import type { Generated, Selectable } from "kysely";
import type { Flag, ScheduleColumns, Timestamp } from "~/kernel/database/columns";

export interface PageTable extends ScheduleColumns {
  id: Generated<number>;
  /** As the spec spells it, with the leading slash: /Transport. */
  path: string;
  /** The path in lower case: the unique key, so letter case never makes a second page. */
  path_key: string;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  /** The blocks as JSON, checked by the shared block schema before every write. */
  blocks: string;
  social_image: string | null;
  hidden: Generated<Flag>;
  menu_section: string | null;
  /** 1 for the spec's own pages (they can be hidden, never deleted). */
  built_in: Generated<Flag>;
  /** The unpublished draft: JSON of { title, description, heading, lead, blocks }, or null when there is none. */
  draft: string | null;
  draft_updated_at: Timestamp | null;
  draft_updated_by: string | null;
  /** Goes up by one on every save, publish or restore; a save naming an older version is refused. */
  version: Generated<number>;
  updated_at: Timestamp;
  updated_by: string | null;
  published_at: Timestamp | null;
  published_by: string | null;
  created_at: Timestamp;
  /** When an added page was put in the trash (restorable for 30 days, then deleted); null otherwise. */
  trashed_at: Timestamp | null;
  trashed_by: string | null;
}

export interface PageRevisionTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  blocks: string;
  social_image: string | null;
  summary: string;
  published_by: string | null;
  published_at: Timestamp;
}

/** One entry of the header menu: a section (path null) or a link, top-level (section_id null) or in a section. */
export interface MenuEntryTable {
  id: Generated<number>;
  section_id: number | null;
  /** Order among the entries of the same section (or of the top level). */
  position: number;
  label: string;
  path: string | null;
  /** The path in lower case without slashes: the key of `pages`, for a link to a page. */
  path_key: string | null;
  /** Hidden from the menu (a link to a page follows the page's own `hidden` instead). */
  hidden: Generated<Flag>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export type PageRow = Selectable<PageTable>;
export type PageRevisionRow = Selectable<PageRevisionTable>;

/** The tables the pages module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface PagesTables {
  pages: PageTable;
  page_revisions: PageRevisionTable;
  menu_entries: MenuEntryTable;
}
