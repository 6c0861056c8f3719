import { describe, expect, it } from "vitest";
import { linkGroupsOf, marksOf, runsOf } from "./rich-text";

describe("a paragraph's styles as runs", () => {
  const text = "Buses leave at 7 from the gate";
  const marks = [
    { start: 0, end: 5, bold: true as const },
    { start: 15, end: 16, href: "/Transport" },
    { start: 16, end: 21, italic: true as const, href: "/Transport" },
  ];

  it("splits the text at each styled part and joins it back to the same text and ranges", () => {
    const runs = runsOf(text, marks);
    expect(runs.map((run) => run.text).join("")).toBe(text);
    expect(runs[0]).toEqual({ text: "Buses", bold: true });
    expect(runs[1]).toEqual({ text: " leave at " });
    expect(marksOf(runs)).toEqual({ text, marks });
  });

  it("merges neighbouring runs with the same styles and skips empty ones", () => {
    expect(marksOf([{ text: "Bu", bold: true }, { text: "ses", bold: true }, { text: "" }, { text: " go" }])).toEqual({
      text: "Buses go",
      marks: [{ start: 0, end: 5, bold: true }],
    });
  });

  it("keeps a link whose words are partly italic as one link", () => {
    const groups = linkGroupsOf(runsOf(text, marks));
    expect(groups.filter((group) => group.href === "/Transport")).toHaveLength(1);
    expect(groups.find((group) => group.href)?.runs.map((run) => run.text)).toEqual(["7", " from"]);
  });

  it("ignores ranges past the end of the text", () => {
    expect(runsOf("Short", [{ start: 2, end: 40, bold: true }])).toEqual([{ text: "Sh" }, { text: "ort", bold: true }]);
  });
});
