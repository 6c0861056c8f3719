import { describe, expect, it } from "vitest";
import { seedPages } from "~/content";
import { blockSchema, isSafeHref, pageContentSchema, pageFieldMessages } from "./page-blocks";

const page = (blocks: unknown[]) => ({ title: "Transport", description: "Buses", heading: "Transport", blocks });
const messagesFor = (blocks: unknown[]) => {
  const body = page(blocks);
  const parsed = pageContentSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : pageFieldMessages(parsed.error, body);
};

describe("the page block schema", () => {
  it("accepts every built-in page unchanged", () => {
    for (const content of seedPages) {
      const { path: _path, ...words } = content;
      const parsed = pageContentSchema.safeParse(words);
      expect(parsed.success, `${content.path}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
      expect(JSON.stringify(parsed.data?.blocks)).toHaveLength(JSON.stringify(words.blocks).length);
    }
  });

  it("accepts a paragraph's bold, italic and safe links as ranges of its text, and refuses bad ranges", () => {
    const text = "Buses leave at 7 from the gate";
    expect(
      blockSchema.safeParse({
        type: "p",
        text,
        marks: [
          { start: 0, end: 5, bold: true },
          { start: 15, end: 16, bold: true, italic: true, href: "/Transport" },
        ],
      }).success,
    ).toBe(true);
    const bad = (marks: unknown[]) => messagesFor([{ type: "p", text, marks }]);
    expect(bad([{ start: 0, end: 99, bold: true }])["blocks.0.marks.0"]).toMatch(
      /Styled part 1 lies outside the paragraph's 30 characters/,
    );
    expect(
      bad([
        { start: 0, end: 6, bold: true },
        { start: 3, end: 8, italic: true },
      ])["blocks.0.marks.1"],
    ).toMatch(/overlaps the one before it/);
    expect(bad([{ start: 0, end: 5 }])["blocks.0.marks.0"]).toMatch(/has no style/);
    expect(bad([{ start: 0, end: 5, href: "javascript:alert(1)" }])["blocks.0.marks.0.href"]).toMatch(
      /starting with https:\/\//,
    );
    expect(bad([{ start: 0, end: 5, bold: true, colour: "red" }])["blocks.0.marks.0"]).toBeDefined();
  });

  it("names the block and field of each bad input", () => {
    expect(messagesFor([{ type: "marquee", text: "Hi" }])["blocks.0.type"]).toMatch(
      /^Block 1 \(block\), type: Unknown block type/,
    );
    expect(messagesFor([{ type: "p" }])["blocks.0.text"]).toBe("Block 1 (paragraph), text: The paragraph is required");
    expect(messagesFor([{ type: "h2", text: "x".repeat(201) }])["blocks.0.text"]).toBe(
      "Block 1 (heading), text: Must be at most 200 characters",
    );
    expect(
      messagesFor([{ type: "table", caption: "Tariff", head: ["A", "B"], rows: [["1", "2"], ["3"]] }])[
        "blocks.0.rows.1"
      ],
    ).toBe(
      "Block 1 (table), rows 2: Row 2 has 1 cells but the table has 2 columns: every row needs one cell per column",
    );
    expect(
      messagesFor([{ type: "links", items: [{ label: "Click", href: "javascript:alert(1)" }] }])[
        "blocks.0.items.0.href"
      ],
    ).toMatch(/^Block 1 \(links\), items 1 href: Use a page of this site/);
    expect(
      messagesFor([{ type: "figures", items: [{ src: "/images/a.jpg", alt: "", caption: "" }] }])[
        "blocks.0.items.0.alt"
      ],
    ).toMatch(/Describe the picture/);
    expect(messagesFor(Array.from({ length: 301 }, () => ({ type: "p", text: "x" })))["blocks"]).toBe(
      "A page can have at most 300 blocks",
    );
  });

  it("lets a decorative picture go without alt text, and refuses other unsafe addresses", () => {
    expect(
      blockSchema.safeParse({ type: "figures", items: [{ src: "/a.jpg", alt: "", caption: "", decorative: true }] })
        .success,
    ).toBe(true);
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:x",
      "data:text/html,x",
      "vbscript:x",
      "//evil.example",
      " /x",
    ])
      expect(blockSchema.safeParse({ type: "links", items: [{ label: "x", href }] }).success, href).toBe(false);
    for (const href of [
      "/Transport",
      "https://example.org",
      "mailto:office@example.org",
      "tel:+91 98450",
      "{registrationForm}",
    ])
      expect(blockSchema.safeParse({ type: "links", items: [{ label: "x", href }] }).success, href).toBe(true);
  });
});

describe("a link's address (issue 32)", () => {
  it("Low: /\\evil.example link refused, with every address a browser reads as another site's", () => {
    for (const href of [
      "/\\evil.example",
      "\\\\evil.example",
      "\\/evil.example",
      "//evil.example",
      "/\tx",
      "/a\nb",
      "https://a.example/\u0000",
    ])
      expect(isSafeHref(href), JSON.stringify(href)).toBe(false);
    for (const href of ["/Aboutus", "/News/science-fair", "#top", "https://example.org/a", "mailto:office@example.org"])
      expect(isSafeHref(href), href).toBe(true);
  });
});
