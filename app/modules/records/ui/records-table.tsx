import { Link } from "~/ui/link";
import type { TableColumn, TableRow } from "~/ui/table/data-table";
import type { TableState } from "~/ui/table/table-state";
import { recordPath, type RecordKind } from "../kinds";
import { PhoneLink } from "~/ui/phone-link";

/** The kind's columns, and for an admin the row's Update and Delete links. */
export function recordTableColumns(kind: RecordKind, isAdmin: boolean): TableColumn[] {
  const phones = new Set(kind.fields.filter((field) => field.input === "tel").map((field) => field.name));
  const columns: TableColumn[] = kind.columns.map((column) => ({
    ...column,
    width: column.field === kind.idColumn ? 80 : undefined,
    ...(phones.has(column.field)
      ? { cell: (row: TableRow) => <PhoneLink number={row[column.field] as string | null} /> }
      : {}),
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
  return columns;
}

/** Add, and the CSV exports of what the table shows (its search and order). */
export function RecordsListActions({
  kind,
  isAdmin,
  state,
}: {
  kind: RecordKind;
  isAdmin: boolean;
  state: TableState;
}) {
  const exportQuery = new URLSearchParams(
    Object.entries({ q: state.q ?? "", sort: state.sort ?? "", order: state.order }).filter(([, v]) => v !== ""),
  );
  return (
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
  );
}
