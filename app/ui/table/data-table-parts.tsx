import { Form, useNavigate } from "react-router";
import { Link } from "~/ui/link";
import { PAGE_SIZES } from "~/ui/table/page-sizes";
import { stickyClass, type TableColumn, type TableRow } from "./table-columns";
import type { TableState } from "./table-state";

type TableHref = (next: Partial<TableState>) => string;

/** The table's state as hidden fields of its GET forms, less the ones the form itself sets. */
function hiddenState(state: TableState, keep: Record<string, string>, omit: string[]) {
  return Object.entries({
    ...keep,
    sort: state.sort ?? "",
    order: state.order,
    pageSize: String(state.pageSize),
    q: state.q ?? "",
  })
    .filter(([name, value]) => !omit.includes(name) && value !== "")
    .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

export function TableSearch({
  state,
  keep,
  label,
}: {
  state: TableState;
  keep: Record<string, string>;
  label: string;
}) {
  return (
    <Form method="get" className="data-table-search" role="search">
      {hiddenState(state, keep, ["q", "page"])}
      <label>
        <span>{label}</span>
        <input type="search" name="q" defaultValue={state.q ?? ""} maxLength={100} />
      </label>
      <button type="submit" className="button">
        Search
      </button>
    </Form>
  );
}

/** Column headers; a sortable one is a link to the table sorted on it, the other way round when it already is. */
export function SortableHead({ columns, state, href }: { columns: TableColumn[]; state: TableState; href: TableHref }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const sorted = state.sort === column.field ? state.order : undefined;
          const nextOrder = sorted === "asc" ? "desc" : "asc";
          return (
            <th
              key={column.field}
              scope="col"
              className={stickyClass(column)}
              aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
            >
              {column.sortable !== false ? (
                <Link
                  to={href({ sort: column.field, order: nextOrder, page: 1 })}
                  preventScrollReset
                  className="data-table-sort"
                >
                  {column.header}
                  <span aria-hidden="true" className="data-table-arrow">
                    {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                  </span>
                  <span className="visually-hidden">, sort {nextOrder === "asc" ? "ascending" : "descending"}</span>
                </Link>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

export function TableRows({
  columns,
  rows,
  rowKey,
  loading,
}: {
  columns: TableColumn[];
  rows: TableRow[];
  rowKey: (row: TableRow) => string;
  loading: boolean;
}) {
  return (
    <tbody>
      {loading && rows.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="data-table-note">
            Loading...
          </td>
        </tr>
      ) : rows.length === 0 ? (
        <tr>
          <td colSpan={columns.length} className="data-table-note">
            There are no records to display
          </td>
        </tr>
      ) : (
        rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.field} data-label={column.header} className={stickyClass(column)}>
                {column.cell ? column.cell(row) : shownValue(row[column.field])}
              </td>
            ))}
          </tr>
        ))
      )}
    </tbody>
  );
}

function shownValue(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** 'Rows per page:' a select that follows its link at once, and an Apply button without JavaScript. */
export function RowsPerPage({
  state,
  keep,
  href,
}: {
  state: TableState;
  keep: Record<string, string>;
  href: TableHref;
}) {
  const navigate = useNavigate();
  return (
    <Form method="get" className="data-table-size">
      {hiddenState(state, keep, ["pageSize", "page"])}
      <label>
        <span>Rows per page:</span>
        <select
          name="pageSize"
          defaultValue={String(state.pageSize)}
          key={state.pageSize}
          onChange={(event) =>
            navigate(href({ pageSize: Number(event.currentTarget.value) as TableState["pageSize"], page: 1 }), {
              preventScrollReset: true,
            })
          }
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="button">
          Apply
        </button>
      </noscript>
    </Form>
  );
}
