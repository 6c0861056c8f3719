import { Link } from "~/ui/link";
import { usePageLanguage } from "~/ui/i18n";
import type { MessageKey } from "~/kernel/i18n/translate";
import { SEARCH_KIND_LABELS, type HighlightPart, type SearchResult } from "../schema";

/** Text with the searched words in <mark>: React elements only, so no stored text is ever read as HTML. */
export function Highlighted({ parts }: { parts: HighlightPart[] }) {
  return <>{parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}</>;
}

/** What each result is, in the page's language (section results are parts of pages). */
const KIND_KEYS: Record<string, MessageKey> = {
  page: "searchPage.kind.page",
  section: "searchPage.kind.page",
  faq: "searchPage.kind.faq",
  event: "searchPage.kind.event",
  post: "searchPage.kind.post",
  document: "searchPage.kind.document",
  alumnus: "searchPage.kind.alumnus",
};

export function SearchResultList({ results }: { results: SearchResult[] }) {
  const { translator } = usePageLanguage();
  const { code } = translator.language;
  if (results.length === 0) return null;
  return (
    <ol className="search-results">
      {results.map((result) => (
        <li
          key={`${result.kind}:${result.url}`}
          className="search-result"
          lang={result.language && result.language !== code ? result.language : undefined}
        >
          <span className={`search-result__kind search-result__kind--${result.kind}`}>
            {KIND_KEYS[result.kind]
              ? translator.t(KIND_KEYS[result.kind]!)
              : (SEARCH_KIND_LABELS[result.kind] ?? result.kind)}
          </span>
          <h2 className="search-result__title">
            <Link to={result.url}>
              <Highlighted parts={result.titleParts} />
            </Link>
          </h2>
          {result.snippet ? (
            <p className="search-result__snippet">
              <Highlighted parts={result.snippetParts} />
            </p>
          ) : null}
          <p className="search-result__url">{result.url}</p>
        </li>
      ))}
    </ol>
  );
}
