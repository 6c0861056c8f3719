import { describe, expect, it } from "vitest";
import { blockSchema } from "~/kernel/content/page-blocks";
import { blocksOfDocument, isManyBlocks, type DocNode } from "./paste-blocks";

const text = (words: string, marks: NonNullable<DocNode["marks"]> = []): DocNode => ({
  type: "text",
  text: words,
  marks,
});
const paragraph = (...content: DocNode[]) => ({ type: "paragraph", content });
const cell = (words: string, type = "tableCell") => ({ type, content: [paragraph(text(words))] });

describe("blocks from a pasted document", () => {
  // What the editor's schema makes of a word processor's copy: styles are already gone, structure is left.
  const doc: DocNode = {
    type: "doc",
    content: [
      { type: "heading", attrs: { level: 1 }, content: [text("Bus rules")] },
      paragraph(
        text("Buses "),
        text("leave", [{ type: "bold" }]),
        text(" at 7. See "),
        text("the routes", [{ type: "link", attrs: { href: "https://example.org/routes" } }]),
        text(" or "),
        text("this", [{ type: "link", attrs: { href: "javascript:alert(1)" } }]),
      ),
      paragraph(),
      {
        type: "bulletList",
        content: [
          { type: "listItem", content: [paragraph(text("Be on time"))] },
          {
            type: "listItem",
            content: [
              paragraph(text("Carry the pass")),
              { type: "orderedList", content: [{ type: "listItem", content: [paragraph(text("Show it"))] }] },
            ],
          },
        ],
      },
      {
        type: "table",
        content: [
          { type: "tableRow", content: [cell("Route", "tableHeader"), cell("Fee", "tableHeader")] },
          { type: "tableRow", content: [cell("North"), cell("₹900")] },
          { type: "tableRow", content: [cell("South (merged)")] },
        ],
      },
    ],
  };

  it("keeps headings, paragraphs with bold and safe links, lists and tables, and drops empty paragraphs", () => {
    const blocks = blocksOfDocument(doc);
    expect(blocks.map((block) => block.type)).toEqual(["h2", "p", "list", "table"]);
    expect(blocks[1]).toEqual({
      type: "p",
      text: "Buses leave at 7. See the routes or this",
      marks: [
        { start: 6, end: 11, bold: true },
        { start: 22, end: 32, href: "https://example.org/routes" },
      ],
    });
    expect(blocks[2]).toEqual({ type: "list", items: ["Be on time", "Carry the pass", "Show it"] });
    expect(blocks[3]).toEqual({
      type: "table",
      caption: "Table: Route, Fee",
      head: ["Route", "Fee"],
      rows: [
        ["North", "₹900"],
        ["South (merged)", ""],
      ],
    });
  });

  it("makes blocks the shared schema accepts", () => {
    for (const block of blocksOfDocument(doc)) expect(blockSchema.safeParse(block).success).toBe(true);
  });

  it("tells a paste of one paragraph's words from one of several blocks", () => {
    expect(isManyBlocks(blocksOfDocument({ type: "doc", content: [paragraph(text("Just words"))] }))).toBe(false);
    expect(isManyBlocks(blocksOfDocument(doc))).toBe(true);
  });
});
