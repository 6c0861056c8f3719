import { formatMoment } from "~/kernel/dates";
import { useActionData, useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { RowActionForm } from "~/ui/form/row-action-form";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { listMenuSections } from "~/modules/pages/menu-read.server";
import { listPagesForOffice } from "~/modules/pages/pages.server";
import {
  createPage,
  restorePageFromTrash,
  setPageHidden,
  trashPage,
  type PageStateResult,
} from "~/modules/pages/page-states.server";
import { NewPageForm } from "~/modules/pages/ui/new-page-form";
import { newPageSchema, suggestPagePath, TRASH_DAYS, type PageStatus } from "~/modules/pages/schema";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import type { AuditActor } from "~/kernel/audit.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { fillTokens } from "~/kernel/settings/tokens";
import editorStyles from "~/styles/page-editor.css?url";
import listStyles from "~/styles/page-list.css?url";
import { db } from "~/kernel/database/connection";
import { scheduleLabel } from "~/kernel/schedule";
import type { Route } from "./+types/welcome.pages";
import { pageAddress } from "~/modules/pages/paths";
import { SectionErrorBoundary } from "~/modules/dashboard";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: listStyles },
];

const DAY = 24 * 3600_000;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const trash = new URL(request.url).searchParams.get("trash") === "1";
  const [pages, sections, settings] = await Promise.all([
    listPagesForOffice(db()),
    listMenuSections(db()),
    getSiteSettings(db()),
  ]);
  const when = (iso: string) => formatMoment(iso, settings.timeZone);
  const day = (iso: string) => formatMoment(iso, settings.timeZone, "date");
  const trashed = pages.filter((page) => page.status === "trashed");
  return {
    trash,
    sections,
    trashCount: trashed.length,
    pages: (trash ? trashed : pages.filter((page) => page.status !== "trashed")).map((page) => ({
      ...page,
      // As the public sees it: the home page's title holds {school}.
      title: fillTokens(page.title, settings),
      updatedAt: when(page.updatedAt),
      scheduleNote: page.status === "unpublished" ? "" : scheduleLabel(page.schedule, settings.timeZone),
      trashedAt: page.trashedAt ? when(page.trashedAt) : null,
      purgedOn: page.trashedAt ? day(new Date(Date.parse(page.trashedAt) + TRASH_DAYS * DAY).toISOString()) : null,
    })),
  };
}

const HERE = "/welcome/pages";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const actor = user.actor;
  return formAction(request, async (form) => {
    if (form.get("intent") === "create") return addPage(request, form, actor);
    return changeState(request, form, actor);
  });
}

async function addPage(request: Request, form: FormData, actor: AuditActor) {
  // Left empty, the address is made from the title ("Annual Day 2026" → AnnualDay2026).
  const title = String(form.get("title") ?? "");
  const input = parseSubmission(newPageSchema, {
    title,
    path: String(form.get("path") ?? "").trim() || suggestPagePath(title),
    menuSection: String(form.get("menuSection") ?? ""),
  });
  const created = await createPage(db(), input, actor);
  return redirectWithFlash(request, `${HERE}/${pageAddress(created.path)}`, {
    tone: "ok",
    text: `The page ${created.path} is added as a draft${created.menuSection ? ` under “${created.menuSection}” in the menu` : ""}. Write it here, then press Publish: until then the public cannot see it.`,
  });
}

async function changeState(request: Request, form: FormData, actor: AuditActor) {
  const intent = String(form.get("intent") ?? "");

  const path = String(form.get("path") ?? "");
  const outcomes: Record<string, () => Promise<[PageStateResult, string]>> = {
    hide: async () => [
      await setPageHidden(db(), path, true, actor),
      `${path} is hidden from the menu and the sitemap. Its address still works.`,
    ],
    show: async () => [
      await setPageHidden(db(), path, false, actor),
      `${path} is shown in the menu and the sitemap again.`,
    ],
    trash: async () => [
      await trashPage(db(), path, actor),
      `${path} is in the trash and no longer on the website. You can restore it from the trash for ${TRASH_DAYS} days.`,
    ],
    restore: async () => [
      await restorePageFromTrash(db(), path, actor),
      `${path} is back, with its place in the menu.`,
    ],
  };
  const run = outcomes[intent];
  if (!run) throw new Response("Unknown action", { status: 400 });
  const [result, done] = await run();
  const refusals = {
    missing: "That page is not there any more. Please reload the list.",
    "built-in": "This is one of the website's own pages: it cannot be deleted, only hidden from the menu.",
    trashed: "That page is in the trash: restore it first.",
    "not-trashed": "That page is not in the trash.",
  } as const;
  return redirectWithFlash(request, intent === "restore" ? `${HERE}?trash=1` : HERE, {
    tone: result.ok ? "ok" : "error",
    text: result.ok ? done : refusals[result.reason],
  });
}

const STATUS_WORDS: Record<PageStatus, string> = {
  published: "Published",
  draft: "Draft changes not yet published",
  unpublished: "Not published yet",
  trashed: "In the trash",
};

export default function PagesSection() {
  const { pages, trash, trashCount, sections } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  return (
    <>
      <section className="dashboard-panel" aria-labelledby="pages-heading">
        <PageMeta title="Pages" description="Administration." path={HERE} noindex />
        <div className="panel-head">
          <h2 id="pages-heading">{trash ? "Pages in the trash" : "Pages"}</h2>
          <div className="panel-actions">
            {trash ? null : (
              <a className="button" href="#new-page-heading">
                Add a page
              </a>
            )}
            <Link className="button button--ghost" to="/welcome/menu">
              Edit the menu
            </Link>
            {trash ? null : (
              <Link className="button button--ghost" to={`${HERE}/translations`}>
                Translations
              </Link>
            )}
            <Link className="button button--ghost" to={trash ? HERE : `${HERE}?trash=1`}>
              {trash ? "Back to the pages" : `Trash (${trashCount})`}
            </Link>
          </div>
        </div>
        {trash ? (
          <p className="panel-intro">
            Pages you deleted stay here for {TRASH_DAYS} days, then they are deleted for good with their earlier
            versions. Restoring one puts it back on the website and in its place in the menu.
          </p>
        ) : (
          <p className="panel-intro">
            The words, lists and tables of the public pages. Open a page to change it: your changes stay a draft, seen
            only here, until you press Publish.
          </p>
        )}
        {trash ? <TrashTable pages={pages} /> : <PagesTable pages={pages} />}
      </section>
      {trash ? null : <NewPageForm sections={sections} failure={failure} />}
    </>
  );
}

type ListedPage = Awaited<ReturnType<typeof loader>>["pages"][number];

function PagesTable({ pages }: { pages: ListedPage[] }) {
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table className="pages-table">
          <caption className="visually-hidden">Public pages, by address</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Status</th>
              <th scope="col">In the menu</th>
              <th scope="col">Last changed</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.path}>
                <td data-label="Page">
                  <div>
                    <Link to={`${HERE}/${pageAddress(page.path)}`}>{page.title}</Link>
                    <span className="pages-table__path">{page.path}</span>
                  </div>
                </td>
                <td data-label="Status">
                  <div>
                    <span className={`page-status page-status--${page.status}`}>{STATUS_WORDS[page.status]}</span>
                    {page.hidden ? <span className="page-status page-status--hidden">Hidden from the menu</span> : null}
                    {page.scheduleNote ? <span className="schedule-note">{page.scheduleNote}</span> : null}
                  </div>
                </td>
                <td data-label="In the menu">
                  {page.menuSection ?? <span className="pages-table__none">Not in the menu</span>}
                </td>
                <td data-label="Last changed">
                  <span>
                    {page.updatedAt}
                    {page.updatedBy ? ` by ${page.updatedBy}` : " (built-in text)"}
                  </span>
                </td>
                <td data-label="Actions">
                  <div className="row-actions">
                    <RowActionForm
                      field="path"
                      value={page.path}
                      intent={page.hidden ? "show" : "hide"}
                      label={page.hidden ? "Show" : "Hide"}
                      what={`${page.title} in the menu`}
                      className="button button--small button--ghost"
                    />
                    {page.builtIn ? null : (
                      <RowActionForm
                        field="path"
                        value={page.path}
                        intent="trash"
                        label="Delete"
                        what={page.title}
                        className="button button--small button--danger"
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function TrashTable({ pages }: { pages: ListedPage[] }) {
  if (pages.length === 0) return <p className="empty-note">The trash is empty.</p>;
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table className="pages-table">
          <caption className="visually-hidden">Pages in the trash</caption>
          <thead>
            <tr>
              <th scope="col">Page</th>
              <th scope="col">Deleted</th>
              <th scope="col">Deleted for good on</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {pages.map((page) => (
              <tr key={page.path}>
                <td data-label="Page">
                  <div>
                    {page.title}
                    <span className="pages-table__path">{page.path}</span>
                  </div>
                </td>
                <td data-label="Deleted">
                  <span>
                    {page.trashedAt}
                    {page.trashedBy ? ` by ${page.trashedBy}` : ""}
                  </span>
                </td>
                <td data-label="Deleted for good on">{page.purgedOn}</td>
                <td data-label="Actions">
                  <RowActionForm field="path" value={page.path} intent="restore" label="Restore" what={page.title} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
