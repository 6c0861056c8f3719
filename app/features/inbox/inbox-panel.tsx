import { Form, Link, useLocation, useNavigation } from "react-router";
import { DataTable, type TableColumn, type TableRow } from "~/components/table/data-table";
import { StatusMessage } from "~/components/toast/status-message";
import { useDashboardData, usePanelActionResult } from "../dashboard/dashboard-data";
import type { DashboardPanel } from "../dashboard/panels";
import { INBOX_LABELS, INBOX_TYPES, type InboxType } from "./inbox";

const when = (row: TableRow) => {
  const text = String(row.createdat ?? "");
  return <time dateTime={text}>{text.slice(0, 16).replace("T", " ")}</time>;
};

const itemsOf = (row: TableRow) => {
  try {
    const items = JSON.parse(String(row.items ?? "[]")) as { name?: string; quantity?: number }[];
    return items
      .filter((item) => (item.quantity ?? 0) > 0)
      .map((item) => `${item.name} × ${item.quantity}`)
      .join(", ");
  } catch {
    return "";
  }
};

const COLUMNS: Record<InboxType, TableColumn[]> = {
  contact_requests: [
    { field: "createdat", header: "Received", cell: when },
    { field: "kind", header: "Kind", cell: (row) => (row.kind === "callback" ? "Call-back" : "Contact") },
    { field: "name", header: "Name" },
    { field: "emailid", header: "Email" },
    { field: "mobilnum", header: "Phone" },
    { field: "subject", header: "Subject" },
    { field: "message", header: "Message" },
  ],
  enquiries: [
    { field: "createdat", header: "Received", cell: when },
    { field: "studentName", header: "Student" },
    { field: "parentName", header: "Parent" },
    { field: "phone", header: "Phone" },
    { field: "email", header: "Email" },
    { field: "admissionSought", header: "Class sought" },
    { field: "daycareRequest", header: "Day care", cell: (row) => (row.daycareRequest ? "Yes" : "No") },
    { field: "remarks", header: "Remarks" },
  ],
  donation_pledges: [
    { field: "createdat", header: "Received", cell: when },
    { field: "donorName", header: "Donor" },
    { field: "phone", header: "Phone" },
    { field: "email", header: "Email" },
    { field: "items", header: "Items", cell: itemsOf },
    { field: "total", header: "Total" },
  ],
};

/** Contact and call-back requests, admission enquiries and donation pledges, newest first. */
function InboxPanel() {
  const { panelData, user, panelId } = useDashboardData();
  const location = useLocation();
  const navigation = useNavigation();
  const failed = usePanelActionResult("handled");
  if (panelData.view !== "inbox") return null;
  const { page, state } = panelData;
  const onWelcome = location.pathname.toLowerCase() === "/welcome";
  const base: Record<string, string> = onWelcome && panelId ? { panel: panelId } : {};
  const link = (changes: Record<string, string>) =>
    `${location.pathname}?${new URLSearchParams({ ...base, type: page.type, ...(page.unhandled ? { unhandled: "1" } : {}), ...changes }).toString()}`;
  const done = new URLSearchParams(location.search).get("done");
  const columns: TableColumn[] = [
    ...COLUMNS[page.type].map((column) => ({ ...column, sortable: false })),
    {
      field: "handled",
      header: "Handled",
      sortable: false,
      cell: (row) =>
        user.role === "admin" ? (
          <Form
            method="post"
            action={`${location.pathname}${location.search}`}
            preventScrollReset
            className="handled-form"
          >
            <input type="hidden" name="intent" value="handled" />
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
      <div className="panel-head">
        <h2 id="inbox-heading">Inbox</h2>
      </div>
      <nav className="inbox-tabs" aria-label="Inbox lists">
        {INBOX_TYPES.map((type) => (
          <Link
            key={type}
            to={link({ type })}
            aria-current={type === page.type ? "page" : undefined}
            className="button button--ghost"
          >
            {INBOX_LABELS[type]}
          </Link>
        ))}
      </nav>
      <p className="inbox-filter">
        {page.unhandled ? (
          <Link to={`${location.pathname}?${new URLSearchParams({ ...base, type: page.type }).toString()}`}>
            Show all
          </Link>
        ) : (
          <Link to={link({ unhandled: "1" })}>Show only unhandled</Link>
        )}
      </p>
      <StatusMessage
        tone="success"
        message={done === "handled" ? "Marked as handled." : done === "unhandled" ? "Marked as new." : undefined}
        id={location.key}
      />
      <StatusMessage tone="error" message={failed?.error} />
      <DataTable
        label={INBOX_LABELS[page.type]}
        columns={columns}
        rows={page.rows}
        total={page.total}
        state={state}
        mode="server"
        keep={{ ...base, type: page.type, ...(page.unhandled ? { unhandled: "1" } : {}) }}
        loading={navigation.state === "loading" && navigation.location.pathname === location.pathname}
        rowKey={(row) => String(row.id)}
      />
    </section>
  );
}

export const inboxPanels: DashboardPanel[] = [
  { id: "inbox", label: "Contact_Us", role: "editor", Component: InboxPanel },
];
