import { sql, type Kysely } from "kysely";
import { db } from "~/kernel/database/connection";
import { isPostgres } from "~/kernel/database/dialect";
import { pageWindow } from "~/kernel/pagination";
import type { Database } from "../../../db/schema";
import {
  parseSearchParams,
  searchTerms,
  SEARCH_PAGE_SIZE,
  type HighlightPart,
  type SearchPage,
  type SearchResult,
} from "./schema";

// Snippets come back from the engine with the matched words between these two characters, which
// the index never stores (app/lib/search-index.server.ts drops them), so user text cannot fake a mark.
const OPEN = "\uE000";
const CLOSE = "\uE001";

/** Splits engine-marked text into plain and matched pieces (rendered as text and <mark> by React). */
export function highlightParts(marked: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let rest = marked;
  while (rest) {
    const open = rest.indexOf(OPEN);
    if (open === -1) {
      parts.push({ text: rest, match: false });
      break;
    }
    if (open > 0) parts.push({ text: rest.slice(0, open), match: false });
    const close = rest.indexOf(CLOSE, open + 1);
    const end = close === -1 ? rest.length : close;
    const text = rest.slice(open + 1, end);
    if (text) parts.push({ text, match: true });
    rest = close === -1 ? "" : rest.slice(close + 1);
  }
  // Neighbouring matches ("sports" "day") read better as one mark.
  return parts.reduce<HighlightPart[]>((merged, part) => {
    const last = merged[merged.length - 1];
    if (last && last.match === part.match) last.text += part.text;
    else merged.push({ ...part });
    return merged;
  }, []);
}

const plain = (parts: HighlightPart[]) => parts.map((part) => part.text).join("");

type MarkedRow = { kind: string; url: string; title_marked: string; snippet_marked: string };

function toResult(row: MarkedRow): SearchResult {
  const titleParts = highlightParts(row.title_marked ?? "");
  const snippetParts = highlightParts((row.snippet_marked ?? "").replace(/\s+/g, " ").trim());
  return {
    kind: row.kind,
    title: plain(titleParts),
    url: row.url,
    snippet: plain(snippetParts),
    titleParts,
    snippetParts,
  };
}

/** FTS5: every word must appear (as a prefix, stemmed); each is quoted, so it is never an operator. */
const sqliteMatch = (terms: string[]) => terms.map((term) => `"${term.replace(/"/g, '""')}"*`).join(" ");

/** PostgreSQL: the same, as a to_tsquery text; terms hold only letters, digits and marks. */
const postgresQuery = (terms: string[]) => terms.map((term) => `${term.replace(/['\\:&|!()<>*]/g, "")}:*`).join(" & ");

const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, HighlightAll=true`;

async function countMatches(db: Kysely<Database>, terms: string[]): Promise<number> {
  const { rows } = isPostgres(db)
    ? await sql<{ n: number }>`select count(*) as n from search_vectors
        where search_vector @@ to_tsquery('english', ${postgresQuery(terms)})`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from search_entries_fts
        where search_entries_fts match ${sqliteMatch(terms)}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

type CountedRow = MarkedRow & { total: number };

/**
 * One page of matches, ranked, with the number of all matches: one pass over the matches ranks and
 * counts them, and only the page's ten rows get their words marked (marking reads the whole text).
 */
async function findMatches(db: Kysely<Database>, terms: string[], offset: number): Promise<CountedRow[]> {
  if (isPostgres(db)) {
    // Ranked in a pass of its own (materialized): the window count then buffers (id, rank) pairs, not the
    // vectors, which made a word found in nearly every entry 40 % cheaper.
    const { rows } = await sql<CountedRow>`
      with q as (select to_tsquery('english', ${postgresQuery(terms)}) as query),
      matched as materialized (
        select v.entry_id as id, ts_rank(v.search_vector, q.query, 1) as rank
        from search_vectors v, q
        where v.search_vector @@ q.query
      ),
      ranked as (
        select id, rank, count(*) over () as total
        from matched
        order by rank desc, id
        limit ${SEARCH_PAGE_SIZE} offset ${offset}
      )
      select e.kind, e.url, r.total,
        ts_headline('english', e.title, q.query, ${TITLE_OPTIONS}) as title_marked,
        ts_headline('english', e.body, q.query, ${HEADLINE_OPTIONS}) as snippet_marked
      from ranked r join search_entries e on e.id = r.id, q
      order by r.rank desc, r.id`.execute(db);
    return rows;
  }
  const match = sqliteMatch(terms);
  const { rows } = await sql<CountedRow>`
    with ranked as (
      select rowid as id, rank, count(*) over () as total
      from search_entries_fts
      where search_entries_fts match ${match} and rank match 'bm25(10.0, 1.0)'
      order by rank, rowid
      limit ${SEARCH_PAGE_SIZE} offset ${offset}
    )
    select e.kind, e.url, r.total,
      highlight(search_entries_fts, 0, ${OPEN}, ${CLOSE}) as title_marked,
      snippet(search_entries_fts, 1, ${OPEN}, ${CLOSE}, '…', 24) as snippet_marked
    from ranked r
    join search_entries_fts on search_entries_fts.rowid = r.id
    join search_entries e on e.id = r.id
    where search_entries_fts match ${match}
    order by r.rank, r.id`.execute(db);
  return rows;
}

/** One page of ranked results for any text a visitor typed (never an error for odd input). */
export async function searchSite(
  db: Kysely<Database>,
  query: { q: string; page: number; cut?: boolean },
): Promise<SearchPage> {
  const terms = searchTerms(query.q);
  const empty = { q: query.q, terms, cut: Boolean(query.cut), results: [], total: 0, page: 1, pages: 1 };
  if (terms.length === 0) return empty;
  let window = { page: query.page, pageSize: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE };
  let rows = await findMatches(db, terms, window.offset);
  if (rows.length === 0 && window.page > 1) {
    // Past the last page (an old link): count, then show the last page. (Otherwise each row carries the total.)
    const total = await countMatches(db, terms);
    if (total === 0) return empty;
    window = pageWindow(total, window);
    rows = await findMatches(db, terms, window.offset);
  }
  if (rows.length === 0) return empty;
  const total = Number(rows[0].total);
  const { page, pageCount } = pageWindow(total, window);
  return { ...empty, results: rows.map(toResult), total, page, pages: pageCount };
}

/** /search and /api/search on the app's database. */
export function searchFromParams(params: URLSearchParams) {
  return searchSite(db(), parseSearchParams(params));
}
