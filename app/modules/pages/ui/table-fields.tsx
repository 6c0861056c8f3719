import { TextField } from "~/ui/form/panel-fields";
import type { Block } from "~/kernel/content/page-blocks";
import { blockFieldId } from "../editor-errors";

/** A table block: its caption, the cells as inputs, and buttons to add and remove rows and columns. */
export function TableFields({
  block,
  i,
  err,
}: {
  block: Extract<Block, { type: "table" }>;
  i: number;
  err: (path: string) => string | undefined;
}) {
  const at = (field: string) => `b${i}.${field}`;
  return (
    <>
      <TextField
        id={blockFieldId(i, "caption")}
        name={at("caption")}
        label="Table caption"
        hint="What the table shows, read out by screen readers"
        defaultValue={block.caption}
        error={err("caption")}
      />
      <input type="hidden" name={at("cols")} value={block.head.length} />
      <input type="hidden" name={at("rows")} value={block.rows.length} />
      {block.numeric ? <input type="hidden" name={at("numeric")} value={JSON.stringify(block.numeric)} /> : null}
      <TableCells block={block} i={i} err={err} />
      <div className="page-block__tools">
        <button type="submit" name="intent" value={`row-add:${i}`} className="button button--small button--ghost">
          Add a row
        </button>
        <button type="submit" name="intent" value={`column-add:${i}`} className="button button--small button--ghost">
          Add a column
        </button>
      </div>
    </>
  );
}

/** The heading and body cells as inputs, with a remove button per row and per column. */
function TableCells({
  block,
  i,
  err,
}: {
  block: Extract<Block, { type: "table" }>;
  i: number;
  err: (path: string) => string | undefined;
}) {
  const at = (field: string) => `b${i}.${field}`;
  return (
    <div className="page-table-editor" role="region" aria-label={`Cells of the table in block ${i + 1}`} tabIndex={0}>
      <table>
        <thead>
          <tr>
            {block.head.map((cell, c) => (
              <th key={c} scope="col">
                <input
                  id={blockFieldId(i, `head.${c}`)}
                  name={at(`head.${c}`)}
                  defaultValue={cell}
                  aria-label={`Heading of column ${c + 1}`}
                  aria-invalid={err(`head.${c}`) ? true : undefined}
                />
              </th>
            ))}
            <td />
          </tr>
        </thead>
        <tbody>
          {block.rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>
                  <input
                    id={blockFieldId(i, `rows.${r}.${c}`)}
                    name={at(`cell.${r}.${c}`)}
                    defaultValue={cell}
                    aria-label={`Row ${r + 1}, ${block.head[c] || `column ${c + 1}`}`}
                    aria-invalid={err(`rows.${r}`) || err(`rows.${r}.${c}`) ? true : undefined}
                  />
                </td>
              ))}
              <td>
                <button
                  type="submit"
                  name="intent"
                  value={`row-remove:${i}:${r}`}
                  className="button button--small button--ghost"
                >
                  Remove row<span className="visually-hidden"> {r + 1}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            {block.head.map((_, c) => (
              <td key={c}>
                <button
                  type="submit"
                  name="intent"
                  value={`column-remove:${i}:${c}`}
                  className="button button--small button--ghost"
                  disabled={block.head.length === 1}
                >
                  Remove column<span className="visually-hidden"> {c + 1}</span>
                </button>
              </td>
            ))}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
