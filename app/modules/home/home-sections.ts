import type { Block } from "~/kernel/content/page-blocks";

type Cards = Extract<Block, { type: "cards" }>;
type Popup = Extract<Block, { type: "popup" }>;

const cardsOf = (style: Cards["style"]) => (block: Block) => block.type === "cards" && block.style === style;

/**
 * The home page's blocks in the home layout: the first card row of each look (highlights, summaries, tiles)
 * and the first popup each have their own place; paragraphs and headings follow the welcome words (the page takes
 * no other block: features/pages/schema.ts).
 */
export function homeSections(blocks: Block[]) {
  const highlights = blocks.find(cardsOf("highlights")) as Cards | undefined;
  const summaries = blocks.find(cardsOf("summaries")) as Cards | undefined;
  const tiles = blocks.find(cardsOf("tiles")) as Cards | undefined;
  const popup = blocks.find((block) => block.type === "popup") as Popup | undefined;
  const placed = new Set<Block | undefined>([highlights, summaries, tiles, popup]);
  return { highlights, summaries, tiles, popup, others: blocks.filter((block) => !placed.has(block)) };
}

/** The slide sets whose first picture a card shows (a facility's tile shows its carousel's first slide). */
export const cardSlideSets = (blocks: Block[]) =>
  blocks.flatMap((block) =>
    block.type === "cards" ? block.items.flatMap((card) => (card.set ? [card.set] : [])) : [],
  );
