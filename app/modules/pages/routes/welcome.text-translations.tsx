import { useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { TRANSLATION_STATE_WORDS } from "~/modules/pages/ui/translation-tabs";
import type { TranslatedThing } from "~/kernel/i18n/translation-age";
import { loadTextTranslations } from "~/modules/pages/text-translations.server";
import { db } from "~/kernel/database/connection";
import listStyles from "~/styles/page-list.css?url";
import editorStyles from "~/styles/page-editor.css?url";
import { SectionErrorBoundary } from "~/modules/dashboard";
import type { Route } from "./+types/welcome.text-translations";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: listStyles },
];

// Per news post, event, the ticker, slide caption and menu label, and language switched on: translated, out of
// date or missing (docs/decisions/145); ?show=work lists only what needs translating.
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  return loadTextTranslations(db(), { work: new URL(request.url).searchParams.get("show") === "work" });
}

type Language = { code: string; name: string };

function ThingsTable({
  heading,
  column,
  id,
  things,
  languages,
}: {
  heading: string;
  /** The first column's name: what one row is ("Post"). */
  column: string;
  id: string;
  things: TranslatedThing[];
  languages: Language[];
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="text-translations__group">
      <h3 id={`${id}-heading`}>{heading}</h3>
      {things.length === 0 ? (
        <p className="pages-table__none">Nothing to show here.</p>
      ) : (
        <div className="data-table">
          <div className="data-table-scroll">
            <table className="pages-table translations-table">
              <caption className="visually-hidden">{heading}, with the state of each translation</caption>
              <thead>
                <tr>
                  <th scope="col">{column}</th>
                  {languages.map((language) => (
                    <th scope="col" key={language.code} lang={language.code}>
                      {language.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {things.map((thing, index) => (
                  <tr key={`${thing.href}-${index}`}>
                    <td data-label={column}>
                      <div>
                        <Link to={thing.href}>{thing.title}</Link>
                        {thing.note ? <span className="pages-table__path">{thing.note}</span> : null}
                      </div>
                    </td>
                    {languages.map(({ code, name }) => {
                      const state = thing.states[code] ?? "missing";
                      return (
                        <td key={code} data-label={name}>
                          <Link
                            to={`${thing.href}#translation-${code}`}
                            className={`translation-state translation-state--${state}`}
                            data-state={state}
                          >
                            {TRANSLATION_STATE_WORDS[state]}
                            <span className="visually-hidden">
                              {" "}
                              : translate “{thing.title}” into {name}
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
      )}
    </section>
  );
}

export default function TextTranslations() {
  const { languages, groups, work } = useLoaderData<typeof loader>();
  return (
    <section className="dashboard-panel" aria-labelledby="text-translations-heading">
      <PageMeta
        title="Translations of news, events and short texts"
        description="Administration."
        path="/welcome/pages/translations/texts"
        noindex
      />
      <div className="panel-head">
        <h2 id="text-translations-heading">Translations of news, events and short texts</h2>
        <div className="panel-actions">
          <Link className="button button--ghost" to="/welcome/pages/translations">
            Translations of the pages
          </Link>
        </div>
      </div>
      {languages.length === 0 ? (
        <p className="panel-intro">
          Only English is switched on. Switch on other languages under Site settings to translate news, events and the
          menu.
        </p>
      ) : (
        <>
          <p className="panel-intro">
            News posts, events, the news ticker, slide captions and menu labels in each language:{" "}
            <strong>translated</strong>, <strong>out of date</strong> (the English changed after the translation was
            saved: the translation is still shown) or <strong>missing</strong> (the English is shown). Open one to
            translate it beside the English.
          </p>
          <ul className="translation-summary">
            {languages.map((language) => (
              <li key={language.code}>
                <span lang={language.code}>{language.name}</span>: {language.counts.translated} translated,{" "}
                {language.counts["out-of-date"]} out of date, {language.counts.missing} missing
              </li>
            ))}
          </ul>
          <nav aria-label="What to show">
            <ul className="text-translations__kinds">
              <li>
                <Link to="/welcome/pages/translations/texts" aria-current={work ? undefined : "page"}>
                  Everything
                </Link>
              </li>
              <li>
                <Link to="/welcome/pages/translations/texts?show=work" aria-current={work ? "page" : undefined}>
                  Only what is out of date or missing
                </Link>
              </li>
            </ul>
          </nav>
          <nav aria-label="Kinds of text">
            <ul className="text-translations__kinds">
              {groups.map((group) => (
                <li key={group.id}>
                  <a href={`#${group.id}-heading`}>{group.heading}</a> ({group.things.length})
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <ThingsTable key={group.id} {...group} languages={languages} />
          ))}
        </>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
