import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { formatMoment } from "~/kernel/dates";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { menuFieldMessages, menuSchema } from "~/modules/pages/menu";
import { addMenuLink, applyMenuIntent, readMenuForm, type PostedEntry } from "~/modules/pages/menu-form";
import { loadOfficeMenu, menuStaleLabels } from "~/modules/pages/menu-read.server";
import { saveMenu } from "~/modules/pages/menu.server";
import { listPagesForOffice, loadPageForOffice } from "~/modules/pages/pages.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { EditForm } from "~/ui/form/edit-form";
import { MenuFields } from "~/modules/pages/ui/menu-fields";
import { getSiteSettings } from "~/modules/site/index.server";
import editorStyles from "~/styles/page-editor.css?url";
import listStyles from "~/styles/page-list.css?url";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.menu";
import { SectionErrorBoundary } from "~/modules/dashboard";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: editorStyles },
  { rel: "stylesheet", href: listStyles },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const [menu, pages, settings, staleLabels] = await Promise.all([
    loadOfficeMenu(db()),
    listPagesForOffice(db()),
    getSiteSettings(db()),
    menuStaleLabels(db()),
  ]);
  const linked = new Set(
    menu.entries.flatMap((entry) => ("items" in entry ? entry.items : [entry])).map((link) => link.path.toLowerCase()),
  );
  return {
    menu: {
      ...menu,
      updatedAt: menu.updatedAt ? formatMoment(menu.updatedAt, settings.timeZone) : null,
    },
    // Pages the menu does not list yet, for "Add a page to the menu".
    unlisted: pages
      .filter((page) => page.status !== "trashed" && !linked.has(page.path.toLowerCase()))
      .map((page) => ({ path: page.path, title: page.title })),
    // Labels whose translation was saved before the English label last changed (docs/decisions/145).
    staleLabels,
  };
}

/** A refused menu comes back with what was posted, the button applied (its RefusedError's body). */
type KeptMenu = { formKey: string; entries: PostedEntry[] };

/** `entries.3.label` (the schema's path) → `e3.label`, `entries.3.items.1.label` → `e3.1.label` (the field's name). */
const fieldNames = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([key, text]) => [
      key.replace(/^entries\.(\d+)(?:\.items\.(\d+))?\./, (_, i: string, j?: string) => `e${i}${j ? `.${j}` : ""}.`),
      text,
    ]),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "save");
    const posted = readMenuForm(form);
    let entries = applyMenuIntent(posted.entries, intent);
    if (intent === "add") {
      const page = await loadPageForOffice(db(), String(form.get("addPath") ?? ""));
      if (page && !page.trashedAt)
        entries = addMenuLink(
          entries,
          { label: page.title.slice(0, 40), path: page.path, hidden: false },
          String(form.get("addSection") ?? ""),
        );
    }
    const kept: KeptMenu = { formKey: crypto.randomUUID(), entries };
    const parsed = menuSchema.safeParse({ ...posted, entries });
    if (!parsed.success) throw new RefusedError(400, FIX_FIELDS, fieldNames(menuFieldMessages(parsed.error)), kept);
    const saved = await saveMenu(db(), parsed.data, user.actor);
    if (!saved.ok && saved.reason === "fields") throw new RefusedError(400, FIX_FIELDS, fieldNames(saved.fields), kept);
    if (!saved.ok)
      throw new RefusedError(
        409,
        `${saved.changedBy ?? "Someone"} changed the menu after you opened it, so nothing was saved. Your changes are still shown below: open the menu again in a new tab to see theirs.`,
        {},
        kept,
      );
    return redirectWithFlash(request, "/welcome/menu", {
      tone: "ok",
      text: "The menu is saved: every page of the website shows it now.",
    });
  });
}

export default function MenuEditor() {
  const { menu, unlisted, staleLabels } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const kept = reply?.details as KeptMenu | undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const targets = new Map(
    menu.entries
      .flatMap((entry) => ("items" in entry ? entry.items : [entry]))
      .map((link) => [link.path, link.target] as const),
  );
  return (
    <section className="dashboard-panel" aria-labelledby="menu-heading">
      <PageMeta title="Menu" description="Administration." path="/welcome/menu" noindex />
      <div className="panel-head">
        <h2 id="menu-heading">The menu</h2>
        <div className="panel-actions">
          <Link className="button button--ghost" to="/welcome/pages">
            All pages
          </Link>
        </div>
      </div>
      <p className="panel-intro">
        The menu at the top of every page. Rename an entry, untick <q>Show</q> to hide a page from the menu (its address
        keeps working), or move entries with the arrows: a link moved past the end of its section goes into the next
        one. Every button saves the whole menu at once.
        {menu.updatedBy ? ` Last changed ${menu.updatedAt} by ${menu.updatedBy}.` : ""}
      </p>
      <StatusMessage
        tone="error"
        message={reply?.form === undefined ? reply?.message : undefined}
        id={kept?.formKey ?? location.key}
        focus
      />
      <EditForm
        key={kept?.formKey ?? `${location.key}-${menu.version}`}
        name="menu"
        idPrefix="menu"
        defaults={{}}
        refused={reply}
        className="menu-editor"
      >
        {({ values, errors, restored }) => {
          // Refused: the menu as posted with its button applied; kept over sign-in: as it was typed.
          const entries: PostedEntry[] = restored
            ? readMenuForm(formDataOf(values)).entries
            : (kept?.entries ?? menu.entries);
          return (
            <MenuFields
              entries={entries}
              version={restored && values.version ? values.version : menu.version}
              targets={targets}
              staleLabels={staleLabels}
              unlisted={unlisted}
              errors={errors}
              busy={busy}
            />
          );
        }}
      </EditForm>
    </section>
  );
}

const formDataOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
};

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
