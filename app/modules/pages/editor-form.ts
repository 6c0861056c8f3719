import { nextAcademicYear } from "~/kernel/content/academic-year";
import type { Block, BlockType, Card, PageContent, TextMark } from "~/kernel/content/page-blocks";

// The page editor is a plain form: every block's fields are posted together, and the block buttons (move,
// duplicate, remove, add a row...) post the whole form with an `intent`, so they work without JavaScript and
// never lose what was typed. These functions turn the posted fields back into blocks and apply the button.
// No zod here: this module is in the editor's browser bundle; the server checks with the shared schema.

/** What the "Add a block" list offers: every block type, and "fees", a table ready for a class's fees. */
export const BLOCK_CHOICES: { type: BlockType | "fees"; label: string }[] = [
  { type: "p", label: "Paragraph" },
  { type: "h2", label: "Heading" },
  { type: "h3", label: "Small heading" },
  { type: "list", label: "List" },
  { type: "table", label: "Table" },
  { type: "fees", label: "Fee table (amounts in rupees)" },
  { type: "facts", label: "Facts (figures with words)" },
  { type: "links", label: "Links" },
  { type: "notice", label: "Notice with a button" },
  { type: "figures", label: "Pictures" },
  { type: "carousel", label: "Slideshow" },
  { type: "video", label: "School video" },
  { type: "cards", label: "Cards (home page)" },
  { type: "faq", label: "Questions and answers" },
  { type: "popup", label: "Welcome popup (home page)" },
];
export const blockLabel = (type: string) => BLOCK_CHOICES.find((choice) => choice.type === type)?.label ?? type;

/** A fee table to fill in: class, admission, tuition and annual fee, for the academic year that opens next. */
export function blankFeeTable(today = new Date()): Kind<"table"> {
  return {
    type: "table",
    caption: "",
    head: ["Class", "Admission fee (one-time)", "Tuition fee (per year)", "Annual fee (per year)"],
    rows: [["", "", "", ""]],
    amounts: [1, 2, 3],
    ...nextAcademicYear(today),
  };
}

export function blankBlock(type: BlockType | "fees"): Block {
  switch (type) {
    case "fees":
      return blankFeeTable();
    case "p":
    case "h2":
    case "h3":
      return { type, text: "" };
    case "list":
      return { type, items: [] };
    case "facts":
      return { type, items: [{ value: "", label: "" }] };
    case "table":
      return { type, caption: "", head: ["", ""], rows: [["", ""]] };
    case "links":
      return { type, items: [{ label: "", href: "" }] };
    case "carousel":
      return { type, set: "classroom", label: "", timing: { delay: 3000, speed: 1900, loop: true, arrows: true } };
    case "video":
      return { type, title: "" };
    case "figures":
      return { type, items: [{ src: "", alt: "", caption: "" }] };
    case "notice":
      return { type, text: "" };
    case "cards":
      return { type, style: "highlights", items: [{ title: "" }] };
    case "faq":
      return { type, items: [{ question: "", answer: "" }] };
    case "popup":
      return { type, title: "", text: "" };
  }
}

const blankCard = { title: "" };
const blankQuestion = { question: "", answer: "" };

const isBlockType = (value: string): value is BlockType =>
  value !== "fees" && BLOCK_CHOICES.some((choice) => choice.type === value);
const isChoice = (value: string): value is BlockType | "fees" => BLOCK_CHOICES.some((choice) => choice.type === value);

/**
 * What the editor's fields are read from: the posted form, or the text fields kept of it (a refused post's values,
 * a draft kept over sign-in), so each rebuilds the same page.
 */
export type EditorFields = FormData | Record<string, string>;

type Kind<T extends BlockType> = Extract<Block, { type: T }>;

/** The fields of block `i` (`b3.text`, `b3.0.value`...), read as text, counts, switches and JSON. */
type BlockRead = {
  text: (field: string) => string;
  has: (field: string) => boolean;
  count: (field: string) => number;
  json: <T>(field: string, fallback: T) => T;
  /** One value per repeated row (`b3.n` of them): facts, links, pictures, cards, questions. */
  rows: <T>(row: (j: number) => T) => T[];
};

function fieldReader(fields: EditorFields) {
  const text = (name: string) => {
    const value = fields instanceof FormData ? fields.get(name) : fields[name];
    return typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
  };
  const has = (name: string) => (fields instanceof FormData ? fields.has(name) : Object.hasOwn(fields, name));
  const count = (name: string) => Math.min(Math.max(Number(text(name)) || 0, 0), 500);
  const json = <T>(name: string, fallback: T): T => {
    try {
      return text(name) ? (JSON.parse(text(name)) as T) : fallback;
    } catch {
      return fallback;
    }
  };
  return { text, has, count, json };
}

function blockReader(read: ReturnType<typeof fieldReader>, i: number): BlockRead {
  const at = (field: string) => `b${i}.${field}`;
  return {
    text: (field) => read.text(at(field)),
    has: (field) => read.has(at(field)),
    count: (field) => read.count(at(field)),
    json: (field, fallback) => read.json(at(field), fallback),
    rows: (row) => Array.from({ length: read.count(at("n")) }, (_, j) => row(j)),
  };
}

/** The optional link of a notice or the popup (`b3.linkLabel`, `b3.linkHref`). */
function linkOf(read: BlockRead) {
  const label = read.text("linkLabel");
  const href = read.text("linkHref").trim();
  return label || href ? { link: { label, href } } : {};
}

/** A card's picture choice: a video, the first picture of a slide set, or none. */
function cardPicture(picture: string): Pick<Card, "media" | "set"> {
  if (picture === "latest-video" || picture === "campus-video") return { media: picture };
  return picture ? { set: picture as NonNullable<Card["set"]> } : {};
}

function readCard(read: BlockRead, j: number): Card {
  const title = read.text(`${j}.title`);
  const href = read.text(`${j}.href`).trim();
  // A tile is a link by itself: its words default to the card's title.
  const label = read.text(`${j}.label`) || (href ? title : "");
  return {
    title,
    ...(read.text(`${j}.text`) ? { text: read.text(`${j}.text`) } : {}),
    ...(label || href ? { link: { label, href } } : {}),
    ...cardPicture(read.text(`${j}.picture`)),
  };
}

function readTable(read: BlockRead): Kind<"table"> {
  const cols = read.count("cols");
  const numeric = read.json<number[]>("numeric", []).filter((c) => Number.isInteger(c) && c < cols);
  const columns = <T>(cell: (c: number) => T) => Array.from({ length: cols }, (_, c) => cell(c));
  const amounts = columns((c) => c).filter((c) => c > 0 && read.has(`amount.${c}`));
  return {
    type: "table",
    caption: read.text("caption"),
    head: columns((c) => read.text(`head.${c}`)),
    rows: Array.from({ length: read.count("rows") }, (_, r) => columns((c) => read.text(`cell.${r}.${c}`))),
    ...(numeric.length ? { numeric } : {}),
    ...(amounts.length ? { amounts } : {}),
    // A fee table keeps its year and date fields once it has them; empty ones are refused by the schema.
    ...(read.has("fees") ? { year: read.text("year").trim(), from: read.text("from").trim() } : {}),
    ...(read.has("sample") ? { sample: true as const } : {}),
  };
}

function readParagraph(read: BlockRead): Kind<"p"> {
  // The styles are kept only while the words are the ones they were made for: without the rich-text
  // editor (no JavaScript) a changed paragraph loses its bold, italic and links rather than misplace them.
  const words = read.text("text");
  const styles = read.json<{ for?: unknown; marks?: unknown }>("styles", {});
  const marks = styles.for === words && Array.isArray(styles.marks) ? (styles.marks as TextMark[]) : [];
  return { type: "p", text: words, ...(marks.length ? { marks } : {}) };
}

function readList(read: BlockRead): Kind<"list"> {
  const items = read
    .text("items")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    type: "list",
    ...(read.has("ordered") ? { ordered: true } : {}),
    ...(read.text("title") ? { title: read.text("title") } : {}),
    items,
  };
}

/** How each kind of block is read back from its fields (block-fields.tsx and its neighbours draw them). */
const BLOCK_READERS: { [T in BlockType]: (read: BlockRead) => Kind<T> } = {
  p: readParagraph,
  h2: (read) => ({ type: "h2", text: read.text("text") }),
  h3: (read) => ({ type: "h3", text: read.text("text") }),
  list: readList,
  facts: (read) => ({
    type: "facts",
    items: read.rows((j) => ({ value: read.text(`${j}.value`), label: read.text(`${j}.label`) })),
  }),
  table: readTable,
  links: (read) => ({
    type: "links",
    items: read.rows((j) => ({
      label: read.text(`${j}.label`),
      href: read.text(`${j}.href`).trim(),
      ...(read.text(`${j}.note`) ? { note: read.text(`${j}.note`) } : {}),
    })),
  }),
  carousel: (read) => ({
    type: "carousel",
    set: read.text("set") as Kind<"carousel">["set"],
    label: read.text("label"),
    timing: read.json("timing", { delay: 3000 }),
  }),
  video: (read) => ({ type: "video", title: read.text("title") }),
  figures: (read) => ({
    type: "figures",
    items: read.rows((j) => ({
      src: read.text(`${j}.src`).trim(),
      alt: read.text(`${j}.alt`),
      caption: read.text(`${j}.caption`),
      ...(read.has(`${j}.decorative`) ? { decorative: true } : {}),
    })),
  }),
  notice: (read) => ({ type: "notice", text: read.text("text"), ...linkOf(read) }),
  cards: (read) => ({
    type: "cards",
    style: read.text("style") as Kind<"cards">["style"],
    ...(read.text("heading") ? { heading: read.text("heading") } : {}),
    items: read.rows((j) => readCard(read, j)),
  }),
  faq: (read) => ({
    type: "faq",
    items: read.rows((j) => ({ question: read.text(`${j}.question`), answer: read.text(`${j}.answer`) })),
  }),
  popup: (read) => ({
    type: "popup",
    title: read.text("title"),
    ...(read.text("subtitle") ? { subtitle: read.text("subtitle") } : {}),
    text: read.text("text"),
    ...linkOf(read),
    ...(read.text("until") ? { until: read.text("until") } : {}),
  }),
};

/**
 * Reads the editor's fields back into the page's words (not yet checked) and the version it started from: from the
 * posted form, or from the fields kept of it (a refusal's values, a draft kept over sign-in).
 */
export function readEditorForm(fields: EditorFields): { content: PageContent; version: number } {
  const read = fieldReader(fields);
  const blocks: Block[] = [];
  for (let i = 0; i < read.count("blockCount"); i++) {
    const type = read.text(`b${i}.type`);
    if (isBlockType(type)) blocks.push((BLOCK_READERS[type] as (read: BlockRead) => Block)(blockReader(read, i)));
  }
  const lead = read.text("lead");
  return {
    content: {
      title: read.text("title"),
      description: read.text("description"),
      heading: read.text("heading"),
      ...(lead ? { lead } : {}),
      blocks,
    },
    version: Number(read.text("version")) || 0,
  };
}

const move = <T>(list: T[], from: number, to: number) => {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item);
  return copy;
};

/** True for the buttons that only change the form (nothing is saved). */
export const isEditIntent = (intent: string) =>
  /^(add|up|down|move|duplicate|remove|paste|row-add|row-remove|column-add|column-remove|item-add|item-remove):?/.test(
    intent,
  );

/**
 * Applies one block button to the page: `up:3`, `down:3`, `move:3:0` (dragged), `duplicate:3`, `remove:3`, `add`
 * (of `addType`), `paste:3` (the `pasted` blocks after block 3, in its place if it is an empty paragraph),
 * `row-add:3`, `row-remove:3:1`, `column-add:3`, `column-remove:3:2`, `item-add:3`, `item-remove:3:0`.
 */
export function applyEditIntent(
  content: PageContent,
  intent: string,
  { addType, pasted = [] }: { addType?: string; pasted?: Block[] } = {},
): PageContent {
  const [action, first, second] = intent.split(":");
  const i = Number(first);
  const j = Number(second);
  let blocks = content.blocks;
  const block = blocks[i];
  const replace = (next: Block) => blocks.map((b, k) => (k === i ? next : b));
  switch (action) {
    case "add":
      if (addType && isChoice(addType)) blocks = [...blocks, blankBlock(addType)];
      break;
    case "up":
      blocks = move(blocks, i, i - 1);
      break;
    case "down":
      blocks = move(blocks, i, i + 1);
      break;
    case "move":
      blocks = move(blocks, i, j);
      break;
    case "paste":
      if (block) {
        const replaced = block.type === "p" && block.text.trim() === "" ? 1 : 0;
        blocks = [...blocks.slice(0, i + 1 - replaced), ...pasted, ...blocks.slice(i + 1)];
      }
      break;
    case "duplicate":
      if (block) blocks = [...blocks.slice(0, i + 1), structuredClone(block), ...blocks.slice(i + 1)];
      break;
    case "remove":
      blocks = blocks.filter((_, k) => k !== i);
      break;
    case "row-add":
      if (block?.type === "table") blocks = replace({ ...block, rows: [...block.rows, block.head.map(() => "")] });
      break;
    case "row-remove":
      if (block?.type === "table") blocks = replace({ ...block, rows: block.rows.filter((_, r) => r !== j) });
      break;
    case "column-add":
      if (block?.type === "table")
        blocks = replace({ ...block, head: [...block.head, ""], rows: block.rows.map((row) => [...row, ""]) });
      break;
    case "column-remove":
      if (block?.type === "table" && block.head.length > 1) {
        const shift = (columns?: number[]) => columns?.filter((c) => c !== j).map((c) => (c > j ? c - 1 : c));
        const numeric = shift(block.numeric);
        const amounts = shift(block.amounts);
        blocks = replace({
          ...block,
          head: block.head.filter((_, c) => c !== j),
          rows: block.rows.map((row) => row.filter((_, c) => c !== j)),
          ...(numeric ? { numeric } : {}),
          ...(amounts ? { amounts } : {}),
        });
      }
      break;
    case "item-add":
      if (block?.type === "facts") blocks = replace({ ...block, items: [...block.items, { value: "", label: "" }] });
      if (block?.type === "links") blocks = replace({ ...block, items: [...block.items, { label: "", href: "" }] });
      if (block?.type === "figures")
        blocks = replace({ ...block, items: [...block.items, { src: "", alt: "", caption: "" }] });
      if (block?.type === "cards") blocks = replace({ ...block, items: [...block.items, { ...blankCard }] });
      if (block?.type === "faq") blocks = replace({ ...block, items: [...block.items, { ...blankQuestion }] });
      break;
    case "item-remove":
      if (
        block?.type === "facts" ||
        block?.type === "links" ||
        block?.type === "figures" ||
        block?.type === "cards" ||
        block?.type === "faq"
      )
        blocks = replace({ ...block, items: block.items.filter((_, k) => k !== j) } as Block);
      break;
  }
  return { ...content, blocks };
}
