import { BLOCK_NAMES, type Block } from "~/kernel/content/page-blocks";

// A translation keeps the English page's blocks, in the same order and of the same types (and, for cards, the same
// look): the public layout, the fee tables' amounts and the questions' anchors then line up in every language.

const shape = (block: Block) => (block.type === "cards" ? `cards:${block.style}` : block.type);
const blockName = (block: Block) =>
  block.type === "cards" ? `${BLOCK_NAMES.cards} (${block.style})` : BLOCK_NAMES[block.type];

/** One message per block that differs from the English page's (keyed `blocks.3`), and `blocks` for the count. */
export function translationStructureRefusals(english: Block[], translated: Block[]): Record<string, string> {
  const fields: Record<string, string> = {};
  translated.forEach((block, i) => {
    const source = english[i];
    if (!source)
      fields[`blocks.${i}`] =
        `Block ${i + 1} (${blockName(block)}): the English page has no block ${i + 1}; a translation has the English page's blocks only`;
    else if (shape(source) !== shape(block))
      fields[`blocks.${i}`] =
        `Block ${i + 1} (${blockName(block)}): block ${i + 1} of the English page is ${blockName(source)}: a translation keeps the English page's blocks in their order`;
  });
  if (english.length !== translated.length)
    fields.blocks = `The English page has ${english.length} block${english.length === 1 ? "" : "s"} and this translation ${translated.length}: translate each of the English page's blocks, in the same order`;
  return fields;
}
