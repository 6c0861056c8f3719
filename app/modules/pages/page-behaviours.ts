import type { PageHandle } from "~/behaviours/names";

/** A page drawn from its blocks loads the carousel and video modules only where a block draws one. */
export const blockPageHandle: PageHandle = {
  behaviours: ({ page }: { page: { blocks: { type: string }[] } }) => [
    ...(page.blocks.some((block) => block.type === "carousel") ? (["carousel"] as const) : []),
    ...(page.blocks.some((block) => block.type === "video" || block.type === "cards") ? (["facade"] as const) : []),
  ],
};
