import { deepFreeze, heldUntilChanged } from "~/kernel/database/held-until-changed";
import { sql, type Kysely } from "kysely";
import { db } from "~/kernel/database/connection";
import { isPostgres, nowIso } from "~/kernel/database/dialect";
import { showingAt } from "~/kernel/schedule.server";
import { pageWindow } from "~/kernel/pagination";
import type { Database } from "../../../db/schema";
import { getSiteSettings } from "~/modules/site/index.server";
import { expandQuery, postgresQueryText, sqliteMatchText, telling, type QueryClause } from "./synonyms";
import { listSynonymGroups } from "./synonyms.server";
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

type MarkedRow = { kind: string; url: string; language: string; title_marked: string; snippet_marked: string };

function toResult(row: MarkedRow): SearchResult {
  const titleParts = highlightParts(row.title_marked ?? "");
  const snippetParts = highlightParts((row.snippet_marked ?? "").replace(/\s+/g, " ").trim());
  return {
    kind: row.kind,
    language: row.language,
    title: plain(titleParts),
    url: row.url,
    snippet: plain(snippetParts),
    titleParts,
    snippetParts,
  };
}

const HEADLINE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, MaxWords=28, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_OPTIONS = `StartSel=${OPEN}, StopSel=${CLOSE}, HighlightAll=true`;

/**
 * How much a kind's matches count beside a page's: a parent asking "fees" wants the Fee Structure page (which
 * links its PDF) before the PDF, and a page before a news post that mentions fees once.
 */
const KIND_WEIGHT = sql.raw(
  "(case e.kind when 'document' then 0.6 when 'alumnus' then 0.6 when 'event' then 0.8 when 'post' then 0.8 else 1.0 end)",
);

/**
 * What a search asks the engine: every clause (or, for `any`, at least one), the clauses a title tells by, and the
 * visitor's language, whose entries come first (a search under /hi/search lists the Hindi entries before others).
 */
type SearchPlan = { clauses: QueryClause[]; any: boolean; telling: QueryClause[]; language: string };

const ownLanguage = (plan: SearchPlan) => sql`(case when e.language = ${plan.language} then 1 else 0 end)`;

async function countMatches(db: Kysely<Database>, plan: SearchPlan): Promise<number> {
  const { rows } = isPostgres(db)
    ? await sql<{ n: number }>`select count(*) as n from search_vectors v join search_entries e on e.id = v.entry_id
        where v.search_vector @@ to_tsquery('english', ${postgresQueryText(plan.clauses, plan.any)})
        and ${showingAt(nowIso(), "e")}`.execute(db)
    : await sql<{ n: number }>`select count(*) as n from search_entries_fts f join search_entries e on e.id = f.rowid
        where f.search_entries_fts match ${sqliteMatchText(plan.clauses, plan.any)}
        and ${showingAt(nowIso(), "e")}`.execute(db);
  return Number(rows[0]?.n ?? 0);
}

type CountedRow = MarkedRow & { total: number };

/**
 * Where the query's telling words are: 2 for each telling clause the title holds, plus 1 when the headings hold
 * one. Results are ordered by this first on both engines; then, among titles holding as many, the shorter
 * (weighed by kind) first: the page about the words ("Alumni Details" before "Alumni and Teacher Registration");
 * then by the engine's own score (bm25, ts_rank) times KIND_WEIGHT.
 */
function fieldTier(db: Kysely<Database>, plan: SearchPlan) {
  if (plan.telling.length === 0) return sql.lit(0);
  if (isPostgres(db)) {
    const has = (weight: string, clauses: QueryClause[]) =>
      sql`(case when ts_filter(v.search_vector, ${`{${weight}}`}) @@ to_tsquery('english', ${postgresQueryText(clauses, true)}) then 1 else 0 end)`;
    const titleHits = plan.telling.map((clause) => sql`2 * ${has("a", [clause])}`);
    return sql`(${sql.join([...titleHits, has("b", plan.telling)], sql` + `)})`;
  }
  const has = (column: string, clauses: QueryClause[]) =>
    sql`(case when f.rowid in (select rowid from search_entries_fts
      where search_entries_fts match ${`{${column}} : (${sqliteMatchText(clauses, true)})`}) then 1 else 0 end)`;
  const titleHits = plan.telling.map((clause) => sql`2 * ${has("title", [clause])}`);
  return sql`(${sql.join([...titleHits, has("headings", plan.telling)], sql` + `)})`;
}

/**
 * One page of matches, ranked, with the number of all matches: one pass over the matches ranks and
 * counts them, and only the page's ten rows get their words marked (marking reads the whole text).
 */
async function findMatches(db: Kysely<Database>, plan: SearchPlan, offset: number): Promise<CountedRow[]> {
  const tier = fieldTier(db, plan);
  if (isPostgres(db)) {
    // Ranked in a pass of its own (materialized): the window count then buffers (id, rank) pairs, not the
    // vectors, which made a word found in nearly every entry 40 % cheaper.
    const { rows } = await sql<CountedRow>`
      with q as (select to_tsquery('english', ${postgresQueryText(plan.clauses, plan.any)}) as query),
      matched as materialized (
        select v.entry_id as id, ${ownLanguage(plan)} as own, ${tier} as tier, length(e.title) as title_length, ${KIND_WEIGHT} as weight,
          ts_rank('{0.1, 0.2, 0.4, 1.0}', v.search_vector, q.query, 1) * ${KIND_WEIGHT} as rank
        from search_vectors v join search_entries e on e.id = v.entry_id, q
        where v.search_vector @@ q.query and ${showingAt(nowIso(), "e")}
      ),
      ranked as (
        select id, own, tier, rank, count(*) over () as total,
          case when tier >= 2 then title_length / weight else 0 end as focus
        from matched
        order by own desc, tier desc, focus, rank desc, id
        limit ${SEARCH_PAGE_SIZE} offset ${offset}
      )
      select e.kind, e.url, e.language, r.total,
        ts_headline('english', e.title, q.query, ${TITLE_OPTIONS}) as title_marked,
        ts_headline('english', e.body, q.query, ${HEADLINE_OPTIONS}) as snippet_marked
      from ranked r join search_entries e on e.id = r.id, q
      order by r.own desc, r.tier desc, r.focus, r.rank desc, r.id`.execute(db);
    return rows;
  }
  const match = sqliteMatchText(plan.clauses, plan.any);
  // bm25 is negative (lower is better), so a kind's weight under 1 moves its matches down.
  const { rows } = await sql<CountedRow>`
    with ranked as (
      select id, own, tier, rank, total, case when tier >= 2 then title_length / weight else 0 end as focus
      from (
        select f.rowid as id, ${ownLanguage(plan)} as own, ${tier} as tier, length(e.title) as title_length, ${KIND_WEIGHT} as weight,
          f.rank * ${KIND_WEIGHT} as rank,
          count(*) over () as total
        from search_entries_fts f join search_entries e on e.id = f.rowid
        where f.search_entries_fts match ${match} and f.rank match 'bm25(10.0, 4.0, 1.0)'
          and ${showingAt(nowIso(), "e")}
      )
      order by own desc, tier desc, focus, rank, id
      limit ${SEARCH_PAGE_SIZE} offset ${offset}
    )
    select e.kind, e.url, e.language, r.total,
      highlight(search_entries_fts, 0, ${OPEN}, ${CLOSE}) as title_marked,
      snippet(search_entries_fts, 2, ${OPEN}, ${CLOSE}, '…', 24) as snippet_marked
    from ranked r
    join search_entries_fts on search_entries_fts.rowid = r.id
    join search_entries e on e.id = r.id
    where search_entries_fts match ${match}
    order by r.own desc, r.tier desc, r.focus, r.rank, r.id`.execute(db);
  return rows;
}

// Every search expands its words with the office's groups: held until the database changes (decision 146).
function searchSynonyms(db: Kysely<Database>) {
  return heldUntilChanged(db, "search-synonyms", async () =>
    deepFreeze((await listSynonymGroups(db)).map((group) => group.terms)),
  );
}

/** One page of ranked results for any text a visitor typed (never an error for odd input). */
export async function searchSite(
  db: Kysely<Database>,
  query: { q: string; page: number; cut?: boolean; language?: string },
): Promise<SearchPage> {
  const terms = searchTerms(query.q);
  const empty = { q: query.q, terms, cut: Boolean(query.cut), results: [], total: 0, page: 1, pages: 1 };
  if (terms.length === 0) return empty;
  let window = { page: query.page, pageSize: SEARCH_PAGE_SIZE, offset: (query.page - 1) * SEARCH_PAGE_SIZE };
  const clauses = expandQuery(terms, await searchSynonyms(db));
  let plan: SearchPlan = {
    clauses,
    any: false,
    telling: telling(clauses, (await getSiteSettings(db)).schoolName),
    language: query.language ?? "en",
  };
  let rows = await findMatches(db, plan, window.offset);
  if (rows.length === 0 && clauses.length > 1) {
    // Nothing holds every word ("documents required for admission"): what holds most of them, best first.
    plan = { ...plan, any: true };
    rows = await findMatches(db, plan, window.offset);
  }
  if (rows.length === 0 && window.page > 1) {
    // Past the last page (an old link): count, then show the last page. (Otherwise each row carries the total.)
    const total = await countMatches(db, plan);
    if (total === 0) return empty;
    window = pageWindow(total, window);
    rows = await findMatches(db, plan, window.offset);
  }
  if (rows.length === 0) return empty;
  const total = Number(rows[0].total);
  const { page, pageCount } = pageWindow(total, window);
  return { ...empty, results: rows.map(toResult), total, page, pages: pageCount };
}

/** /search (and /hi/search…, the page's language first) and /api/search on the app's database. */
export function searchFromParams(params: URLSearchParams, language = "en") {
  return searchSite(db(), { ...parseSearchParams(params), language });
}
