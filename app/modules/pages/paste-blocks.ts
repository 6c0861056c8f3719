import { isSafeHref, type Block } from "~/kernel/content/page-blocks";
import { marksOf, type TextRun } from "~/kernel/content/rich-text";

// What the rich-text editor turns pasted text into. The browser parses the copied HTML with the editor's own
// schema (paragraphs, headings, lists, tables, bold, italic, links: everything else, styles included, is dropped);
// these functions turn that document into page blocks. Pure, so the same rules are tested without a browser.

/** A node of the editor's document, as the editor library gives it in JSON. */
export type DocNode = {
  type?: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: DocNode[];
};

const squash = (text: string) => text.replace(/\s+/g, " ");

/** The runs of a paragraph or heading: its text nodes with bold, italic and safe links; a line break is a space. */
export function runsOfNode(node: DocNode): TextRun[] {
  const runs: TextRun[] = [];
  for (const child of node.content ?? []) {
    if (child.type === "hardBreak") runs.push({ text: " " });
    else if (child.type === "text" && child.text) {
      const kinds = new Map((child.marks ?? []).map((mark) => [mark.type, mark.attrs] as const));
      const href = kinds.has("link") ? String(kinds.get("link")?.href ?? "").trim() : "";
      runs.push({
        text: squash(child.text),
        ...(kinds.has("bold") ? { bold: true as const } : {}),
        ...(kinds.has("italic") ? { italic: true as const } : {}),
        ...(href && isSafeHref(href) ? { href } : {}),
      });
    } else if (child.content) runs.push(...runsOfNode(child));
  }
  return runs;
}

/** The plain words of a node and everything in it. */
export const plainText = (node: DocNode): string =>
  node.type === "text"
    ? squash(node.text ?? "")
    : node.type === "hardBreak"
      ? " "
      : (node.content ?? []).map(plainText).join(node.type === "tableCell" || node.type === "tableHeader" ? "" : " ");

/** Leading and trailing spaces off the runs, keeping the marks in step. */
function trimRuns(runs: TextRun[]): TextRun[] {
  const copy = runs.map((run) => ({ ...run }));
  while (copy.length && !copy[0].text.trimStart()) copy.shift();
  while (copy.length && !copy.at(-1)!.text.trimEnd()) copy.pop();
  if (copy.length) {
    copy[0].text = copy[0].text.trimStart();
    copy[copy.length - 1].text = copy.at(-1)!.text.trimEnd();
  }
  return copy;
}

/** A paragraph block from runs, or nothing when it has no words. */
export function paragraphOf(runs: TextRun[]): Block | undefined {
  const { text, marks } = marksOf(trimRuns(runs));
  if (!text) return undefined;
  return { type: "p", text, ...(marks.length ? { marks } : {}) };
}

function listItems(list: DocNode): string[] {
  const items: string[] = [];
  for (const item of list.content ?? []) {
    const own = (item.content ?? []).filter((child) => child.type !== "bulletList" && child.type !== "orderedList");
    const words = own.map(plainText).join(" ").trim();
    if (words) items.push(words);
    // A list inside an item continues the list: the page's lists have one level.
    for (const inner of item.content ?? [])
      if (inner.type === "bulletList" || inner.type === "orderedList") items.push(...listItems(inner));
  }
  return items;
}

function tableOf(table: DocNode): Block | undefined {
  const rows = (table.content ?? [])
    .map((row) => (row.content ?? []).map((cell) => plainText(cell).trim()))
    .filter((cells) => cells.some(Boolean));
  if (!rows.length) return undefined;
  // Merged cells leave rows short: every row is filled out to the widest.
  const width = Math.max(...rows.map((cells) => cells.length));
  const [head, ...body] = rows.map((cells) => [...cells, ...Array<string>(width - cells.length).fill("")]);
  const named = head.filter(Boolean);
  return {
    type: "table",
    caption: named.length ? `Table: ${named.join(", ")}`.slice(0, 300) : "Table",
    head,
    rows: body,
  };
}

/** The blocks of a pasted document, in order: paragraphs keep bold, italic and links; lists and tables their rows. */
export function blocksOfDocument(doc: DocNode): Block[] {
  const blocks: Block[] = [];
  const add = (block: Block | undefined) => {
    if (block) blocks.push(block);
  };
  for (const node of doc.content ?? []) {
    switch (node.type) {
      case "paragraph":
        add(paragraphOf(runsOfNode(node)));
        break;
      case "heading": {
        const text = plainText(node).trim();
        if (text) add({ type: Number(node.attrs?.level ?? 2) <= 2 ? "h2" : "h3", text });
        break;
      }
      case "bulletList":
      case "orderedList": {
        const items = listItems(node);
        if (items.length) add({ type: "list", items, ...(node.type === "orderedList" ? { ordered: true } : {}) });
        break;
      }
      case "table":
        add(tableOf(node));
        break;
      case "blockquote":
        blocks.push(...blocksOfDocument(node));
        break;
      default: {
        const text = plainText(node).trim();
        if (text) add({ type: "p", text });
      }
    }
  }
  return blocks;
}

/** True when a paste is more than words for the paragraph being edited: several paragraphs, a list or a table. */
export const isManyBlocks = (blocks: Block[]) => blocks.length > 1 || (blocks.length === 1 && blocks[0].type !== "p");
