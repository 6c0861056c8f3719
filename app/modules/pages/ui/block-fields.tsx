import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import { SLIDE_SETS } from "~/kernel/content/slide-sets";
import type { PickerLibrary } from "~/ui/picture-picker/picture-picker";
import type { Block } from "~/kernel/content/page-blocks";
import { BlockLinkFields, CardsFields, FaqFields, PopupFields } from "./card-fields";
import { FigureFields } from "./figure-fields";
import { RichParagraphField } from "./rich-paragraph";
import { TableFields } from "./table-fields";
import { blockFieldId } from "../editor-errors";

// The fields of each kind of block, named `b3.text`, `b3.0.value`... and read back by editor-form.ts. Their ids follow
// the schema's paths (`page-blocks.3.items.0.value`, editor-errors.ts), where the error summary's links lead.

type Err = (path: string) => string | undefined;
type FieldsOf<T extends Block["type"]> = { block: Extract<Block, { type: T }>; i: number; err: Err };

/** A field's name in the form (`b3.0.value`) and its element id after the schema's path (`items.0.value`). */
const namesOf = (i: number) => ({
  at: (field: string) => `b${i}.${field}`,
  id: (path: string) => blockFieldId(i, path),
});

export function BlockFields({
  block,
  i,
  errors,
  library,
  onPasteBlocks,
}: {
  block: Block;
  i: number;
  errors: Record<string, string>;
  library: PickerLibrary;
  onPasteBlocks: (blocks: Block[]) => void;
}) {
  const { at, id } = namesOf(i);
  // The block's list names the block; beside the field itself the reason is enough.
  const err = (path: string) => errors[`blocks.${i}.${path}`]?.replace(/^Block \d+ \([^)]*\)[^:]*: /, "");
  switch (block.type) {
    case "p":
      return <RichParagraphField i={i} block={block} error={err("text")} onPasteBlocks={onPasteBlocks} />;
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
      return <ListFields block={block} i={i} error={err("items")} />;
    case "notice":
      return <NoticeFields block={block} i={i} err={err} />;
    case "carousel":
      return <CarouselFields block={block} i={i} err={err} />;
    case "facts":
      return <FactsFields block={block} i={i} err={err} />;
    case "links":
      return <LinksFields block={block} i={i} err={err} />;
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

/** `error` is about the list or any one line of it (editor-errors.ts moves a line's message here). */
function ListFields({ block, i, error }: Omit<FieldsOf<"list">, "err"> & { error?: string }) {
  const { at, id } = namesOf(i);
  return (
    <>
      <TextAreaField
        id={id("items")}
        name={at("items")}
        label="Items"
        hint="One item per line"
        defaultValue={block.items.join("\n")}
        rows={Math.min(Math.max(block.items.length + 1, 3), 14)}
        error={error}
      />
      <label className="checkbox-field">
        <input type="checkbox" name={at("ordered")} defaultChecked={block.ordered} /> Numbered list (1, 2, 3)
      </label>
      {block.title ? <input type="hidden" name={at("title")} value={block.title} /> : null}
    </>
  );
}

function NoticeFields({ block, i, err }: FieldsOf<"notice">) {
  const { at, id } = namesOf(i);
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
}

function CarouselFields({ block, i, err }: FieldsOf<"carousel">) {
  const { at, id } = namesOf(i);
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
}

function FactsFields({ block, i, err }: FieldsOf<"facts">) {
  const { at, id } = namesOf(i);
  return (
    <ItemRows i={i} count={block.items.length} noun="fact">
      {block.items.map((fact, j) => (
        <div key={j} className="page-block__pair">
          <TextField
            id={id(`items.${j}.value`)}
            name={at(`${j}.value`)}
            label={`Fact ${j + 1}: figure`}
            defaultValue={fact.value}
            error={err(`items.${j}.value`)}
          />
          <TextField
            id={id(`items.${j}.label`)}
            name={at(`${j}.label`)}
            label="Words"
            defaultValue={fact.label}
            error={err(`items.${j}.label`)}
          />
        </div>
      ))}
    </ItemRows>
  );
}

function LinksFields({ block, i, err }: FieldsOf<"links">) {
  const { at, id } = namesOf(i);
  return (
    <ItemRows i={i} count={block.items.length} noun="link">
      {block.items.map((link, j) => (
        <div key={j} className="page-block__pair">
          <TextField
            id={id(`items.${j}.label`)}
            name={at(`${j}.label`)}
            label={`Link ${j + 1}: words`}
            defaultValue={link.label}
            error={err(`items.${j}.label`)}
          />
          <TextField
            id={id(`items.${j}.href`)}
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
}

/** Rows of repeated fields (facts, links, pictures) with a remove button each and one add button. */
export function ItemRows({
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
