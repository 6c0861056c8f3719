import { Form } from "react-router";
import { Link } from "~/ui/link";
import { When } from "~/ui/when";
import type { HelpDeskQuery } from "../help-desk";
import type { HelpDeskRow, KindCounts } from "../help-desk.server";
import { INBOX_KINDS, INBOX_KIND_LABELS, INBOX_STATUSES, INBOX_STATUS_LABELS, type InboxKind } from "../kinds";
import { PhoneLink } from "~/ui/phone-link";

/** The list's address with `changes` made to the current one (`search`), back on its first page. */
export function inboxHref(search: string, changes: Record<string, string | undefined>) {
  const params = new URLSearchParams(search);
  params.delete("page");
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === "") params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return `/welcome/inbox${text ? `?${text}` : ""}`;
}

/** A tab per kind with its count of items not done; the alumni tab only while some wait. */
export function InboxTabs({
  query,
  counts,
  keep,
}: {
  query: HelpDeskQuery;
  counts: KindCounts;
  keep: (changes: Record<string, string | undefined>) => string;
}) {
  const totalOpen = INBOX_KINDS.reduce((sum, kind) => sum + counts[kind].open, 0);
  const kinds = INBOX_KINDS.filter((kind) => kind !== "alumni" || counts.alumni.open > 0);
  return (
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
  );
}

export function InboxFilters({
  query,
  assignees,
}: {
  query: HelpDeskQuery;
  assignees: { id: number; display_name: string }[];
}) {
  return (
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
  );
}

export function InboxItems({ rows }: { rows: HelpDeskRow[] }) {
  return (
    <ul className="help-desk-list" aria-label="Inbox items">
      {rows.map((row) => (
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
            {row.phone ? <PhoneLink number={row.phone} /> : null}
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
  );
}

/** Why the list is empty, and the way back when it is the filters. */
export function EmptyInbox({
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
