import { useMemo, type ReactNode } from "react";
import { Form, Link, useNavigate } from "react-router";
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { pageWindow } from "~/kernel/pagination";
import { Pager } from "~/ui/pager/pager";
import { PAGE_SIZES } from "~/ui/table/page-sizes";
import { tableHref, type TableState } from "./table-state";

export type TableRow = Record<string, unknown>;

export type TableColumn = {
  /** The row field shown (and the sort key sent to the server). */
  field: string;
  header: string;
  /** Fixed width in pixels, e.g. the committee Id column's 100. */
  width?: number;
  sortable?: boolean;
  /** Kept in view at the right edge while the table scrolls sideways (a row's action buttons). */
  sticky?: boolean;
  cell?: (row: TableRow) => ReactNode;
};

type Props = {
  /** Accessible name of the table. */
  label: string;
  columns: TableColumn[];
  rows: TableRow[];
  /** Sort, page, page size and search, read from the URL. */
  state: TableState;
  /**
   * "server": `rows` is already the requested page and `total` counts every match.
   * "client": `rows` is every record; the table sorts and pages them itself.
   */
  mode: "server" | "client";
  total?: number;
  /** Query parameters kept in every link and form (for example the dashboard's panel). */
  keep?: Record<string, string>;
  loading?: boolean;
  /** Shows the search box (the server mode searches by name or key prefix). */
  searchable?: boolean;
  searchLabel?: string;
  rowKey: (row: TableRow) => string;
};

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
const helper = createColumnHelper<typeof features, TableRow>();

/**
 * One table for every list: sortable headers, pages with 'Rows per page:', a search box, a loading
 * text and an empty text. Sort and page live in the URL and every control is a link or a GET form,
 * so it works before (and without) JavaScript; under 600 px each row becomes a labelled card.
 */
export function DataTable({
  label,
  columns,
  rows,
  state,
  mode,
  total,
  keep = {},
  loading = false,
  searchable = false,
  searchLabel = "Search",
  rowKey,
}: Props) {
  const navigate = useNavigate();
  const columnDefs = useMemo(
    () =>
      helper.columns(
        columns.map((column) =>
          helper.accessor((row) => row[column.field] as string | number | null, {
            id: column.field,
            header: column.header,
            enableSorting: column.sortable !== false,
            sortFn: "alphanumeric",
            sortUndefined: "last",
            cell: (info) => (column.cell ? column.cell(info.row.original) : display(info.getValue())),
          }),
        ),
      ),
    [columns],
  );
  const sorting = useMemo(
    () => (state.sort ? [{ id: state.sort, desc: state.order === "desc" }] : []),
    [state.sort, state.order],
  );
  const pagination = useMemo(
    () => ({ pageIndex: state.page - 1, pageSize: state.pageSize }),
    [state.page, state.pageSize],
  );
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (row) => rowKey(row),
    state: { sorting, pagination },
    // The URL owns sort and page: controls are links, so these never fire.
    onSortingChange: () => undefined,
    onPaginationChange: () => undefined,
    manualSorting: mode === "server",
    manualPagination: mode === "server",
    rowCount: mode === "server" ? (total ?? rows.length) : rows.length,
  });

  const count = mode === "server" ? (total ?? rows.length) : rows.length;
  // The page as the address asked: the client-side committee table shows no rows past the end.
  const { pageCount, offset, limit } = pageWindow(count, state, "no rows");
  const first = Math.min(count, offset + 1);
  const last = Math.min(count, offset + limit);
  const href = (next: Partial<TableState>) => tableHref({ ...state, ...next }, keep);
  const hidden = (omit: string[]) =>
    Object.entries({
      ...keep,
      sort: state.sort ?? "",
      order: state.order,
      pageSize: String(state.pageSize),
      q: state.q ?? "",
    })
      .filter(([name, value]) => !omit.includes(name) && value !== "")
      .map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const shownRows = table.getRowModel().rows;

  return (
    <div className="data-table" aria-busy={loading || undefined}>
      {searchable ? (
        <Form method="get" className="data-table-search" role="search">
          {hidden(["q", "page"])}
          <label>
            <span>{searchLabel}</span>
            <input type="search" name="q" defaultValue={state.q ?? ""} maxLength={100} />
          </label>
          <button type="submit" className="button">
            Search
          </button>
        </Form>
      ) : null}
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">{label}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.field} style={column.width ? { width: `${column.width}px` } : undefined} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = state.sort === header.column.id ? state.order : undefined;
                  const nextOrder = sorted === "asc" ? "desc" : "asc";
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={
                        columns.find((c) => c.field === header.column.id)?.sticky ? "data-table-sticky" : undefined
                      }
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <Link
                          to={href({ sort: header.column.id, order: nextOrder, page: 1 })}
                          preventScrollReset
                          className="data-table-sort"
                        >
                          <table.FlexRender header={header} />
                          <span aria-hidden="true" className="data-table-arrow">
                            {sorted === "asc" ? "▲" : sorted === "desc" ? "▼" : "↕"}
                          </span>
                          <span className="visually-hidden">
                            , sort {nextOrder === "asc" ? "ascending" : "descending"}
                          </span>
                        </Link>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && shownRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table-note">
                  Loading...
                </td>
              </tr>
            ) : shownRows.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="data-table-note">
                  There are no records to display
                </td>
              </tr>
            ) : (
              shownRows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => (
                    <td
                      key={cell.id}
                      data-label={columns.find((c) => c.field === cell.column.id)?.header}
                      className={
                        columns.find((c) => c.field === cell.column.id)?.sticky ? "data-table-sticky" : undefined
                      }
                    >
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <p className="data-table-loading" role="status">
          Loading...
        </p>
      ) : null}
      <Pager
        label={`${label} pages`}
        page={state.page}
        pageCount={pageCount}
        href={(page) => href({ page })}
        variant="arrows"
        className="data-table-pages"
      >
        <Form method="get" className="data-table-size">
          {hidden(["pageSize", "page"])}
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
        <span className="data-table-range">{`${first}-${last} of ${count}`}</span>
      </Pager>
    </div>
  );
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return "";
  return String(value);
}
