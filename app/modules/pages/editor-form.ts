import type { Block, BlockType, Card, PageContent, TextMark } from "~/kernel/content/page-blocks";

// The page editor is a plain form: every block's fields are posted together, and the block buttons (move,
// duplicate, remove, add a row...) post the whole form with an `intent`, so they work without JavaScript and
// never lose what was typed. These functions turn the posted fields back into blocks and apply the button.
// No zod here: this module is in the editor's browser bundle; the server checks with the shared schema.

export const BLOCK_CHOICES: { type: BlockType; label: string }[] = [
  { type: "p", label: "Paragraph" },
  { type: "h2", label: "Heading" },
  { type: "h3", label: "Small heading" },
  { type: "list", label: "List" },
  { type: "table", label: "Table" },
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

export function blankBlock(type: BlockType): Block {
  switch (type) {
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

const isBlockType = (value: string): value is BlockType => BLOCK_CHOICES.some((choice) => choice.type === value);

/** Reads the posted editor form back into the page's words (not yet checked) and the version it started from. */
export function readEditorForm(form: FormData): { content: PageContent; version: number } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\r\n/g, "\n") : "";
  };
  const count = (name: string) => Math.min(Math.max(Number(text(name)) || 0, 0), 500);
  const json = <T>(name: string, fallback: T): T => {
    try {
      return text(name) ? (JSON.parse(text(name)) as T) : fallback;
    } catch {
      return fallback;
    }
  };
  const blocks: Block[] = [];
  for (let i = 0; i < count("blockCount"); i++) {
    const at = (field: string) => `b${i}.${field}`;
    const type = text(at("type"));
    if (!isBlockType(type)) continue;
    const n = count(at("n"));
    const indexes = Array.from({ length: n }, (_, j) => j);
    switch (type) {
      case "p": {
        // The styles are kept only while the words are the ones they were made for: without the rich-text
        // editor (no JavaScript) a changed paragraph loses its bold, italic and links rather than misplace them.
        const words = text(at("text"));
        const styles = json<{ for?: unknown; marks?: unknown }>(at("styles"), {});
        const marks = styles.for === words && Array.isArray(styles.marks) ? (styles.marks as TextMark[]) : [];
        blocks.push({ type, text: words, ...(marks.length ? { marks } : {}) });
        break;
      }
      case "h2":
      case "h3":
        blocks.push({ type, text: text(at("text")) });
        break;
      case "list": {
        const items = text(at("items"))
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean);
        blocks.push({
          type,
          ...(form.has(at("ordered")) ? { ordered: true } : {}),
          ...(text(at("title")) ? { title: text(at("title")) } : {}),
          items,
        });
        break;
      }
      case "facts":
        blocks.push({
          type,
          items: indexes.map((j) => ({ value: text(at(`${j}.value`)), label: text(at(`${j}.label`)) })),
        });
        break;
      case "table": {
        const cols = count(at("cols"));
        const rows = count(at("rows"));
        const numeric = json<number[]>(at("numeric"), []).filter((c) => Number.isInteger(c) && c < cols);
        blocks.push({
          type,
          caption: text(at("caption")),
          head: Array.from({ length: cols }, (_, c) => text(at(`head.${c}`))),
          rows: Array.from({ length: rows }, (_, r) =>
            Array.from({ length: cols }, (_, c) => text(at(`cell.${r}.${c}`))),
          ),
          ...(numeric.length ? { numeric } : {}),
        });
        break;
      }
      case "links":
        blocks.push({
          type,
          items: indexes.map((j) => ({
            label: text(at(`${j}.label`)),
            href: text(at(`${j}.href`)).trim(),
            ...(text(at(`${j}.note`)) ? { note: text(at(`${j}.note`)) } : {}),
          })),
        });
        break;
      case "carousel":
        blocks.push({
          type,
          set: text(at("set")) as Extract<Block, { type: "carousel" }>["set"],
          label: text(at("label")),
          timing: json(at("timing"), { delay: 3000 }),
        });
        break;
      case "video":
        blocks.push({ type, title: text(at("title")) });
        break;
      case "figures":
        blocks.push({
          type,
          items: indexes.map((j) => ({
            src: text(at(`${j}.src`)).trim(),
            alt: text(at(`${j}.alt`)),
            caption: text(at(`${j}.caption`)),
            ...(form.has(at(`${j}.decorative`)) ? { decorative: true } : {}),
          })),
        });
        break;
      case "notice": {
        const label = text(at("linkLabel"));
        const href = text(at("linkHref")).trim();
        blocks.push({ type, text: text(at("text")), ...(label || href ? { link: { label, href } } : {}) });
        break;
      }
      case "cards":
        blocks.push({
          type,
          style: text(at("style")) as Extract<Block, { type: "cards" }>["style"],
          ...(text(at("heading")) ? { heading: text(at("heading")) } : {}),
          items: indexes.map((j) => {
            const title = text(at(`${j}.title`));
            const href = text(at(`${j}.href`)).trim();
            // A tile is a link by itself: its words default to the card's title.
            const label = text(at(`${j}.label`)) || (href ? title : "");
            const picture = text(at(`${j}.picture`));
            return {
              title,
              ...(text(at(`${j}.text`)) ? { text: text(at(`${j}.text`)) } : {}),
              ...(label || href ? { link: { label, href } } : {}),
              ...(picture === "latest-video" || picture === "campus-video"
                ? { media: picture }
                : picture
                  ? { set: picture as NonNullable<Card["set"]> }
                  : {}),
            };
          }),
        });
        break;
      case "faq":
        blocks.push({
          type,
          items: indexes.map((j) => ({ question: text(at(`${j}.question`)), answer: text(at(`${j}.answer`)) })),
        });
        break;
      case "popup": {
        const label = text(at("linkLabel"));
        const href = text(at("linkHref")).trim();
        blocks.push({
          type,
          title: text(at("title")),
          ...(text(at("subtitle")) ? { subtitle: text(at("subtitle")) } : {}),
          text: text(at("text")),
          ...(label || href ? { link: { label, href } } : {}),
        });
        break;
      }
    }
  }
  const lead = text("lead");
  return {
    content: {
      title: text("title"),
      description: text("description"),
      heading: text("heading"),
      ...(lead ? { lead } : {}),
      blocks,
    },
    version: Number(text("version")) || 0,
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
      if (addType && isBlockType(addType)) blocks = [...blocks, blankBlock(addType)];
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
        const numeric = block.numeric?.filter((c) => c !== j).map((c) => (c > j ? c - 1 : c));
        blocks = replace({
          ...block,
          head: block.head.filter((_, c) => c !== j),
          rows: block.rows.map((row) => row.filter((_, c) => c !== j)),
          ...(numeric ? { numeric } : {}),
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
