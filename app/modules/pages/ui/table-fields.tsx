import { TextField } from "~/ui/form/panel-fields";
import type { Block } from "~/kernel/content/page-blocks";
import { blockFieldId } from "../editor-errors";

type Table = Extract<Block, { type: "table" }>;
type Props = { block: Table; i: number; err: (path: string) => string | undefined };

/** A fee table is a table with an academic year and a date (docs/decisions/108-fee-tables.md). */
const isFeeTable = (block: Table) => block.year !== undefined || block.from !== undefined;

/**
 * A table block: its caption, a fee table's year, date and sample flag, the cells as inputs, the columns that hold
 * rupees, and buttons to add and remove rows and columns.
 */
export function TableFields({ block, i, err }: Props) {
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
      {isFeeTable(block) ? <FeeTableFields block={block} i={i} err={err} /> : null}
      <input type="hidden" name={at("cols")} value={block.head.length} />
      <input type="hidden" name={at("rows")} value={block.rows.length} />
      {block.numeric ? <input type="hidden" name={at("numeric")} value={JSON.stringify(block.numeric)} /> : null}
      <TableCells block={block} i={i} err={err} />
      <CellErrors block={block} i={i} err={err} />
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

function FeeTableFields({ block, i, err }: Props) {
  const at = (field: string) => `b${i}.${field}`;
  return (
    <div className="page-fee-fields">
      <input type="hidden" name={at("fees")} value="1" />
      <TextField
        id={blockFieldId(i, "year")}
        name={at("year")}
        label="Academic year"
        hint="Such as 2027-28"
        defaultValue={block.year ?? ""}
        error={err("year")}
        maxLength={7}
        inputMode="numeric"
      />
      <TextField
        id={blockFieldId(i, "from")}
        name={at("from")}
        type="date"
        label="These fees apply from"
        defaultValue={block.from ?? ""}
        error={err("from")}
      />
      <label className="checkbox-field">
        <input type="checkbox" name={at("sample")} defaultChecked={block.sample} /> Sample figures (the page says they
        are to be replaced)
      </label>
    </div>
  );
}

/** The message of each refused cell, under the table, tied to its input. */
function CellErrors({ block, i, err }: Props) {
  const refused = block.rows.flatMap((row, r) =>
    row.map((_, c) => ({ r, c, message: err(`rows.${r}.${c}`) })).filter((cell) => cell.message),
  );
  if (refused.length === 0) return null;
  return (
    <ul className="page-table-editor__errors">
      {refused.map(({ r, c, message }) => (
        <li key={`${r}.${c}`} id={`${blockFieldId(i, `rows.${r}.${c}`)}-error`} className="field-error">
          {message}
        </li>
      ))}
    </ul>
  );
}

/** The heading and body cells as inputs, with a remove button per row and per column. */
function TableCells({ block, i, err }: Props) {
  const at = (field: string) => `b${i}.${field}`;
  const amounts = new Set(block.amounts ?? []);
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
              {row.map((cell, c) => {
                const id = blockFieldId(i, `rows.${r}.${c}`);
                const own = err(`rows.${r}.${c}`);
                return (
                  <td key={c}>
                    <input
                      id={id}
                      name={at(`cell.${r}.${c}`)}
                      defaultValue={cell}
                      aria-label={`Row ${r + 1}, ${block.head[c] || `column ${c + 1}`}`}
                      aria-invalid={err(`rows.${r}`) || own ? true : undefined}
                      aria-describedby={own ? `${id}-error` : undefined}
                      inputMode={amounts.has(c) ? "numeric" : undefined}
                    />
                  </td>
                );
              })}
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
                {c > 0 ? (
                  <label className="checkbox-field">
                    <input type="checkbox" name={at(`amount.${c}`)} defaultChecked={amounts.has(c)} /> Rupees
                    <span className="visually-hidden"> in column {c + 1}</span>
                  </label>
                ) : null}
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
