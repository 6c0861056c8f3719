import type { Generated } from "kysely";
import type { ScheduleColumns, Timestamp } from "~/kernel/database/columns";

/**
 * One public thing the site search finds, written with the thing itself. The engine's full-text
 * index (SQLite FTS5 table, PostgreSQL tsvector column) is kept by the database and not typed here.
 */
export interface SearchEntryTable extends ScheduleColumns {
  id: Generated<number>;
  /** page, event, post, document or alumnus. */
  kind: string;
  /** The thing's id within its kind (a page's path, an event's id...). */
  item_key: string;
  title: string;
  /** A page's headings (and an FAQ's question), weighted between the title and the body. */
  headings: Generated<string>;
  body: string;
  url: string;
  /** The language of the words (en, hi, te): another language's entry is a translation, keyed "<key>@<code>". */
  language: Generated<string>;
  updated_at: Timestamp;
}

/** Words parents type for one thing, searched for together ("bus, transport, van, route"); edited by the office. */
export interface SearchSynonymTable {
  id: Generated<number>;
  /** Lower-case terms, comma-separated; a term may be several words ("school hours"). */
  terms: string;
  updated_at: Timestamp;
}

/** The tables the search module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface SearchTables {
  search_entries: SearchEntryTable;
  search_synonyms: SearchSynonymTable;
}
