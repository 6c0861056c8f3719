import { SelectField, TextAreaField, TextField } from "~/ui/form/panel-fields";
import type { Block } from "~/kernel/content/page-blocks";
import { SLIDE_SETS } from "~/kernel/content/slide-sets";
import { blockFieldId } from "../editor-errors";

// The fields of the blocks that the home and FAQ pages are made of (cards, questions, the welcome popup).
// Same naming as the other block fields (`b3.0.title`, id `page-blocks.3.items.0.title`), read back by editor-form.ts.

type FieldsProps<T extends Block["type"]> = {
  block: Extract<Block, { type: T }>;
  i: number;
  err: (path: string) => string | undefined;
  /** Repeated rows with remove and add buttons (block-fields' ItemRows). */
  Rows: (props: { i: number; count: number; noun: string; children: React.ReactNode[] }) => React.ReactNode;
};

const STYLE_OPTIONS = [
  { value: "highlights", label: "Highlights: picture or video, words and a button" },
  { value: "summaries", label: "Summaries: words and a ....More link" },
  { value: "tiles", label: "Tiles: a picture with the title, the whole tile a link" },
];

const PICTURE_OPTIONS = [
  { value: "", label: "None" },
  { value: "latest-video", label: "The latest gallery video" },
  { value: "campus-video", label: "The school video (from the settings)" },
  ...SLIDE_SETS.map((set) => ({ value: set, label: `First picture of the slide set ${set}` })),
];

export function CardsFields({ block, i, err, Rows }: FieldsProps<"cards">) {
  const at = (field: string) => `b${i}.${field}`;
  const id = (path: string) => blockFieldId(i, path);
  return (
    <>
      <div className="page-block__pair">
        <SelectField
          id={id("style")}
          name={at("style")}
          label="How the cards look"
          options={STYLE_OPTIONS}
          defaultValue={block.style}
          error={err("style")}
        />
        <TextField
          id={id("heading")}
          name={at("heading")}
          label="Heading above the cards (optional)"
          defaultValue={block.heading ?? ""}
          error={err("heading")}
        />
      </div>
      <Rows i={i} count={block.items.length} noun="card">
        {block.items.map((card, j) => (
          <div key={j} className="page-block__figure">
            <TextField
              id={id(`items.${j}.title`)}
              name={at(`${j}.title`)}
              label={`Card ${j + 1}: title`}
              defaultValue={card.title}
              error={err(`items.${j}.title`)}
            />
            <TextAreaField
              id={id(`items.${j}.text`)}
              name={at(`${j}.text`)}
              label="Words (optional)"
              defaultValue={card.text ?? ""}
              rows={2}
              error={err(`items.${j}.text`)}
            />
            <div className="page-block__pair">
              <TextField
                id={id(`items.${j}.link.label`)}
                name={at(`${j}.label`)}
                label="Button words (optional)"
                hint="Left empty, the card's title"
                defaultValue={card.link?.label ?? ""}
                error={err(`items.${j}.link.label`)}
              />
              <TextField
                id={id(`items.${j}.link.href`)}
                name={at(`${j}.href`)}
                label="Button address"
                hint="A page of this site such as /Transport, or https://…"
                defaultValue={card.link?.href ?? ""}
                error={err(`items.${j}.link.href`)}
              />
            </div>
            <SelectField
              id={id(`items.${j}.set`)}
              name={at(`${j}.picture`)}
              label="Picture or video"
              options={PICTURE_OPTIONS}
              defaultValue={card.media ?? card.set ?? ""}
              error={err(`items.${j}.set`) ?? err(`items.${j}.media`)}
            />
          </div>
        ))}
      </Rows>
    </>
  );
}

export function FaqFields({ block, i, err, Rows }: FieldsProps<"faq">) {
  const at = (field: string) => `b${i}.${field}`;
  const id = (path: string) => blockFieldId(i, path);
  return (
    <Rows i={i} count={block.items.length} noun="question">
      {block.items.map((item, j) => (
        <div key={j} className="page-block__figure">
          <TextField
            id={id(`items.${j}.question`)}
            name={at(`${j}.question`)}
            label={`Question ${j + 1}`}
            defaultValue={item.question}
            error={err(`items.${j}.question`)}
          />
          <TextAreaField
            id={id(`items.${j}.answer`)}
            name={at(`${j}.answer`)}
            label="Answer"
            defaultValue={item.answer}
            rows={3}
            error={err(`items.${j}.answer`)}
          />
        </div>
      ))}
    </Rows>
  );
}

export function PopupFields({ block, i, err }: Omit<FieldsProps<"popup">, "Rows">) {
  const at = (field: string) => `b${i}.${field}`;
  const id = (path: string) => blockFieldId(i, path);
  return (
    <>
      <p className="field-hint">
        Shown on the home page once a day per visitor, never over a form being filled; not after its last day.
      </p>
      <div className="page-block__pair">
        <TextField
          id={id("title")}
          name={at("title")}
          label="Heading, first line"
          defaultValue={block.title}
          error={err("title")}
        />
        <TextField
          id={id("subtitle")}
          name={at("subtitle")}
          label="Heading, second line (optional)"
          defaultValue={block.subtitle ?? ""}
          error={err("subtitle")}
        />
      </div>
      <TextAreaField
        id={id("text")}
        name={at("text")}
        label="Words"
        defaultValue={block.text}
        rows={3}
        error={err("text")}
      />
      <BlockLinkFields i={i} link={block.link} err={err} words="Link words (optional)" address="Link address" />
      <TextField
        id={id("until")}
        name={at("until")}
        type="date"
        label="Last day to show it (optional; the day of the event it announces)"
        defaultValue={block.until ?? ""}
        error={err("until")}
      />
    </>
  );
}

/** The optional link of a notice or the popup: its words and address, posted as `b3.linkLabel` and `b3.linkHref`. */
export function BlockLinkFields({
  i,
  link,
  err,
  words,
  address,
  hint,
}: {
  i: number;
  link?: { label: string; href: string };
  err: (path: string) => string | undefined;
  words: string;
  address: string;
  hint?: string;
}) {
  return (
    <div className="page-block__pair">
      <TextField
        id={blockFieldId(i, "link.label")}
        name={`b${i}.linkLabel`}
        label={words}
        defaultValue={link?.label ?? ""}
        error={err("link.label")}
      />
      <TextField
        id={blockFieldId(i, "link.href")}
        name={`b${i}.linkHref`}
        label={address}
        hint={hint}
        defaultValue={link?.href ?? ""}
        error={err("link.href")}
      />
    </div>
  );
}
