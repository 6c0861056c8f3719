import { Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { formatMoment } from "~/kernel/dates";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { menuFieldMessages, menuSchema, type MenuLinkTarget } from "~/modules/pages/menu";
import { addMenuLink, applyMenuIntent, readMenuForm, type PostedEntry } from "~/modules/pages/menu-form";
import { loadOfficeMenu, saveMenu } from "~/modules/pages/menu.server";
import { listPagesForOffice, loadPageForOffice } from "~/modules/pages/pages.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { EditForm } from "~/ui/form/edit-form";
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
  const [menu, pages, settings] = await Promise.all([
    loadOfficeMenu(db()),
    listPagesForOffice(db()),
    getSiteSettings(db()),
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
  const { menu, unlisted } = useLoaderData<typeof loader>();
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

function MenuFields({
  entries,
  version,
  targets,
  unlisted,
  errors,
  busy,
}: {
  entries: PostedEntry[];
  version: string;
  targets: Map<string, MenuLinkTarget>;
  unlisted: { path: string; title: string }[];
  errors: Record<string, string>;
  busy: boolean;
}) {
  const sections = entries.filter((entry) => entry.items).map((entry) => entry.label);
  return (
    <>
      <input type="hidden" name="version" value={version} />
      <ol className="menu-editor__entries" id="menu-entries" tabIndex={-1}>
        {entries.map((entry, i) => (
          <li key={`${i}-${entry.label}`} className={entry.items ? "menu-editor__section" : "menu-editor__entry"}>
            <input type="hidden" name={`e${i}.kind`} value={entry.items ? "section" : "link"} />
            <MenuRow
              name={`e${i}`}
              label={entry.label}
              path={entry.path}
              hidden={entry.hidden ?? false}
              target={entry.path === undefined ? undefined : targets.get(entry.path)}
              first={i === 0}
              last={i === entries.length - 1}
              errors={errors}
              kind={entry.items ? "section" : "link"}
              busy={busy}
            />
            {entry.items ? (
              <ol className="menu-editor__links">
                {entry.items.map((item, j) => (
                  <li key={`${j}-${item.path}`}>
                    <MenuRow
                      name={`e${i}.${j}`}
                      label={item.label}
                      path={item.path}
                      hidden={item.hidden}
                      target={targets.get(item.path)}
                      first={i === 0 && j === 0}
                      last={false}
                      errors={errors}
                      kind="item"
                      busy={busy}
                    />
                  </li>
                ))}
                {entry.items.length === 0 ? (
                  <li className="menu-editor__empty">No links: this section is not shown.</li>
                ) : null}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
      {errors.entries || errors._form ? <p className="field-error">{errors.entries ?? errors._form}</p> : null}
      <div className="panel-form__actions menu-editor__save">
        <button type="submit" className="button" name="intent" value="save" disabled={busy}>
          Save the menu
        </button>
      </div>
      {unlisted.length ? (
        <fieldset className="menu-editor__add">
          <legend>Add a page to the menu</legend>
          <label>
            <span className="field-label">Page</span>
            <select name="addPath" id="menu-addPath">
              {unlisted.map((page) => (
                <option key={page.path} value={page.path}>
                  {page.title} ({page.path})
                </option>
              ))}
            </select>
          </label>
          <label>
            <span className="field-label">Section</span>
            <select name="addSection" id="menu-addSection" defaultValue={sections[0] ?? ""}>
              {sections.map((section) => (
                <option key={section}>{section}</option>
              ))}
              <option value="">At the end of the menu, on its own</option>
            </select>
          </label>
          <button type="submit" className="button button--ghost" name="intent" value="add" disabled={busy}>
            Add to the menu
          </button>
        </fieldset>
      ) : null}
    </>
  );
}

const TARGET_WORDS = { published: "", unpublished: "not published yet", trashed: "in the trash" } as const;

function MenuRow(props: {
  name: string;
  label: string;
  path?: string;
  hidden: boolean;
  target?: MenuLinkTarget;
  first: boolean;
  last: boolean;
  errors: Record<string, string>;
  kind: "section" | "link" | "item";
  busy: boolean;
}) {
  const { name, label, path, hidden, target, errors, kind, busy } = props;
  const labelError = errors[`${name}.label`];
  const pathError = errors[`${name}.path`];
  const position = name.slice(1);
  const what = kind === "section" ? `the section “${label}”` : `“${label}”`;
  const state = target?.kind === "page" ? TARGET_WORDS[target.state] : "";
  return (
    <div className={`menu-editor__row menu-editor__row--${kind}`}>
      <label className="menu-editor__label">
        <span className="visually-hidden">{kind === "section" ? "Section name" : `Label of the link to ${path}`}</span>
        <input
          id={`menu-${name}.label`}
          name={`${name}.label`}
          defaultValue={label}
          maxLength={40}
          required
          aria-invalid={labelError ? true : undefined}
        />
      </label>
      {path !== undefined ? (
        <>
          <input type="hidden" name={`${name}.path`} value={path} />
          <span className="menu-editor__path" id={`menu-${name}.path`}>
            {path}
            {state ? (
              <span className={`page-status page-status--${target?.kind === "page" ? target.state : ""}`}>{state}</span>
            ) : null}
          </span>
          <label className="menu-editor__shown">
            <input type="checkbox" name={`${name}.shown`} defaultChecked={!hidden} />
            Show<span className="visually-hidden"> {label} in the menu</span>
          </label>
        </>
      ) : null}
      <span className="menu-editor__moves">
        <button
          type="submit"
          className="button button--small button--ghost"
          name="intent"
          value={`up:${position}`}
          disabled={busy || props.first}
        >
          <span aria-hidden="true">↑</span>
          <span className="visually-hidden">Move {what} up</span>
        </button>
        <button
          type="submit"
          className="button button--small button--ghost"
          name="intent"
          value={`down:${position}`}
          disabled={busy || props.last}
        >
          <span aria-hidden="true">↓</span>
          <span className="visually-hidden">Move {what} down</span>
        </button>
        {kind !== "section" ? (
          <button
            type="submit"
            className="button button--small button--ghost"
            name="intent"
            value={`remove:${position}`}
            disabled={busy}
          >
            Remove<span className="visually-hidden"> {what} from the menu</span>
          </button>
        ) : null}
      </span>
      {labelError ? <p className="field-error">{labelError}</p> : null}
      {pathError ? <p className="field-error">{pathError}</p> : null}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
