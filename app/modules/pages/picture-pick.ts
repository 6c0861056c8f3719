import type { Block, PageContent } from "~/kernel/content/page-blocks";

// The picture block's "Use this picture" button without JavaScript: it posts the whole editor form with
// `intent=pick:{block}:{item}` and the chosen library picture in `b{block}.{item}.pick`; the action fills that
// picture's address, description and caption into the item and sends the form back (nothing is saved).

export type PickedPicture = { src: string; alt: string; caption: string; decorative: boolean };

/** The block and item of a `pick:3:0` intent, or undefined for any other intent. */
export function pickIntent(intent: string): { i: number; j: number } | undefined {
  const match = /^pick:(\d{1,3}):(\d{1,3})$/.exec(intent);
  return match ? { i: Number(match[1]), j: Number(match[2]) } : undefined;
}

export function applyPicturePick(content: PageContent, i: number, j: number, picture: PickedPicture): PageContent {
  const block = content.blocks[i];
  if (block?.type !== "figures" || !block.items[j]) return content;
  const item = {
    src: picture.src,
    alt: picture.decorative ? "" : picture.alt,
    caption: picture.caption,
    ...(picture.decorative ? { decorative: true } : {}),
  };
  const next: Block = { ...block, items: block.items.map((old, k) => (k === j ? item : old)) };
  return { ...content, blocks: content.blocks.map((old, k) => (k === i ? next : old)) };
}
