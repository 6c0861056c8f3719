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
  /** "en" for the English page's publishes, else the translation's language code. */
  language: Generated<string>;
  /** For a translation's publish: the English revision it was translated from (null: the English words as installed). */
  source_revision_id: number | null;
  published_by: string | null;
  published_at: Timestamp;
}

/**
 * A page's words in another language (a code of kernel/i18n/languages.json): its own published words, draft,
 * version and revisions (page_revisions with its language), and the English revision it was translated from.
 */
export interface PageTranslationTable {
  id: Generated<number>;
  page_id: number;
  language: string;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  blocks: string;
  /** As `pages.draft`: JSON of { title, description, heading, lead, blocks }, or null. */
  draft: string | null;
  draft_updated_at: Timestamp | null;
  draft_updated_by: string | null;
  version: Generated<number>;
  /** The English page_revisions row the published words were translated from; null before the first publish. */
  source_revision_id: number | null;
  updated_at: Timestamp;
  updated_by: string | null;
  /** Null until the translation's first publish (the public sees English with a note until then). */
  published_at: Timestamp | null;
  published_by: string | null;
  created_at: Timestamp;
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
  /** The label in other languages: JSON {"hi": {"label": "…"}} (docs/decisions/141). */
  translations: Generated<string>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export type PageRow = Selectable<PageTable>;
export type PageRevisionRow = Selectable<PageRevisionTable>;
export type PageTranslationRow = Selectable<PageTranslationTable>;

/** The tables the pages module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface PagesTables {
  pages: PageTable;
  page_revisions: PageRevisionTable;
  page_translations: PageTranslationTable;
  menu_entries: MenuEntryTable;
}
