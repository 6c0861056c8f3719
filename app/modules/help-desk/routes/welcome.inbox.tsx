import { useLoaderData, useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { Pager } from "~/ui/pager/pager";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { readHelpDeskQuery } from "~/modules/help-desk/help-desk";
import { countOpenByKind, listAssignees, listHelpDesk } from "~/modules/help-desk/help-desk.server";
import { EmptyInbox, InboxFilters, InboxItems, InboxTabs, inboxHref } from "~/modules/help-desk/ui/inbox-list";
import { db } from "~/kernel/database/connection";
import { shownPhones } from "~/kernel/phone-shown";
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
  const phones = shownPhones(page.rows.map((row) => row.phone));
  return { role: user.role, query, page, counts, assignees, search: url.search, phones };
}

export default function HelpDesk() {
  const { role, query, page, counts, assignees, search } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const keep = (changes: Record<string, string | undefined>) => inboxHref(search, changes);
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
      <InboxTabs query={query} counts={counts} keep={keep} />
      <InboxFilters query={query} assignees={assignees} />
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
        <InboxItems rows={page.rows} />
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
