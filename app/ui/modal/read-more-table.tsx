import { useEffect, useId, useRef } from "react";
import { useSearchParams } from "react-router";
import { enhanceDialogs } from "./enhance-dialogs";
import { Modal } from "./modal";

type Column<T> = { header: string; cell: (row: T) => React.ReactNode; className?: string };

type ReadMoreTableProps<T extends { id: number }> = {
  caption: string;
  /** A class for the table, for a layout of its own on phones (events show date tiles). */
  className?: string;
  rows: T[];
  columns: Column<T>[];
  /** Page path, for links that work without JavaScript (?read=id opens the row's dialog). */
  path: string;
  /** The short text of the Details column (50 characters and an ellipsis). */
  preview: (row: T) => string;
  /** What the Read more button says to a screen reader, e.g. "Read more about Ravi Teja". */
  readMoreLabel: (row: T) => string;
  modalTitle: (row: T) => string;
  modalBody: (row: T) => React.ReactNode;
};

/**
 * A table whose rows each have a Read more button that opens the full record in a dialog (alumni, events).
 * Every row's dialog is in the page, closed (the one `?read=id` names is sent open), so the `dialogs`
 * module opens them on pages without React; under React an effect runs the same code.
 */
export function ReadMoreTable<T extends { id: number }>({
  caption,
  className,
  rows,
  columns,
  path,
  preview,
  readMoreLabel,
  modalTitle,
  modalBody,
}: ReadMoreTableProps<T>) {
  const [searchParams] = useSearchParams();
  const readId = Number(searchParams.get("read"));
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? enhanceDialogs(ref.current) : undefined), []);
  // Two tables on one page (events and holidays) may share row numbers.
  const tableId = useId();
  const dialogId = (row: T) => `${tableId}read-more-${row.id}`;
  return (
    <div ref={ref}>
      <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
        <table className={`content-table read-more-table stack-on-phone${className ? ` ${className}` : ""}`}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
              <th scope="col">Details</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.header} className={column.className} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="read-more-table__details" data-label="Details">
                  <span className="read-more-table__preview">{preview(row)}</span>{" "}
                  <a
                    href={`${path}?read=${row.id}`}
                    role="button"
                    className="button button--small"
                    aria-haspopup="dialog"
                    data-opens-dialog={dialogId(row)}
                  >
                    {/* The full name is text, not only an aria-label, so every reader and search engine gets it. */}
                    <span aria-hidden="true">Read more</span>
                    <span className="visually-hidden">{readMoreLabel(row)}</span>
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.map((row) => (
        <Modal key={row.id} id={dialogId(row)} open={row.id === readId} title={modalTitle(row)} closeHref={path}>
          {modalBody(row)}
        </Modal>
      ))}
    </div>
  );
}
