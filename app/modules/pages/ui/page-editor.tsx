import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { SLIDE_SETS } from "~/kernel/content/slide-sets";
import type { PickerPicture } from "~/ui/picture-picker/picture-picker";
import type { Block, PageContent } from "~/kernel/content/page-blocks";
import { BlockLinkFields, CardsFields, FaqFields, PopupFields } from "./card-fields";
import { FigureFields } from "./figure-fields";
import { RichParagraphField } from "./rich-paragraph";
import { SortableBlocks } from "./sortable-blocks";
import { BLOCK_CHOICES, blockLabel } from "../editor-form";
import { pageAddress } from "../paths";

type EditorProps = {
  path: string;
  content: PageContent;
  version: number;
  /** Field messages keyed by path: `title`, `blocks.3.rows.1`... */
  errors: Record<string, string>;
  /** Set when a save was refused because someone else saved first. */
  stale?: { latestVersion: number };
  busy?: boolean;
  /** The newest pictures of the picture library, for the picture blocks' picker. */
  library?: PickerPicture[];
};

/**
 * The page editor: the page's details, then one fieldset per block with its own fields and buttons. Every
 * button posts the whole form, so what was typed is never lost; only Save draft and Publish write.
 */
export function PageEditor({ path, content, version, errors, stale, busy, library = [] }: EditorProps) {
  const form = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  // Dragging a block and pasting several paragraphs post the form like the block buttons, with the same intents.
  const send = (intent: string, extra: Record<string, string> = {}) => {
    if (!form.current) return;
    const body = new FormData(form.current);
    body.set("intent", intent);
    for (const [name, value] of Object.entries(extra)) body.set(name, value);
    void submit(body, { method: "post" });
  };
  const blockErrors = (i: number) =>
    Object.entries(errors)
      .filter(([key]) => key === `blocks.${i}` || key.startsWith(`blocks.${i}.`))
      .map(([, message]) => message);
  return (
    <Form method="post" className="page-editor" aria-busy={busy} ref={form}>
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="blockCount" value={content.blocks.length} />
      {/* First in the form, so Enter in a field saves the draft (not the first block's button). */}
      <div className="page-editor__bar">
        <button type="submit" name="intent" value="save" className="button" disabled={busy}>
          Save draft
        </button>
        <button type="submit" name="intent" value="publish" className="button button--publish" disabled={busy}>
          Publish
        </button>
        <Link
          to={`/welcome/pages/${pageAddress(path)}/preview`}
          target="_blank"
          rel="noopener"
          className="button button--ghost"
        >
          Preview<span className="visually-hidden"> the saved draft (opens in a new tab)</span>
        </Link>
        {stale ? (
          <>
            <input type="hidden" name="latestVersion" value={stale.latestVersion} />
            <button type="submit" name="intent" value="overwrite" className="button button--ghost" disabled={busy}>
              Save mine over theirs
            </button>
          </>
        ) : null}
      </div>

      <fieldset className="page-editor__details">
        <legend>Page details</legend>
        <TextField
          id="page-title"
          name="title"
          label="Title"
          hint="Shown in the browser tab and in search results"
          defaultValue={content.title}
          error={errors.title}
          required
        />
        <TextAreaField
          id="page-description"
          name="description"
          label="Description"
          hint="One or two sentences for search results and shared links"
          defaultValue={content.description}
          error={errors.description}
          rows={2}
          required
        />
        <TextField
          id="page-heading"
          name="heading"
          label="Heading"
          hint="The large heading at the top of the page"
          defaultValue={content.heading}
          error={errors.heading}
          required
        />
        <TextAreaField
          id="page-lead"
          name="lead"
          label="Introduction"
          hint="A short paragraph under the heading (may be left empty)"
          defaultValue={content.lead ?? ""}
          error={errors.lead}
          rows={2}
        />
      </fieldset>

      {errors.blocks ? <p className="field-error">{errors.blocks}</p> : null}
      <SortableBlocks
        ids={content.blocks.map((block, i) => `${i}-${block.type}`)}
        onMove={(from, to) => send(`move:${from}:${to}`)}
        disabled={busy}
      >
        {(i, handle) => {
          const block = content.blocks[i];
          return (
            <fieldset className="page-block" aria-invalid={blockErrors(i).length > 0 || undefined}>
              <legend>
                Block {i + 1}: {blockLabel(block.type)}
              </legend>
              <input type="hidden" name={`b${i}.type`} value={block.type} />
              <div className="page-block__tools" role="group" aria-label={`Block ${i + 1} buttons`}>
                {handle}
                <ToolButton intent={`up:${i}`} disabled={i === 0} label="Move up" what={`block ${i + 1}`} />
                <ToolButton
                  intent={`down:${i}`}
                  disabled={i === content.blocks.length - 1}
                  label="Move down"
                  what={`block ${i + 1}`}
                />
                <ToolButton intent={`duplicate:${i}`} label="Duplicate" what={`block ${i + 1}`} />
                <ToolButton intent={`remove:${i}`} label="Remove" what={`block ${i + 1}`} danger />
              </div>
              {blockErrors(i).length ? (
                <ul className="page-block__errors">
                  {blockErrors(i).map((message) => (
                    <li key={message} className="field-error">
                      {message}
                    </li>
                  ))}
                </ul>
              ) : null}
              <BlockFields
                block={block}
                i={i}
                errors={errors}
                library={library}
                onPasteBlocks={(blocks) => send(`paste:${i}`, { pasted: JSON.stringify(blocks) })}
              />
            </fieldset>
          );
        }}
      </SortableBlocks>

      <div className="page-editor__add">
        <SelectField
          id="add-block-type"
          name="addType"
          label="Add a block at the end"
          options={BLOCK_CHOICES.map(({ type, label }) => ({ value: type, label }))}
          defaultValue="p"
        />
        <button type="submit" name="intent" value="add" className="button button--ghost">
          Add block
        </button>
      </div>
    </Form>
  );
}

function ToolButton({
  intent,
  label,
  what,
  disabled,
  danger,
}: {
  intent: string;
  label: string;
  what: string;
  disabled?: boolean;
  danger?: boolean;
}) {
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      className={`button button--small ${danger ? "button--danger" : "button--ghost"}`}
      disabled={disabled}
    >
      {label}
      <span className="visually-hidden"> {what}</span>
    </button>
  );
}

function BlockFields({
  block,
  i,
  errors,
  library,
  onPasteBlocks,
}: {
  block: Block;
  i: number;
  errors: Record<string, string>;
  library: PickerPicture[];
  onPasteBlocks: (blocks: Block[]) => void;
}) {
  const at = (field: string) => `b${i}.${field}`;
  const id = (field: string) => `b${i}-${field.replace(/\./g, "-")}`;
  // The block's list names the block; beside the field itself the reason is enough.
  const err = (path: string) => errors[`blocks.${i}.${path}`]?.replace(/^Block \d+ \([^)]*\)[^:]*: /, "");
  switch (block.type) {
    case "p":
      return (
        <RichParagraphField
          i={i}
          block={block}
          error={err("text") ?? Object.entries(errors).find(([key]) => key.startsWith(`blocks.${i}.marks`))?.[1]}
          onPasteBlocks={onPasteBlocks}
        />
      );
    case "h2":
    case "h3":
      return (
        <TextField id={id("text")} name={at("text")} label="Heading" defaultValue={block.text} error={err("text")} />
      );
    case "video":
      return (
        <TextField
          id={id("title")}
          name={at("title")}
          label="Video title"
          hint="The video itself is the one set in the site settings"
          defaultValue={block.title}
          error={err("title")}
        />
      );
    case "list":
      return (
        <>
          <TextAreaField
            id={id("items")}
            name={at("items")}
            label="Items"
            hint="One item per line"
            defaultValue={block.items.join("\n")}
            rows={Math.min(Math.max(block.items.length + 1, 3), 14)}
            error={err("items") ?? Object.entries(errors).find(([key]) => key.startsWith(`blocks.${i}.items.`))?.[1]}
          />
          <label className="checkbox-field">
            <input type="checkbox" name={at("ordered")} defaultChecked={block.ordered} /> Numbered list (1, 2, 3)
          </label>
          {block.title ? <input type="hidden" name={at("title")} value={block.title} /> : null}
        </>
      );
    case "notice":
      return (
        <>
          <TextAreaField
            id={id("text")}
            name={at("text")}
            label="Notice"
            defaultValue={block.text}
            rows={3}
            error={err("text")}
          />
          <BlockLinkFields
            i={i}
            link={block.link}
            err={err}
            words="Button words (optional)"
            address="Button address"
            hint="A page of this site such as /Transport, or https://…"
          />
        </>
      );
    case "carousel":
      return (
        <>
          <input type="hidden" name={at("timing")} value={JSON.stringify(block.timing)} />
          <div className="page-block__pair">
            <SelectField
              id={id("set")}
              name={at("set")}
              label="Slide set"
              hint="Its pictures are managed under HomeScreenSlides"
              options={SLIDE_SETS}
              defaultValue={block.set}
              error={err("set")}
            />
            <TextField
              id={id("label")}
              name={at("label")}
              label="Slideshow name (read out by screen readers)"
              defaultValue={block.label}
              error={err("label")}
            />
          </div>
        </>
      );
    case "facts":
      return (
        <ItemRows i={i} count={block.items.length} noun="fact">
          {block.items.map((fact, j) => (
            <div key={j} className="page-block__pair">
              <TextField
                id={id(`${j}.value`)}
                name={at(`${j}.value`)}
                label={`Fact ${j + 1}: figure`}
                defaultValue={fact.value}
                error={err(`items.${j}.value`)}
              />
              <TextField
                id={id(`${j}.label`)}
                name={at(`${j}.label`)}
                label="Words"
                defaultValue={fact.label}
                error={err(`items.${j}.label`)}
              />
            </div>
          ))}
        </ItemRows>
      );
    case "links":
      return (
        <ItemRows i={i} count={block.items.length} noun="link">
          {block.items.map((link, j) => (
            <div key={j} className="page-block__pair">
              <TextField
                id={id(`${j}.label`)}
                name={at(`${j}.label`)}
                label={`Link ${j + 1}: words`}
                defaultValue={link.label}
                error={err(`items.${j}.label`)}
              />
              <TextField
                id={id(`${j}.href`)}
                name={at(`${j}.href`)}
                label="Address"
                defaultValue={link.href}
                error={err(`items.${j}.href`)}
              />
              {link.note ? <input type="hidden" name={at(`${j}.note`)} value={link.note} /> : null}
            </div>
          ))}
        </ItemRows>
      );
    case "figures":
      return (
        <ItemRows i={i} count={block.items.length} noun="picture">
          {block.items.map((figure, j) => (
            <FigureFields key={j} i={i} j={j} figure={figure} library={library} err={err} />
          ))}
        </ItemRows>
      );
    case "table":
      return <TableFields block={block} i={i} err={err} />;
    case "cards":
      return <CardsFields block={block} i={i} err={err} Rows={ItemRows} />;
    case "faq":
      return <FaqFields block={block} i={i} err={err} Rows={ItemRows} />;
    case "popup":
      return <PopupFields block={block} i={i} err={err} />;
  }
}

/** Rows of repeated fields (facts, links, pictures) with a remove button each and one add button. */
function ItemRows({
  i,
  count,
  noun,
  children,
}: {
  i: number;
  count: number;
  noun: string;
  children: React.ReactNode[];
}) {
  return (
    <div className="page-block__items">
      <input type="hidden" name={`b${i}.n`} value={count} />
      {children.map((child, j) => (
        <div key={j} className="page-block__item">
          {child}
          <button
            type="submit"
            name="intent"
            value={`item-remove:${i}:${j}`}
            className="button button--small button--ghost"
          >
            Remove
            <span className="visually-hidden">
              {" "}
              {noun} {j + 1}
            </span>
          </button>
        </div>
      ))}
      <button type="submit" name="intent" value={`item-add:${i}`} className="button button--small button--ghost">
        Add a {noun}
      </button>
    </div>
  );
}

function TableFields({
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
        id={`b${i}-caption`}
        name={at("caption")}
        label="Table caption"
        hint="What the table shows, read out by screen readers"
        defaultValue={block.caption}
        error={err("caption")}
      />
      <input type="hidden" name={at("cols")} value={block.head.length} />
      <input type="hidden" name={at("rows")} value={block.rows.length} />
      {block.numeric ? <input type="hidden" name={at("numeric")} value={JSON.stringify(block.numeric)} /> : null}
      <div className="page-table-editor" role="region" aria-label={`Cells of the table in block ${i + 1}`} tabIndex={0}>
        <table>
          <thead>
            <tr>
              {block.head.map((cell, c) => (
                <th key={c} scope="col">
                  <input
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
