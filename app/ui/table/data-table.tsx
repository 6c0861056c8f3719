import { useLocation } from "react-router";
import { pageWindow } from "~/kernel/pagination";
import { FollowLinksHere } from "~/ui/link";
import { Pager } from "~/ui/pager/pager";
import { RowsPerPage, SortableHead, TableRows, TableSearch } from "./data-table-parts";
import type { TableColumn, TableRow } from "./table-columns";
import { tableHref, type TableState } from "./table-state";

export type { TableColumn, TableRow } from "./table-columns";

type Props = {
  /** Accessible name of the table. */
  label: string;
  columns: TableColumn[];
  /** Sort, page, page size and search, read from the URL. */
  state: TableState;
  /** The page asked for in `state`, already sorted and searched by the loader. */
  rows: TableRow[];
  /** Every match, on all pages. */
  total: number;
  /** Query parameters kept in every link and form (for example the dashboard's panel). */
  keep?: Record<string, string>;
  loading?: boolean;
  /** Shows the search box (the loader searches by name or key prefix). */
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
  total,
  keep = {},
  loading = false,
  searchable = false,
  searchLabel = "Search",
  rowKey,
}: Props) {
  // The loader has already moved a page past the end to the last one.
  const { pageCount, offset, limit } = pageWindow(total, state, "no rows");
  const first = Math.min(total, offset + 1);
  const last = Math.min(total, offset + limit);
  // The address the router would make of "?…" (here, with nothing after a bare "?"), so the links are absolute and
  // FollowLinksHere can draw them plain.
  const { pathname } = useLocation();
  const href = (next: Partial<TableState>) => {
    const query = tableHref({ ...state, ...next }, keep);
    return query === "?" ? pathname : `${pathname}${query}`;
  };

  return (
    <FollowLinksHere>
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
            <SortableHead columns={columns} state={state} href={href} />
            <TableRows columns={columns} rows={rows} rowKey={rowKey} loading={loading} />
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
          <span className="data-table-range">{`${first}-${last} of ${total}`}</span>
        </Pager>
      </div>
    </FollowLinksHere>
  );
}
