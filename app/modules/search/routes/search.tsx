import { Pager } from "~/ui/pager/pager";
import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { SearchResultList } from "~/modules/search/ui/search-views";
import { searchFromParams } from "~/modules/search/search.server";
import { announceSiteSearch } from "~/modules/search/searched.server";
import { requestLanguage } from "~/kernel/request-path";
import { useLocalPath } from "~/ui/i18n";
import type { Route } from "./+types/search";

export async function loader({ request }: Route.LoaderArgs) {
  const found = await searchFromParams(new URL(request.url).searchParams, requestLanguage(request));
  announceSiteSearch({ term: found.q, found: found.total, page: found.page, request });
  return found;
}

// Result pages are per query: not worth a place in the shared page cache (nor in search engines).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-cache" });

const pageHref = (path: string, q: string, page: number) => {
  const search = new URLSearchParams({ q });
  if (page > 1) search.set("page", String(page));
  return `${path}?${search}`;
};

export default function SearchPage() {
  const found = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const localPath = useLocalPath();
  const { q, results, total, page, pages } = found;
  const searching = navigation.state === "loading" && navigation.location.pathname === localPath("/search");
  const asked = q.trim() !== "";
  return (
    <section className="page search-page" aria-busy={searching || undefined}>
      <PageMeta
        title={asked ? `Search: ${q.slice(0, 60)}` : "Search"}
        description="Search the pages, events, news, documents and alumni of {school}."
        path="/search"
        noindex
      />
      <header className="page-head">
        <h1>Search</h1>
      </header>
      <Form method="get" action={localPath("/search")} role="search" className="search-page__form">
        <label htmlFor="search-page-q">Words to find</label>
        <div className="search-page__row">
          <input
            id="search-page-q"
            key={q}
            type="search"
            name="q"
            defaultValue={q}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </Form>
      {found.cut ? (
        <p className="search-page__note">Your search was long, so only its first 200 characters were used.</p>
      ) : null}
      {asked ? (
        total > 0 ? (
          <p className="search-page__count" role="status">
            {total === 1 ? "1 result" : `${total} results`} for <strong>{q}</strong>
            {pages > 1 ? ` (page ${page} of ${pages})` : ""}
          </p>
        ) : (
          <div className="search-page__empty" role="status">
            <p>
              Nothing on the site matches <strong>{q}</strong>
              {found.terms.length === 0 ? " (it has no words to look for, only signs or very common words)" : ""}.
            </p>
            <ul>
              <li>Check the spelling, or try fewer or shorter words: every word must be found.</li>
              <li>
                Browse the <Link to="/Events">events</Link>, the <Link to="/News">news</Link>, the{" "}
                <Link to="/Downloads">downloads</Link> or the <Link to="/Alumini">alumni</Link>.
              </li>
              <li>
                Still stuck? <Link to="/ContactUs">Ask the school</Link>.
              </li>
            </ul>
          </div>
        )
      ) : (
        <p className="search-page__hint">
          Type a word or two: a page, an event, a news post, a document or an alumnus.
        </p>
      )}
      <SearchResultList results={results} />
      <Pager
        label="Pages of results"
        page={page}
        pageCount={pages}
        href={(n) => pageHref(localPath("/search"), q, n)}
      />
    </section>
  );
}
