import { pageWindow } from "~/kernel/pagination";
import { Pager } from "~/ui/pager/pager";
import { RowsPerPage, SortableHead, TableRows, TableSearch } from "./data-table-parts";
import type { TableColumn, TableRow } from "./table-columns";
import { tableHref, type TableState } from "./table-state";
import { useUrlTable } from "./use-url-table";

export type { TableColumn, TableRow } from "./table-columns";

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
  const table = useUrlTable({ columns, rows, state, mode, total, rowKey });
  const count = mode === "server" ? (total ?? rows.length) : rows.length;
  // The page as the address asked: the client-side committee table shows no rows past the end.
  const { pageCount, offset, limit } = pageWindow(count, state, "no rows");
  const first = Math.min(count, offset + 1);
  const last = Math.min(count, offset + limit);
  const href = (next: Partial<TableState>) => tableHref({ ...state, ...next }, keep);

  return (
    <div className="data-table" aria-busy={loading || undefined}>
      {searchable ? <TableSearch state={state} keep={keep} label={searchLabel} /> : null}
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">{label}</caption>
          <colgroup>
            {columns.map((column) => (
              <col key={column.field} style={column.width ? { width: `${column.width}px` } : undefined} />
            ))}
          </colgroup>
          <SortableHead table={table} columns={columns} state={state} href={href} />
          <TableRows table={table} columns={columns} loading={loading} />
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
        <RowsPerPage state={state} keep={keep} href={href} />
        <span className="data-table-range">{`${first}-${last} of ${count}`}</span>
      </Pager>
    </div>
  );
}
