import { useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { listTranslationStates } from "~/modules/pages/page-translations.server";
import { TRANSLATION_STATE_WORDS } from "~/modules/pages/ui/translation-tabs";
import { getSiteSettings } from "~/modules/site/index.server";
import { fillTokens } from "~/kernel/settings/tokens";
import { db } from "~/kernel/database/connection";
import listStyles from "~/styles/page-list.css?url";
import editorStyles from "~/styles/page-editor.css?url";
import { pageAddress } from "~/modules/pages/paths";
import { SectionErrorBoundary } from "~/modules/dashboard";
import type { Route } from "./+types/welcome.page-translations";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: listStyles },
];

// Per page and language switched on: translated, out of date (the English page was published since) or missing.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const [states, settings] = await Promise.all([listTranslationStates(db()), getSiteSettings(db())]);
  const count = (code: string, state: string) =>
    states.pages.filter((page) => page.languages.some((one) => one.code === code && one.state === state)).length;
  return {
    languages: states.languages.map((language) => ({
      ...language,
      translated: count(language.code, "translated"),
      outOfDate: count(language.code, "out-of-date"),
      missing: count(language.code, "missing"),
    })),
    pages: states.pages.map((page) => ({ ...page, title: fillTokens(page.title, settings) })),
  };
}

export default function PageTranslations() {
  const { languages, pages } = useLoaderData<typeof loader>();
  return (
    <section className="dashboard-panel" aria-labelledby="translations-heading">
      <PageMeta
        title="Translations of the pages"
        description="Administration."
        path="/welcome/pages/translations"
        noindex
      />
      <div className="panel-head">
        <h2 id="translations-heading">Translations of the pages</h2>
        <div className="panel-actions">
          <Link className="button button--ghost" to="/welcome/pages/translations/texts">
            News, events and short texts
          </Link>
          <Link className="button button--ghost" to="/welcome/pages">
            All pages
          </Link>
        </div>
      </div>
      {languages.length === 0 ? (
        <p className="panel-intro">
          Only English is switched on. Switch on other languages under Site settings to translate the pages.
        </p>
      ) : (
        <>
          <p className="panel-intro">
            Each page in each language: <strong>translated</strong>, <strong>out of date</strong> (the English page was
            published after its translation: the translation is still shown, with a note) or <strong>missing</strong>{" "}
            (the English page is shown, with a note). Open one to translate it beside the English text.
          </p>
          <ul className="translation-summary">
            {languages.map((language) => (
              <li key={language.code}>
                <span lang={language.code}>{language.name}</span>: {language.translated} translated,{" "}
                {language.outOfDate} out of date, {language.missing} missing
              </li>
            ))}
          </ul>
          <div className="data-table">
            <div className="data-table-scroll">
              <table className="pages-table translations-table">
                <caption className="visually-hidden">Pages by address, with the state of each translation</caption>
                <thead>
                  <tr>
                    <th scope="col">Page</th>
                    {languages.map((language) => (
                      <th scope="col" key={language.code} lang={language.code}>
                        {language.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {pages.map((page) => (
                    <tr key={page.path}>
                      <td data-label="Page">
                        <div>
                          <Link to={`/welcome/pages/${pageAddress(page.path)}`}>{page.title}</Link>
                          <span className="pages-table__path">{page.path}</span>
                        </div>
                      </td>
                      {page.languages.map((one) => {
                        const name = languages.find((language) => language.code === one.code)?.name ?? one.code;
                        return (
                          <td key={one.code} data-label={name}>
                            <Link
                              to={`/welcome/pages/${pageAddress(page.path)}?language=${one.code}`}
                              className={`translation-state translation-state--${one.state}`}
                              data-state={one.state}
                            >
                              {TRANSLATION_STATE_WORDS[one.state]}
                              {one.draft ? ", draft waiting" : ""}
                              <span className="visually-hidden">
                                {" "}
                                : translate {page.path} into {name}
                              </span>
                            </Link>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </div>
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
