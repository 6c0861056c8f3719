import { describe, expect, it } from "vitest";
import type { PageContent } from "~/kernel/content/page-blocks";
import { comparePages } from "./compare";
import { summarizeChange } from "./page-edits.server";

const then: PageContent = {
  title: "Transport",
  description: "Buses",
  heading: "Transport",
  blocks: [
    { type: "list", ordered: true, items: ["First come, first served"] },
    { type: "table", caption: "Tariff", head: ["Distance", "Fee"], rows: [["Under 5 KM", "20,000"]] },
  ],
};
// The same list built with its keys in another order (as the schema returns it), and one changed cell.
const now: PageContent = {
  ...then,
  blocks: [
    { type: "list", items: ["First come, first served"], ordered: true },
    { type: "table", caption: "Tariff", head: ["Distance", "Fee"], rows: [["Under 5 KM", "21,000"]] },
  ],
};

describe("comparing versions of a page", () => {
  it("shows only the parts whose words differ, whatever the order of their keys", () => {
    expect(comparePages(then, now)).toEqual([
      {
        label: "Block 2: Table",
        then: ["Tariff", "Distance | Fee", "Under 5 KM | 20,000"],
        now: ["Tariff", "Distance | Fee", "Under 5 KM | 21,000"],
      },
    ]);
    expect(comparePages(then, { ...then, heading: "Buses" })).toEqual([
      { label: "Heading", then: ["Transport"], now: ["Buses"] },
    ]);
  });

  it("sums up a publish in one line", () => {
    expect(summarizeChange(then, now)).toBe("Changed block 2 (table)");
    expect(summarizeChange(then, { ...now, title: "Buses", blocks: [...now.blocks, { type: "p", text: "New" }] })).toBe(
      "Changed title, block 2 (table); added 1 block",
    );
    expect(summarizeChange(then, then)).toBe("Published without changes");
  });
});
