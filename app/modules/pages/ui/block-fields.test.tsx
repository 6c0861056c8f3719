import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { Block } from "~/kernel/content/page-blocks";
import { BLOCK_CHOICES, blankBlock } from "../editor-form";
import { blockFieldId, blockFieldPaths } from "../editor-errors";
import { BlockFields } from "./block-fields";

/** The element ids of block `i` drawn as the editor draws it (without JavaScript, as the server sends it). */
function drawnIds(block: Block, i: number) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => (
        <BlockFields block={block} i={i} errors={{}} library={{ pictures: [] }} onPasteBlocks={() => undefined} />
      ),
    },
  ]);
  return [...renderToString(<Stub />).matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
}

describe("the page editor's block fields", () => {
  it("give every field the error summary may link to the id of its schema path", () => {
    const table: Block = {
      type: "table",
      caption: "Fees",
      head: ["A", "B"],
      rows: [
        ["1", "2"],
        ["3", "4"],
      ],
    };
    for (const block of [...BLOCK_CHOICES.map(({ type }) => blankBlock(type)), table]) {
      const ids = drawnIds(block, 3);
      for (const path of blockFieldPaths(block)) expect(ids, `${block.type}: ${path}`).toContain(blockFieldId(3, path));
    }
  });
});
