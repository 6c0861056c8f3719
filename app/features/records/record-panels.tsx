import { useState, type FormEvent } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { DataTable, type TableColumn, type TableRow } from "~/components/table/data-table";
import { StatusMessage } from "~/components/toast/status-message";
import { useDashboardData, usePanelActionResult } from "../dashboard/dashboard-data";
import type { DashboardPanel } from "../dashboard/panels";
import { RECORD_KINDS, type RecordKind } from "./kinds";
import { RecordForm } from "./record-form";
import { searchKeySchema } from "./search-schema";

/** The message of a finished action, carried in the URL (?done=) after its redirect. */
function useDoneMessage(kind: RecordKind): string | undefined {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  switch (params.get("done")) {
    case "registered":
      return kind.registeredMessage;
    case "updated":
      return kind.updatedMessage;
    case "deleted":
      return kind.deletedMessage;
    case "imported":
      return `Imported ${params.get("count") ?? "the"} ${kind.plural} from the CSV file.`;
    default:
      return undefined;
  }
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Link to another dashboard panel: on /welcome it swaps the panel, on a standalone page it opens /welcome. */
export const panelHref = (panel: string, extra: Record<string, string> = {}) =>
  `/welcome?${new URLSearchParams({ panel, ...extra }).toString()}`;

function RecordsTablePanel({ kind }: { kind: RecordKind }) {
  const { panelData, user, panelId } = useDashboardData();
  const navigation = useNavigation();
  const location = useLocation();
  const done = useDoneMessage(kind);
  const importResult = usePanelActionResult("import", kind.id);
  if (panelData.view !== "records-list") return null;
  const { page, state } = panelData;
  const isAdmin = user.role === "admin";
  const columns: TableColumn[] = kind.columns.map((column) => ({
    ...column,
    width: column.field === kind.idColumn ? 80 : undefined,
  }));
  if (isAdmin) {
    columns.push({
      field: "_actions",
      header: "Actions",
      sortable: false,
      cell: (row: TableRow) => (
        <span className="row-actions">
          <Link to={panelHref(`${kind.id}-update`, { key: String(row[kind.key]) })}>Update</Link>
          <Link to={panelHref(`${kind.id}-update`, { key: String(row[kind.key]), confirm: "delete" })}>Delete</Link>
        </span>
      ),
    });
  }
  const exportQuery = new URLSearchParams(
    Object.entries({ q: state.q ?? "", sort: state.sort ?? "", order: state.order }).filter(([, v]) => v !== ""),
  );
  return (
    <section className="dashboard-panel" aria-labelledby={`${kind.id}-table-heading`}>
      <div className="panel-head">
        <h2 id={`${kind.id}-table-heading`}>{capitalised(kind.plural)}</h2>
        <div className="panel-actions">
          {isAdmin ? (
            <Link className="button" to={panelHref(`${kind.id}-add`)}>
              Add
            </Link>
          ) : null}
          {isAdmin ? (
            <Link className="button button--ghost" to={panelHref(`${kind.id}-update`)}>
              Update
            </Link>
          ) : null}
          <a className="button button--ghost" href={`/api/${kind.resource}.csv?${exportQuery.toString()}`} download>
            Export CSV
          </a>
          {isAdmin && kind.fields.some((field) => field.aadhaar) ? (
            // Full numbers only on request: this file can be imported again.
            <a
              className="button button--ghost"
              href={`/api/${kind.resource}.csv?${exportQuery.toString()}&aadhaar=full`}
              download
            >
              Export for re-import
            </a>
          ) : null}
        </div>
      </div>
      <StatusMessage tone="success" message={done} id={location.key} />
      <DataTable
        label={capitalised(kind.plural)}
        columns={columns}
        rows={page.rows}
        total={page.total}
        state={state}
        mode="server"
        searchable
        searchLabel={`Search by name or ${kind.keyLabel}`}
        keep={panelId && location.pathname.toLowerCase() === "/welcome" ? { panel: panelId } : {}}
        loading={navigation.state === "loading" && navigation.location.pathname === location.pathname}
        rowKey={(row) => String(row[kind.key])}
      />
      {isAdmin ? (
        <details className="csv-import" open={Boolean(importResult)}>
          <summary>Import {kind.plural} from a CSV file</summary>
          <p className="hint">
            Columns: {kind.fields.map((field) => field.name).join(", ")}. Every row is checked; nothing is imported
            unless all rows are valid.
          </p>
          <Form
            method="post"
            encType="multipart/form-data"
            action={`${location.pathname}${location.search}`}
            className="csv-import-form"
          >
            <input type="hidden" name="intent" value="import" />
            <input type="hidden" name="kind" value={kind.id} />
            <label>
              <span>CSV file</span>
              <input
                type="file"
                name="file"
                accept=".csv,text/csv"
                required
                aria-invalid={importResult?.fields.file ? true : undefined}
              />
            </label>
            <button type="submit" className="button">
              Import
            </button>
          </Form>
          <StatusMessage tone="error" message={importResult?.error} />
          {importResult?.rowErrors?.length ? (
            <ul className="csv-errors">
              {importResult.rowErrors.map((problem) => (
                <li key={`${problem.row}-${problem.column}`}>
                  Row {problem.row}, {problem.column}: {problem.message}
                </li>
              ))}
            </ul>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}

function RecordAddPanel({ kind }: { kind: RecordKind }) {
  const done = useDoneMessage(kind);
  const location = useLocation();
  const result = usePanelActionResult("create", kind.id);
  return (
    <section className="dashboard-panel" aria-labelledby={`${kind.id}-add-heading`}>
      <div className="panel-head">
        <h2 id={`${kind.id}-add-heading`}>Register {kind.noun}</h2>
        <Link className="button button--ghost" to={panelHref(`${kind.id}-view`)}>
          View all
        </Link>
      </div>
      <StatusMessage tone="success" message={result ? undefined : done} id={location.key} />
      <StatusMessage tone="error" message={result?.error} id={location.key} />
      <RecordForm kind={kind} mode="create" result={result} />
    </section>
  );
}

function RecordUpdatePanel({ kind }: { kind: RecordKind }) {
  const { panelData, panelId } = useDashboardData();
  const location = useLocation();
  const done = useDoneMessage(kind);
  const updateResult = usePanelActionResult("update", kind.id);
  const deleteResult = usePanelActionResult("delete", kind.id);
  const [searchError, setSearchError] = useState<string | undefined>(undefined);
  if (panelData.view !== "record-update") return null;
  const onWelcome = location.pathname.toLowerCase() === "/welcome";
  const shownSearchError = searchError ?? panelData.searchError;
  const searchId = `${kind.id}-search`;
  const schema = searchKeySchema(kind.searchMessage);

  function checkSearch(event: FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(new FormData(event.currentTarget).get("key"));
    if (parsed.success) return setSearchError(undefined);
    event.preventDefault();
    setSearchError(parsed.error.issues[0]?.message ?? kind.searchMessage);
  }

  const record = panelData.record;
  const cancelHref = `${location.pathname}?${new URLSearchParams({ ...(onWelcome && panelId ? { panel: panelId } : {}), key: String(record?.[kind.key] ?? "") }).toString()}`;
  return (
    <section className="dashboard-panel" aria-labelledby={`${kind.id}-update-heading`}>
      <div className="panel-head">
        <h2 id={`${kind.id}-update-heading`}>Update {kind.noun}</h2>
        <Link className="button button--ghost" to={panelHref(`${kind.id}-view`)}>
          View all
        </Link>
      </div>
      <StatusMessage tone="success" message={done} id={location.key} />
      <Form
        method="get"
        className="record-search"
        role="search"
        noValidate
        onSubmit={checkSearch}
        key={`search-${location.key}`}
      >
        {onWelcome && panelId ? <input type="hidden" name="panel" value={panelId} /> : null}
        <label htmlFor={searchId} className="visually-hidden">
          {kind.keyLabel}
        </label>
        <input
          id={searchId}
          name="key"
          placeholder={kind.searchPlaceholder}
          defaultValue={panelData.key ?? ""}
          maxLength={100}
          aria-invalid={shownSearchError ? true : undefined}
          aria-describedby={shownSearchError ? `${searchId}-error` : undefined}
        />
        <button type="submit" className="button">
          Search
        </button>
        {shownSearchError ? (
          <p id={`${searchId}-error`} className="field-error record-search-error">
            {shownSearchError}
          </p>
        ) : null}
      </Form>
      <StatusMessage tone="error" message={updateResult?.error ?? deleteResult?.error} id={location.key} />
      {record && panelData.confirmDelete ? (
        <div className="confirm-delete" role="group" aria-labelledby={`${kind.id}-confirm`}>
          <p id={`${kind.id}-confirm`}>
            Delete {kind.noun} <strong>{String(record[kind.nameColumn])}</strong> ({kind.keyLabel}{" "}
            {String(record[kind.key])})? This cannot be undone.
          </p>
          <Form method="post" action={`${location.pathname}${location.search}`} className="confirm-delete-buttons">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="kind" value={kind.id} />
            <input type="hidden" name="key" value={String(record[kind.key])} />
            <button type="submit" className="button button--danger">
              Yes, delete
            </button>
            <Link to={cancelHref} className="button button--ghost">
              Keep it
            </Link>
          </Form>
        </div>
      ) : null}
      {record && !panelData.confirmDelete ? (
        <>
          <RecordForm kind={kind} mode="update" initial={record} result={updateResult} />
          <p className="delete-link">
            <Link
              to={`${location.pathname}?${new URLSearchParams({ ...(onWelcome && panelId ? { panel: panelId } : {}), key: String(record[kind.key]), confirm: "delete" }).toString()}`}
            >
              Delete this {kind.noun}
            </Link>
          </p>
        </>
      ) : null}
    </section>
  );
}

/** The spec's section buttons for the record tables. */
const SECTION_LABELS = {
  students: "Std_dtl",
  faculty: "Faculty_dtl",
  alumni: "Alumni",
  committee: "Exec_Comity",
} as const;

/** The dashboard panels of the four record kinds: table, registration and search-then-update. */
export const recordPanels: DashboardPanel[] = Object.values(RECORD_KINDS).flatMap((kind): DashboardPanel[] => [
  {
    id: `${kind.id}-view`,
    label: SECTION_LABELS[kind.id],
    role: "editor",
    Component: () => <RecordsTablePanel kind={kind} />,
  },
  {
    id: `${kind.id}-add`,
    label: `Add ${kind.noun}`,
    role: "admin",
    hidden: true,
    Component: () => <RecordAddPanel kind={kind} />,
  },
  {
    id: `${kind.id}-update`,
    label: `Update ${kind.noun}`,
    role: "admin",
    hidden: true,
    Component: () => <RecordUpdatePanel kind={kind} />,
  },
]);
