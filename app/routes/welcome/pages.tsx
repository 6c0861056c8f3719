import { Link, useLoaderData } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { listPagesForOffice } from "~/features/pages/pages.server";
import { getSiteSettings } from "~/lib/site-settings/site-settings.server";
import editorStyles from "~/styles/page-editor.css?url";
import { db } from "~platform/database/connection";
import type { Route } from "./+types/pages";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: editorStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  const [pages, settings] = await Promise.all([listPagesForOffice(db()), getSiteSettings(db())]);
  const when = (iso: string) =>
    new Date(iso).toLocaleString("en-IN", { dateStyle: "medium", timeStyle: "short", timeZone: settings.timeZone });
  return { pages: pages.map((page) => ({ ...page, updatedAt: when(page.updatedAt) })) };
}

const STATUS_WORDS = { published: "Published", draft: "Draft changes not yet published" } as const;

export default function PagesSection() {
  const { pages } = useLoaderData<typeof loader>();
  return (
    <section className="dashboard-panel" aria-labelledby="pages-heading">
      <PageMeta title="Pages" description="Administration." path="/welcome/pages" noindex />
      <div className="panel-head">
        <h2 id="pages-heading">Pages</h2>
      </div>
      <p className="panel-intro">
        The words, lists and tables of the public pages. Open a page to change it: your changes stay a draft, seen only
        here, until you press Publish.
      </p>
      <div className="data-table">
        <div className="data-table-scroll">
          <table className="pages-table">
            <caption className="visually-hidden">Public pages, by address</caption>
            <thead>
              <tr>
                <th scope="col">Page</th>
                <th scope="col">Address</th>
                <th scope="col">Status</th>
                <th scope="col">Last changed</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.path}>
                  <td>
                    <Link to={`/welcome/pages/${page.path.slice(1)}`}>{page.title}</Link>
                  </td>
                  <td>{page.path}</td>
                  <td>
                    <span className={`page-status page-status--${page.status}`}>{STATUS_WORDS[page.status]}</span>
                    {page.hidden ? <span className="page-status page-status--hidden">Hidden from the menu</span> : null}
                  </td>
                  <td>
                    {page.updatedAt}
                    {page.updatedBy ? ` by ${page.updatedBy}` : " (built-in text)"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
}
