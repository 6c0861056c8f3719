import { useState, type FormEvent } from "react";
import { Form, Link, redirect, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { DataTable, type TableColumn, type TableRow } from "~/ui/table/data-table";
import { readTableState } from "~/ui/table/table-state";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { recordKindOfPath, recordPath, sortableColumns, type RecordKind } from "~/modules/records/kinds";
import { listRecordPage } from "~/modules/records/queries.server";
import { importRecordsCsv, type CsvRowError } from "~/modules/records/csv.server";
import { searchKeySchema } from "~/modules/records/search-schema";
import { RefusedError } from "~/kernel/errors";
import { redirectWithFlash } from "~/kernel/flash.server";
import type { FormRefusal } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { EditForm } from "~/ui/form/edit-form";
import { db } from "~/kernel/database/connection";
import type { Route } from "./+types/welcome.records-list";
import { SectionErrorBoundary } from "~/modules/dashboard";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function kindOf(request: Request): RecordKind {
  const kind = recordKindOfPath(new URL(request.url).pathname);
  if (!kind) throw new Response("Not found", { status: 404 });
  return kind;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
  const kind = kindOf(request);
  const params = new URL(request.url).searchParams;
  // The search-then-update box: a key opens that record's own page.
  const key = params.get("key");
  let searchError: string | undefined;
  if (key !== null) {
    const parsed = searchKeySchema(kind.searchMessage).safeParse(key);
    if (parsed.success) throw redirect(recordPath(kind, parsed.data));
    searchError = parsed.error.issues[0]?.message ?? kind.searchMessage;
  }
  const asked = readTableState(params, sortableColumns(kind));
  const page = await listRecordPage(db(), kind, asked, "last page");
  // A page past the end (records deleted since the link was made) shows the last page.
  const state = { ...asked, page: page.page };
  return { kindId: kind.id, role: user.role, page, state, searchError };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "admin");
  const kind = kindOf(request);
  return formAction(request, async (form) => {
    const file = form.get("file");
    const csv = file instanceof File ? await file.text() : typeof file === "string" ? file : "";
    if (csv.trim() === "") throw new RefusedError(400, "Choose a CSV file to import.");
    const updateExisting = ["on", "true"].includes(String(form.get("updateExisting")));
    const { imported } = await importRecordsCsv(db(), kind, csv, user.actor, { updateExisting });
    return redirectWithFlash(request, recordPath(kind), {
      tone: "ok",
      text: `Imported ${imported} ${imported === 1 ? kind.noun : kind.plural} from the CSV file${updateExisting ? " (existing records updated)" : ""}.`,
    });
  });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${capitalised(loaderData?.kindId ?? "Records")} | Dashboard` }];
}

export default function RecordsList() {
  const { kindId, role, page, state, searchError } = useLoaderData<typeof loader>();
  const kind = recordKindOfPath(`/welcome/${kindId}`)!;
  const navigation = useNavigation();
  const location = useLocation();
  const importResult = useActionData<typeof action>();
  // A refused file is refused whole: its message stands above the form, its rows' problems below it.
  const rowErrors = ((importResult?.details?.errors ?? []) as CsvRowError[]).slice(0, 200);
  const isAdmin = role === "admin";
  const columns: TableColumn[] = kind.columns.map((column) => ({
    ...column,
    width: column.field === kind.idColumn ? 80 : undefined,
  }));
  if (isAdmin) {
    columns.push({
      field: "_actions",
      header: "Actions",
      sortable: false,
      sticky: true,
      cell: (row: TableRow) => (
        <span className="row-actions">
          <Link to={recordPath(kind, String(row[kind.key]))} aria-label={`Update ${String(row[kind.nameColumn])}`}>
            Update
          </Link>
          <Link
            to={`${recordPath(kind, String(row[kind.key]))}?confirm=delete`}
            aria-label={`Delete ${String(row[kind.nameColumn])}`}
          >
            Delete
          </Link>
        </span>
      ),
    });
  }
  const exportQuery = new URLSearchParams(
    Object.entries({ q: state.q ?? "", sort: state.sort ?? "", order: state.order }).filter(([, v]) => v !== ""),
  );
  const busy = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
  return (
    <section className="dashboard-panel" aria-labelledby="records-heading">
      <PageMeta title={capitalised(kind.plural)} description="Administration." path={recordPath(kind)} noindex />
      <div className="panel-head">
        <h2 id="records-heading">{capitalised(kind.plural)}</h2>
        <div className="panel-actions">
          {isAdmin ? (
            <Link className="button" to={recordPath(kind, "new")}>
              Add {kind.noun}
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
      {isAdmin ? <UpdateSearch kind={kind} error={searchError} /> : null}
      <DataTable
        label={capitalised(kind.plural)}
        columns={columns}
        rows={page.rows}
        total={page.total}
        state={state}
        mode="server"
        searchable
        searchLabel={`Search by name or ${kind.keyLabel}`}
        loading={busy && navigation.state === "loading"}
        rowKey={(row) => String(row[kind.key])}
      />
      {isAdmin ? (
        <details className="csv-import" open={Boolean(importResult)}>
          <summary>Import {kind.plural} from a CSV file</summary>
          <p className="hint">
            Columns: {kind.fields.map((field) => field.label).join(", ")}. Every row is checked; nothing is imported
            unless all rows are valid.
          </p>
          <CsvImportForm
            key={location.key}
            kind={kind}
            refused={importResult ? { ...importResult, fields: {} } : undefined}
            busy={navigation.state === "submitting"}
          />
          <StatusMessage tone="error" message={importResult?.form === undefined ? importResult?.message : undefined} />
          {rowErrors.length ? (
            <ul className="csv-errors">
              {rowErrors.map((problem) => (
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

/** Imports a CSV file of records: all rows or none. */
function CsvImportForm({ kind, refused, busy }: { kind: RecordKind; refused?: FormRefusal; busy: boolean }) {
  const prefix = `${kind.id}-import`;
  return (
    <EditForm
      name={prefix}
      idPrefix={prefix}
      defaults={{}}
      refused={refused}
      fileNouns={{ file: "the CSV file" }}
      encType="multipart/form-data"
      className="csv-import-form"
    >
      {({ values }) => (
        <>
          <label htmlFor={`${prefix}-file`}>
            <span>CSV file</span>
            <input
              id={`${prefix}-file`}
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              aria-invalid={refused ? true : undefined}
            />
          </label>
          <label className="checkbox-field">
            <input type="checkbox" name="updateExisting" defaultChecked={values.updateExisting === "on"} /> Update
            existing records
            <span className="hint"> (rows whose {kind.keyLabel} is already registered replace that record)</span>
          </label>
          <button type="submit" className="button" disabled={busy}>
            {busy ? "Importing..." : "Import"}
          </button>
        </>
      )}
    </EditForm>
  );
}

/** The spec's search-then-update box: an identifier opens that record's update form. */
function UpdateSearch({ kind, error }: { kind: RecordKind; error?: string }) {
  const [clientError, setClientError] = useState<string>();
  const shown = clientError ?? error;
  const id = `${kind.id}-update-key`;
  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = searchKeySchema(kind.searchMessage).safeParse(new FormData(event.currentTarget).get("key"));
    if (parsed.success) return setClientError(undefined);
    event.preventDefault();
    setClientError(parsed.error.issues[0]?.message ?? kind.searchMessage);
  }
  return (
    <Form
      method="get"
      className="record-search"
      role="search"
      id="update"
      aria-label={`Find a record to update by ${kind.keyLabel}`}
      noValidate
      onSubmit={check}
    >
      <label htmlFor={id} className="record-search__label">
        Update {/^[aeiou]/i.test(kind.noun) ? "an" : "a"} {kind.noun}: {kind.keyLabel}
      </label>
      <input
        id={id}
        name="key"
        placeholder={kind.searchPlaceholder}
        maxLength={100}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${id}-error` : undefined}
      />
      <button type="submit" className="button">
        Search
      </button>
      {shown ? (
        <p id={`${id}-error`} className="field-error record-search-error">
          {shown}
        </p>
      ) : null}
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
