import { Pager } from "~/ui/pager/pager";
import { Form, useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { SearchResultList } from "~/modules/search/ui/search-views";
import { searchFromParams } from "~/modules/search/search.server";
import { announceSiteSearch } from "~/modules/search/searched.server";
import { requestLanguage } from "~/kernel/request-path";
import { useLocalPath, useT } from "~/ui/i18n";
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

/** A message with the searched words in <strong> where its `{q}` stands (the words' place differs per language). */
function WithTerm({ text, q }: { text: string; q: string }) {
  const [before, after = ""] = text.split(TERM);
  return (
    <>
      {before}
      <strong>{q}</strong>
      {after}
    </>
  );
}
const TERM = "\u{F8FF}";

export default function SearchPage() {
  const found = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const localPath = useLocalPath();
  const t = useT();
  const { q, results, total, page, pages } = found;
  const searching = navigation.state === "loading" && navigation.location.pathname === localPath("/search");
  const asked = q.trim() !== "";
  const pageOf = t("searchPage.pageOf", { page, pages });
  return (
    <section className="page search-page" aria-busy={searching || undefined}>
      <PageMeta
        title={asked ? t("searchPage.titleFor", { q: q.slice(0, 60) }) : t("searchPage.heading")}
        description={t("searchPage.description", { school: "{school}" })}
        path="/search"
        noindex
      />
      <header className="page-head">
        <h1>{t("searchPage.heading")}</h1>
      </header>
      <Form method="get" action={localPath("/search")} role="search" className="search-page__form">
        <label htmlFor="search-page-q">{t("searchPage.field")}</label>
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
            {t("search.button")}
          </button>
        </div>
      </Form>
      {found.cut ? <p className="search-page__note">{t("searchPage.cut")}</p> : null}
      {asked ? (
        total > 0 ? (
          <p className="search-page__count" role="status">
            <WithTerm text={t("searchPage.count", { count: total, q: TERM })} q={q} />
            {pages > 1 ? ` (${pageOf})` : ""}
          </p>
        ) : (
          <div className="search-page__empty" role="status">
            <p>
              <WithTerm text={t("searchPage.none", { q: TERM })} q={q} />
              {found.terms.length === 0 ? ` ${t("searchPage.noWords")}` : ""}
            </p>
            <ul>
              <li>{t("searchPage.spelling")}</li>
              <li>
                {t("searchPage.browse")} <Link to={localPath("/Events")}>{t("searchPage.events")}</Link>,{" "}
                <Link to={localPath("/News")}>{t("searchPage.news")}</Link>,{" "}
                <Link to={localPath("/Downloads")}>{t("searchPage.downloads")}</Link>,{" "}
                <Link to={localPath("/Alumini")}>{t("searchPage.alumni")}</Link>
              </li>
              <li>
                <Link to={localPath("/ContactUs")}>{t("searchPage.askSchool")}</Link>
              </li>
            </ul>
          </div>
        )
      ) : (
        <p className="search-page__hint">{t("searchPage.hint")}</p>
      )}
      <SearchResultList results={results} />
      <Pager
        label={t("searchPage.pages")}
        page={page}
        pageCount={pages}
        href={(n) => pageHref(localPath("/search"), q, n)}
        previousLabel={t("searchPage.previous")}
        nextLabel={t("searchPage.next")}
        pageLabel={pageOf}
      />
    </section>
  );
}
