import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { StatusMessage } from "~/ui/toast/status-message";
import type { RecordKind } from "../kinds";

/** One row's problem in a refused file (the refusal's details.errors, from csv.server.ts). */
type RowProblem = { row: number; column: string; message: string };

/** The CSV import, folded away until a refused file opens it with its message and its rows' problems. */
export function CsvImportSection({
  kind,
  refused,
  busy,
  formKey,
}: {
  kind: RecordKind;
  refused?: FormRefusal;
  busy: boolean;
  formKey: string;
}) {
  // A refused file is refused whole: its message stands above the form, its rows' problems below it.
  const rowErrors = ((refused?.details?.errors ?? []) as RowProblem[]).slice(0, 200);
  return (
    <details className="csv-import" open={Boolean(refused)}>
      <summary>Import {kind.plural} from a CSV file</summary>
      <p className="hint">
        Columns: {kind.fields.map((field) => field.label).join(", ")}. Every row is checked; nothing is imported unless
        all rows are valid.
      </p>
      <CsvImportForm key={formKey} kind={kind} refused={refused ? { ...refused, fields: {} } : undefined} busy={busy} />
      <StatusMessage tone="error" message={refused?.form === undefined ? refused?.message : undefined} />
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
