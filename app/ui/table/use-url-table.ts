import { useMemo, type ReactNode } from "react";
import {
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  tableFeatures,
  useTable,
  type ReactTable,
} from "@tanstack/react-table";
import type { TableColumn, TableRow } from "./table-columns";
import type { TableState } from "./table-state";

const features = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
});
const helper = createColumnHelper<typeof features, TableRow>();

export type UrlTable = ReactTable<typeof features, TableRow>;

/**
 * The table model of a DataTable whose sort and page the URL holds: in "server" mode the rows are already
 * the page asked for, in "client" mode the model sorts and pages them itself.
 */
export function useUrlTable({
  columns,
  rows,
  state,
  mode,
  total,
  rowKey,
}: {
  columns: TableColumn[];
  rows: TableRow[];
  state: TableState;
  mode: "server" | "client";
  total?: number;
  rowKey: (row: TableRow) => string;
}): UrlTable {
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
  return useTable({
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
}

function display(value: unknown): ReactNode {
  if (value === null || value === undefined) return "";
  return String(value);
}
