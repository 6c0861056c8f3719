import type { Block } from "~/kernel/content/page-blocks";

// The page editor is an EditForm with idPrefix "page": its error summary links each message to `#page-<key>`.
// A block's field has the id of the schema's path to it (`page-blocks.3.items.0.value`), so a message keyed by
// that path leads to it; a message about something with no field of its own (a styled part of a paragraph, a line
// of a list, a whole row) is moved to the nearest field, else to its block.

/** The element id of a block's field, after the schema's path to it (`items.0.value`). */
export const blockFieldId = (i: number, path: string) => `page-blocks.${i}.${path}`;
/** The element id of a whole block (its fieldset). */
export const blockId = (i: number) => `page-blocks.${i}`;

const PAGE_FIELDS = new Set(["title", "description", "heading", "lead", "blocks", "showFrom", "showUntil"]);

const each = (count: number, paths: (j: number) => string[]) =>
  Array.from({ length: count }, (_, j) => paths(j)).flat();

/** The schema paths of the fields the editor draws for a block, in the order they are drawn. */
export function blockFieldPaths(block: Block): string[] {
  switch (block.type) {
    case "p":
    case "h2":
    case "h3":
      return ["text"];
    case "video":
      return ["title"];
    case "list":
      return ["items"];
    case "notice":
      return ["text", "link.label", "link.href"];
    case "popup":
      return ["title", "subtitle", "text", "link.label", "link.href"];
    case "carousel":
      return ["set", "label"];
    case "facts":
      return each(block.items.length, (j) => [`items.${j}.value`, `items.${j}.label`]);
    case "links":
      return each(block.items.length, (j) => [`items.${j}.label`, `items.${j}.href`]);
    case "figures":
      return each(block.items.length, (j) => [`items.${j}.src`, `items.${j}.alt`, `items.${j}.caption`]);
    case "faq":
      return each(block.items.length, (j) => [`items.${j}.question`, `items.${j}.answer`]);
    case "table":
      return [
        "caption",
        ...(block.year !== undefined || block.from !== undefined ? ["year", "from"] : []),
        ...block.head.map((_, c) => `head.${c}`),
        ...each(block.rows.length, (r) => block.head.map((_, c) => `rows.${r}.${c}`)),
      ];
    case "cards":
      return [
        "style",
        "heading",
        ...each(block.items.length, (j) =>
          ["title", "text", "link.label", "link.href", "set"].map((field) => `items.${j}.${field}`),
        ),
      ];
  }
}

/** The key a message is shown under: its own field's, the nearest field's, its block's, or the form's. */
export function editorErrorKey(key: string, blocks: Block[]): string {
  const inBlock = /^blocks\.(\d+)\.(.+)$/.exec(key);
  if (!inBlock) return PAGE_FIELDS.has(key) || /^blocks\.\d+$/.test(key) ? key : "_form";
  const i = Number(inBlock[1]);
  const block = blocks[i];
  if (!block) return "blocks";
  const fields = blockFieldPaths(block);
  // A paragraph's styled parts are edited in its words; a card's video is chosen where its picture is.
  let path = inBlock[2].replace(/^marks(\..*)?$/, "text").replace(/^(items\.\d+)\.media$/, "$1.set");
  while (path) {
    const within = path;
    const field = fields.find((candidate) => candidate === within || candidate.startsWith(`${within}.`));
    if (field) return `blocks.${i}.${field}`;
    path = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : "";
  }
  return `blocks.${i}`;
}

/** The schema's messages under the keys the editor shows them at; the first message for a field stays. */
export function editorErrors(fields: Record<string, string>, blocks: Block[]): Record<string, string> {
  const shown: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const at = editorErrorKey(key, blocks);
    // A field's own message goes before one moved to it from a part of it.
    if (!(at in shown) || at === key) shown[at] = message;
  }
  return shown;
}
