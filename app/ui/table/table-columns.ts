import type { ReactNode } from "react";

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

export const stickyClass = (column: TableColumn) => (column.sticky ? "data-table-sticky" : undefined);
