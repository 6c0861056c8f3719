import { useState, type FormEvent } from "react";
import { Form, redirect, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { DataTable } from "~/ui/table/data-table";
import { readTableState } from "~/ui/table/table-state";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { recordKindOfPath, recordPath, sortableColumns, type RecordKind } from "~/modules/records/kinds";
import { listRecordPage } from "~/modules/records/queries.server";
import { importRecordsCsv } from "~/modules/records/csv.server";
import { searchKeySchema } from "~/modules/records/search-schema";
import { RefusedError } from "~/kernel/errors";
import { redirectWithFlash } from "~/kernel/flash.server";
import { formAction } from "~/kernel/form-action.server";
import { CsvImportSection } from "~/modules/records/ui/csv-import";
import { recordTableColumns, RecordsListActions } from "~/modules/records/ui/records-table";
import { db } from "~/kernel/database/connection";
import { shownPhones } from "~/kernel/phone-shown";
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
  const phoneFields = kind.fields.filter((field) => field.input === "tel").map((field) => field.name);
  const phones = shownPhones(page.rows.flatMap((row) => phoneFields.map((field) => row[field] as string | null)));
  // The page gets the columns it shows (and what its row links name), not every stored field.
  const shown = [...new Set([kind.key, kind.nameColumn, ...kind.columns.map((column) => column.field)])];
  const rows = page.rows.map((row) => Object.fromEntries(shown.map((field) => [field, row[field]])));
  return { kindId: kind.id, role: user.role, page: { rows, total: page.total }, state, searchError, phones };
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
  const isAdmin = role === "admin";
  const busy = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
  return (
    <section className="dashboard-panel" aria-labelledby="records-heading">
      <PageMeta title={capitalised(kind.plural)} description="Administration." path={recordPath(kind)} noindex />
      <div className="panel-head">
        <h2 id="records-heading">{capitalised(kind.plural)}</h2>
        <RecordsListActions kind={kind} isAdmin={isAdmin} state={state} />
      </div>
      {isAdmin ? <UpdateSearch kind={kind} error={searchError} /> : null}
      <DataTable
        label={capitalised(kind.plural)}
        columns={recordTableColumns(kind, isAdmin)}
        rows={page.rows}
        total={page.total}
        state={state}
        searchable
        searchLabel={`Search by name or ${kind.keyLabel}`}
        loading={busy && navigation.state === "loading"}
        rowKey={(row) => String(row[kind.key])}
      />
      {isAdmin ? (
        <CsvImportSection
          kind={kind}
          refused={importResult}
          busy={navigation.state === "submitting"}
          formKey={location.key}
        />
      ) : null}
    </section>
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
