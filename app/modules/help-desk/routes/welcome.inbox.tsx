import { Form, Link, useLoaderData, useNavigation } from "react-router";
import { When } from "~/ui/when";
import { PageMeta } from "~/ui/page-meta";
import { Pager } from "~/ui/pager/pager";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readHelpDeskQuery } from "~/modules/help-desk/help-desk";
import { countOpenByKind, listAssignees, listHelpDesk } from "~/modules/help-desk/help-desk.server";
import {
  INBOX_KINDS,
  INBOX_KIND_LABELS,
  INBOX_STATUSES,
  INBOX_STATUS_LABELS,
  type InboxKind,
} from "~/modules/help-desk/kinds";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.inbox";
import { SectionErrorBoundary } from "~/modules/dashboard";

// The help desk: every form the site received in one list, a tab per kind, search and filters. Each row
// opens the item, where its status, assignee, notes and replies are.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const url = new URL(request.url);
  const query = readHelpDeskQuery(url);
  if (query.trash && user.role !== "admin") query.trash = false;
  const database = db();
  const [page, counts, assignees] = await Promise.all([
    listHelpDesk(database, query, user.id),
    countOpenByKind(database),
    listAssignees(database),
  ]);
  return { role: user.role, query, page, counts, assignees, search: url.search };
}

export default function HelpDesk() {
  const { role, query, page, counts, assignees, search } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const keep = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams(search);
    params.delete("page");
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === "") params.delete(key);
      else params.set(key, value);
    }
    const text = params.toString();
    return `/welcome/inbox${text ? `?${text}` : ""}`;
  };
  const totalOpen = INBOX_KINDS.reduce((sum, kind) => sum + counts[kind].open, 0);
  const kinds = INBOX_KINDS.filter((kind) => kind !== "alumni" || counts.alumni.open > 0);
  return (
    <section className="dashboard-panel help-desk" aria-labelledby="inbox-heading">
      <PageMeta title="Inbox" description="Administration." path="/welcome/inbox" noindex />
      <div className="panel-head">
        <h2 id="inbox-heading">{query.trash ? "Inbox: trash" : "Inbox"}</h2>
        <p className="panel-head__links">
          <Link to="/welcome/outbox">Outbox</Link>
          {role === "admin" ? (
            <>
              {" · "}
              <Link to={keep({ trash: query.trash ? undefined : "1" })}>
                {query.trash ? "Back to the inbox" : "Trash"}
              </Link>
              {" · "}
              <a href={`/welcome/inbox/export.csv${search}`} download>
                Export CSV
              </a>
            </>
          ) : null}
        </p>
      </div>
      <nav className="inbox-tabs" aria-label="Kinds">
        <Link
          to={keep({ kind: undefined })}
          aria-current={!query.kind ? "page" : undefined}
          className="button button--ghost"
        >
          All <span className="count-badge">{totalOpen}</span>
        </Link>
        {kinds.map((kind: InboxKind) => (
          <Link
            key={kind}
            to={keep({ kind })}
            aria-current={query.kind === kind ? "page" : undefined}
            className="button button--ghost"
          >
            {INBOX_KIND_LABELS[kind]}{" "}
            <span className="count-badge" title={`${counts[kind].new} new, ${counts[kind].open} not done`}>
              {counts[kind].open}
            </span>
          </Link>
        ))}
      </nav>
      <Form method="get" className="help-desk-filters" role="search" aria-label="Search the inbox">
        {query.kind ? <input type="hidden" name="kind" value={query.kind} /> : null}
        {query.trash ? <input type="hidden" name="trash" value="1" /> : null}
        <label>
          <span>Search</span>
          <input type="search" name="q" defaultValue={query.q} placeholder="Name, e-mail, phone, text or reference" />
        </label>
        <label>
          <span>Status</span>
          <select name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            <option value="open">Not done</option>
            {INBOX_STATUSES.map((status) => (
              <option key={status} value={status}>
                {INBOX_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Assignee</span>
          <select name="assignee" defaultValue={query.assignee ?? ""}>
            <option value="">Anyone</option>
            <option value="me">Me</option>
            <option value="none">Nobody</option>
            {assignees.map((person) => (
              <option key={person.id} value={String(person.id)}>
                {person.display_name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>From</span>
          <input type="date" name="from" defaultValue={query.from ?? ""} />
        </label>
        <label>
          <span>To</span>
          <input type="date" name="to" defaultValue={query.to ?? ""} />
        </label>
        <button type="submit" className="button">
          Show
        </button>
      </Form>
      <p className="help-desk-count" aria-live="polite">
        {navigation.state === "loading" ? "Loading…" : `${page.total} item${page.total === 1 ? "" : "s"}`}
      </p>
      {page.rows.length === 0 ? (
        <EmptyInbox
          filters={Boolean(query.status || query.assignee || query.from || query.to)}
          q={query.q}
          kind={query.kind}
          trash={query.trash}
          clearFilters={keep({ q: undefined, status: undefined, assignee: undefined, from: undefined, to: undefined })}
        />
      ) : (
        <ul className="help-desk-list" aria-label="Inbox items">
          {page.rows.map((row) => (
            <li key={row.id} className={`help-desk-item help-desk-item--${row.status}`}>
              <div className="help-desk-item__top">
                <Link to={`/welcome/inbox/${row.id}`} className="help-desk-item__ref">
                  {row.reference}
                </Link>
                <span className={`status-badge status-badge--${row.status}`}>{INBOX_STATUS_LABELS[row.status]}</span>
                <span className="help-desk-item__kind">{INBOX_KIND_LABELS[row.kind]}</span>
                <When iso={row.received_at} />
              </div>
              <div className="help-desk-item__who">
                <strong>{row.erased_at ? "(personal data erased)" : row.name}</strong>
                {row.email ? <a href={`mailto:${row.email}`}>{row.email}</a> : null}
                {row.phone ? <a href={`tel:+91${row.phone}`}>{row.phone}</a> : null}
              </div>
              {row.summary ? <p className="help-desk-item__text">{row.summary.slice(0, 200)}</p> : null}
              <p className="help-desk-item__meta">
                {row.assignee_name ? `Assigned to ${row.assignee_name}` : "Not assigned"}
                {row.deleted_at ? (
                  <>
                    {" "}
                    · in the trash since <When iso={row.deleted_at} />
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pager
        label="Pages"
        page={page.page}
        pageCount={page.pageCount}
        href={(n) => `${keep({})}${keep({}).includes("?") ? "&" : "?"}page=${n}`}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}

/** Why the list is empty, and the way back when it is the filters. */
function EmptyInbox({
  filters,
  q,
  kind,
  trash,
  clearFilters,
}: {
  filters: boolean;
  q: string;
  kind?: InboxKind;
  trash: boolean;
  clearFilters: string;
}) {
  if (filters || q)
    return (
      <p className="help-desk-empty">
        Nothing matches{q ? ` “${q}”` : ""}
        {filters ? " with these filters" : ""}.{" "}
        <Link to={clearFilters}>{filters ? "Clear the filters" : "Clear the search"}</Link>
      </p>
    );
  if (trash) return <p className="help-desk-empty">The trash is empty.</p>;
  if (kind) return <p className="help-desk-empty">No {INBOX_KIND_LABELS[kind].toLowerCase()} yet.</p>;
  const kinds = INBOX_KINDS.map((each, i) => (i ? INBOX_KIND_LABELS[each].toLowerCase() : INBOX_KIND_LABELS[each]));
  return (
    <p className="help-desk-empty">
      Nothing here yet. {kinds.slice(0, -1).join(", ")} and {kinds.at(-1)} sent from the website arrive here, newest
      first.
    </p>
  );
}
