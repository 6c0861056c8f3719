import { z } from "zod";
import { pageFieldsOrUsual } from "~/kernel/pagination";

export const SEARCH_PAGE_SIZE = 10;
/** Longer queries are cut to this many characters, then to this many words. */
export const SEARCH_MAX_CHARS = 200;
export const SEARCH_MAX_TERMS = 10;

/** `?q=&page=` of /search and /api/search: any text is accepted (cut, never refused); a bad page is page 1. */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    // Cut by characters, never inside an emoji's surrogate pair.
    .transform((q) =>
      q
        .replaceAll("\u0000", " ")
        .slice(0, SEARCH_MAX_CHARS)
        .replace(/[\uD800-\uDBFF]$/, ""),
    ),
  ...pageFieldsOrUsual({ fixed: SEARCH_PAGE_SIZE }),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** Reads the query from an address's search parameters (the first `q` if several were sent). */
export function parseSearchParams(params: URLSearchParams): SearchQuery & { cut: boolean } {
  const raw = params.get("q") ?? "";
  const parsed = searchQuerySchema.parse({ q: raw, page: params.get("page") ?? undefined });
  return { ...parsed, cut: raw.replaceAll("\u0000", " ").length > SEARCH_MAX_CHARS };
}

// PostgreSQL's English configuration drops these; SQLite's FTS5 would demand them. Dropping them here
// gives both engines the same answer ("the hostel" finds what "hostel" finds).
const STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are as at be because been before being below between both " +
    "but by can did do does doing don down during each few for from further had has have having he her here hers " +
    "herself him himself his how i if in into is it its itself just me more most my myself no nor not now of off on " +
    "once only or other our ours ourselves out over own same she should so some such t than that the their theirs " +
    "them themselves then there these they this those through to too under until up very was we were what when " +
    "where which while who whom why will with you your yours yourself yourselves"
  ).split(" "),
);

/**
 * The words of a query: runs of letters, digits and combining marks, lower-cased, at most
 * SEARCH_MAX_TERMS of them. Quotes, brackets, `*`, `-`, `:` and emoji are separators, so nothing of
 * the engines' query syntax gets through; AND, OR, NOT and NEAR are ordinary words once quoted (and
 * the first three, like "the", too common to look for).
 */
export function searchTerms(q: string): string[] {
  const words =
    q
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}]*/gu) ?? [];
  const meaningful = words.filter((word) => !STOP_WORDS.has(word)).map((word) => word.slice(0, 60));
  return [...new Set(meaningful)].slice(0, SEARCH_MAX_TERMS);
}

export const SEARCH_KIND_LABELS: Record<string, string> = {
  page: "Page",
  faq: "Question",
  section: "Page",
  event: "Event",
  post: "News",
  document: "Document",
  alumnus: "Alumni",
};

/** A piece of a title or snippet; `match` pieces are the searched words, shown highlighted. */
export type HighlightPart = { text: string; match: boolean };

export type SearchResult = {
  kind: string;
  /** The language of its words (en, hi, te): a result in another language than the page's carries its `lang`. */
  language: string;
  title: string;
  url: string;
  /** Plain text around the best match. */
  snippet: string;
  titleParts: HighlightPart[];
  snippetParts: HighlightPart[];
};

export type SearchPage = {
  q: string;
  terms: string[];
  cut: boolean;
  results: SearchResult[];
  total: number;
  page: number;
  pages: number;
};
