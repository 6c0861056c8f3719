import { describe, expect, it } from "vitest";
import type { Block } from "~/kernel/content/page-blocks";
import { blankBlock } from "./editor-form";
import { editorErrorKey, editorErrors } from "./editor-errors";

const blocks: Block[] = [
  { type: "p", text: "Buses leave at 7", marks: [{ start: 0, end: 5, bold: true }] },
  { type: "list", items: ["One", "Two"] },
  { type: "table", caption: "Fees", head: ["Distance", "Fee"], rows: [["Under 5 KM", "20,000"]] },
  { type: "carousel", set: "transport", label: "Buses", timing: { delay: 3000 } },
  blankBlock("cards"),
  { type: "facts", items: [] },
];

describe("where the page editor shows a message", () => {
  it("keeps a message about a field under that field's path", () => {
    expect(editorErrorKey("title", blocks)).toBe("title");
    expect(editorErrorKey("blocks.2.caption", blocks)).toBe("blocks.2.caption");
    expect(editorErrorKey("blocks.2.rows.0.1", blocks)).toBe("blocks.2.rows.0.1");
    expect(editorErrorKey("blocks.4.items.0.link.href", blocks)).toBe("blocks.4.items.0.link.href");
    expect(editorErrorKey("blocks", blocks)).toBe("blocks");
    expect(editorErrorKey("blocks.3", blocks)).toBe("blocks.3");
  });

  it("moves a message about a part without a field to the nearest field, else to its block or the form", () => {
    expect(editorErrorKey("blocks.0.marks.0", blocks)).toBe("blocks.0.text");
    expect(editorErrorKey("blocks.1.items.1", blocks)).toBe("blocks.1.items");
    expect(editorErrorKey("blocks.2.rows.0", blocks)).toBe("blocks.2.rows.0.0");
    expect(editorErrorKey("blocks.2.head", blocks)).toBe("blocks.2.head.0");
    expect(editorErrorKey("blocks.3.timing.delay", blocks)).toBe("blocks.3");
    expect(editorErrorKey("blocks.4.items.0.media", blocks)).toBe("blocks.4.items.0.set");
    expect(editorErrorKey("blocks.4.items.0.link", blocks)).toBe("blocks.4.items.0.link.label");
    expect(editorErrorKey("blocks.5.items", blocks)).toBe("blocks.5");
    expect(editorErrorKey("blocks.9.text", blocks)).toBe("blocks");
    expect(editorErrorKey("version", blocks)).toBe("_form");
  });

  it("keeps a field's own message before one moved to it", () => {
    expect(
      editorErrors({ "blocks.0.marks.0": "Styled part 1 …", "blocks.0.text": "The paragraph is required" }, blocks),
    ).toEqual({ "blocks.0.text": "The paragraph is required" });
    expect(editorErrors({ "blocks.1.items.0": "First line", "blocks.1.items.1": "Second line" }, blocks)).toEqual({
      "blocks.1.items": "First line",
    });
  });
});
