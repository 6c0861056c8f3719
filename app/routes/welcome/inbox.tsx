import { data, Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { DataTable, type TableColumn } from "~/components/table/data-table";
import { readTableState } from "~/components/table/table-state";
import { StatusMessage } from "~/components/toast/status-message";
import { requireAdminPage } from "~/features/auth/guard.server";
import { INBOX_LABELS, INBOX_TYPES, inboxQuerySchema, type InboxType } from "~/features/inbox/inbox";
import { INBOX_COLUMNS } from "~/features/inbox/inbox-columns";
import { listInbox, markHandled } from "~/features/inbox/inbox.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { db } from "~platform/database/connection";
import type { Route } from "./+types/inbox";
import { SectionErrorBoundary } from "./section-error";

const typeOf = (value: string | null): InboxType =>
  (INBOX_TYPES as readonly string[]).includes(value ?? "") ? (value as InboxType) : "contact_requests";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminPage(request);
  const params = new URL(request.url).searchParams;
  const state = readTableState(params, []);
  const query = inboxQuerySchema.parse({
    type: typeOf(params.get("type")),
    unhandled: params.get("unhandled") ?? undefined,
    page: state.page,
    pageSize: state.pageSize,
  });
  return { role: user.role, page: await listInbox(db(), query), state };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminPage(request, "admin");
  const form = await request.formData();
  const type = String(form.get("type") ?? "");
  const rawId = String(form.get("id") ?? "");
  const handled = form.get("handled") === "1";
  if (!(INBOX_TYPES as readonly string[]).includes(type) || !/^\d{1,9}$/.test(rawId))
    return data({ error: "No such inbox item." }, { status: 404 });
  const item = await markHandled(db(), type as InboxType, Number(rawId), handled, {
    id: user.id,
    userid: user.userid,
    ip: null,
  });
  if (!item) return data({ error: "No such inbox item." }, { status: 404 });
  const url = new URL(request.url);
  url.searchParams.delete("index");
  return redirectWithFlash(request, `/welcome/inbox${url.search}`, {
    tone: "ok",
    text: handled ? "Marked as handled." : "Marked as new.",
  });
}

export default function Inbox() {
  const { role, page, state } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const keep: Record<string, string> = { type: page.type, ...(page.unhandled ? { unhandled: "1" } : {}) };
  const link = (changes: Record<string, string>) => `/welcome/inbox?${new URLSearchParams({ ...keep, ...changes })}`;
  const columns: TableColumn[] = [
    ...INBOX_COLUMNS[page.type].map((column) => ({ ...column, sortable: false })),
    {
      field: "handled",
      header: "Handled",
      sortable: false,
      cell: (row) =>
        role === "admin" ? (
          <Form method="post" preventScrollReset className="handled-form">
            <input type="hidden" name="type" value={page.type} />
            <input type="hidden" name="id" value={String(row.id)} />
            <input type="hidden" name="handled" value={row.handled ? "0" : "1"} />
            <span className={row.handled ? "badge badge--ok" : "badge"}>{row.handled ? "Handled" : "New"}</span>{" "}
            <button type="submit" className="link-button">
              {row.handled ? "Mark new" : "Mark handled"}
            </button>
          </Form>
        ) : row.handled ? (
          "Handled"
        ) : (
          "New"
        ),
    },
  ];
  return (
    <section className="dashboard-panel" aria-labelledby="inbox-heading">
      <PageMeta title="Inbox" description="Administration." path="/welcome/inbox" noindex />
      <div className="panel-head">
        <h2 id="inbox-heading">Inbox</h2>
      </div>
      <nav className="inbox-tabs" aria-label="Inbox lists">
        {INBOX_TYPES.map((type) => (
          <Link
            key={type}
            to={`/welcome/inbox?${new URLSearchParams({ type })}`}
            aria-current={type === page.type ? "page" : undefined}
            className="button button--ghost"
          >
            {INBOX_LABELS[type]}
          </Link>
        ))}
      </nav>
      <p className="inbox-filter">
        {page.unhandled ? (
          <Link to={`/welcome/inbox?${new URLSearchParams({ type: page.type })}`}>Show all</Link>
        ) : (
          <Link to={link({ unhandled: "1" })}>Show only unhandled</Link>
        )}
      </p>
      <StatusMessage tone="error" message={failed?.error} id={location.key} />
      <DataTable
        label={INBOX_LABELS[page.type]}
        columns={columns}
        rows={page.rows}
        total={page.total}
        state={state}
        mode="server"
        keep={keep}
        loading={navigation.state === "loading" && navigation.location.pathname === location.pathname}
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
