import { describe, expect, it } from "vitest";
import { seedPages } from "~/content";
import type { Block, PageContent } from "~/kernel/content/page-blocks";
import { applyEditIntent, blankBlock, blankFeeTable, readEditorForm } from "./editor-form";

/** The fields the editor would post for a page (what PageEditor renders, as name → value). */
function postedForm(content: PageContent, version = 3) {
  const form = new FormData();
  form.set("title", content.title);
  form.set("description", content.description);
  form.set("heading", content.heading);
  form.set("lead", content.lead ?? "");
  form.set("version", String(version));
  form.set("blockCount", String(content.blocks.length));
  content.blocks.forEach((block, i) => {
    const at = (field: string) => `b${i}.${field}`;
    form.set(at("type"), block.type);
    switch (block.type) {
      case "p":
        form.set(at("text"), block.text);
        form.set(at("styles"), JSON.stringify({ for: block.text, marks: block.marks ?? [] }));
        break;
      case "h2":
      case "h3":
        form.set(at("text"), block.text);
        break;
      case "list":
        form.set(at("items"), block.items.join("\r\n"));
        if (block.ordered) form.set(at("ordered"), "on");
        if (block.title) form.set(at("title"), block.title);
        break;
      case "table":
        form.set(at("caption"), block.caption);
        form.set(at("cols"), String(block.head.length));
        form.set(at("rows"), String(block.rows.length));
        if (block.numeric) form.set(at("numeric"), JSON.stringify(block.numeric));
        block.amounts?.forEach((c) => form.set(at(`amount.${c}`), "on"));
        if (block.year !== undefined || block.from !== undefined) {
          form.set(at("fees"), "1");
          form.set(at("year"), block.year ?? "");
          form.set(at("from"), block.from ?? "");
        }
        if (block.sample) form.set(at("sample"), "on");
        block.head.forEach((cell, c) => form.set(at(`head.${c}`), cell));
        block.rows.forEach((row, r) => row.forEach((cell, c) => form.set(at(`cell.${r}.${c}`), cell)));
        break;
      case "facts":
        form.set(at("n"), String(block.items.length));
        block.items.forEach((fact, j) => {
          form.set(at(`${j}.value`), fact.value);
          form.set(at(`${j}.label`), fact.label);
        });
        break;
      case "links":
        form.set(at("n"), String(block.items.length));
        block.items.forEach((link, j) => {
          form.set(at(`${j}.label`), link.label);
          form.set(at(`${j}.href`), link.href);
          if (link.note) form.set(at(`${j}.note`), link.note);
        });
        break;
      case "carousel":
        form.set(at("set"), block.set);
        form.set(at("label"), block.label);
        form.set(at("timing"), JSON.stringify(block.timing));
        break;
      case "video":
        form.set(at("title"), block.title);
        break;
      case "figures":
        form.set(at("n"), String(block.items.length));
        block.items.forEach((figure, j) => {
          form.set(at(`${j}.src`), figure.src);
          form.set(at(`${j}.alt`), figure.alt);
          form.set(at(`${j}.caption`), figure.caption);
          if (figure.decorative) form.set(at(`${j}.decorative`), "on");
        });
        break;
      case "notice":
        form.set(at("text"), block.text);
        if (block.link) {
          form.set(at("linkLabel"), block.link.label);
          form.set(at("linkHref"), block.link.href);
        }
        break;
      case "cards":
        form.set(at("style"), block.style);
        form.set(at("heading"), block.heading ?? "");
        form.set(at("n"), String(block.items.length));
        block.items.forEach((card, j) => {
          form.set(at(`${j}.title`), card.title);
          form.set(at(`${j}.text`), card.text ?? "");
          form.set(at(`${j}.label`), card.link?.label ?? "");
          form.set(at(`${j}.href`), card.link?.href ?? "");
          form.set(at(`${j}.picture`), card.media ?? card.set ?? "");
        });
        break;
      case "faq":
        form.set(at("n"), String(block.items.length));
        block.items.forEach((item, j) => {
          form.set(at(`${j}.question`), item.question);
          form.set(at(`${j}.answer`), item.answer);
        });
        break;
      case "popup":
        form.set(at("title"), block.title);
        form.set(at("subtitle"), block.subtitle ?? "");
        form.set(at("text"), block.text);
        form.set(at("linkLabel"), block.link?.label ?? "");
        form.set(at("linkHref"), block.link?.href ?? "");
        break;
    }
  });
  return form;
}

const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === "object"
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, sorted(v)]),
        )
      : value;

describe("the page editor's form", () => {
  it("reads every built-in page back unchanged from the fields it posts", () => {
    for (const { path: _path, ...content } of seedPages) {
      const { content: read, version } = readEditorForm(postedForm(content));
      expect(version).toBe(3);
      expect(sorted(read), _path).toEqual(sorted(content));
    }
  });

  it("rebuilds the same page from the fields kept of a post (a refusal's values, a draft kept over sign-in)", () => {
    for (const { path, ...content } of seedPages) {
      const kept = Object.fromEntries([...postedForm(content).entries()].map(([name, value]) => [name, String(value)]));
      expect(readEditorForm(kept), path).toEqual(readEditorForm(postedForm(content)));
    }
  });

  it("moves, duplicates, removes and adds blocks", () => {
    const page: PageContent = {
      title: "T",
      description: "D",
      heading: "H",
      blocks: [
        { type: "h2", text: "One" },
        { type: "p", text: "Two" },
      ],
    };
    const texts = (content: PageContent) => content.blocks.map((b) => ("text" in b ? b.text : b.type));
    expect(texts(applyEditIntent(page, "down:0"))).toEqual(["Two", "One"]);
    expect(texts(applyEditIntent(page, "up:1"))).toEqual(["Two", "One"]);
    expect(texts(applyEditIntent(page, "up:0"))).toEqual(["One", "Two"]);
    expect(texts(applyEditIntent(page, "duplicate:0"))).toEqual(["One", "One", "Two"]);
    expect(texts(applyEditIntent(page, "remove:0"))).toEqual(["Two"]);
    expect(texts(applyEditIntent(page, "add", { addType: "table" }))).toEqual(["One", "Two", "table"]);
    expect(texts(applyEditIntent(page, "add", { addType: "script" }))).toEqual(["One", "Two"]);
    expect(texts(applyEditIntent(page, "move:1:0"))).toEqual(["Two", "One"]);
    expect(texts(applyEditIntent(page, "move:0:5"))).toEqual(["One", "Two"]);
  });

  it("puts pasted blocks after the block pasted into, in its place when it was an empty paragraph", () => {
    const pasted: Block[] = [
      { type: "p", text: "First" },
      { type: "list", items: ["a", "b"] },
    ];
    const page = (blocks: Block[]): PageContent => ({ title: "T", description: "D", heading: "H", blocks });
    const kinds = (content: PageContent) => content.blocks.map((b) => ("text" in b ? b.text : b.type));
    expect(kinds(applyEditIntent(page([{ type: "h2", text: "Top" }]), "paste:0", { pasted }))).toEqual([
      "Top",
      "First",
      "list",
    ]);
    expect(
      kinds(
        applyEditIntent(
          page([
            { type: "p", text: " " },
            { type: "h2", text: "End" },
          ]),
          "paste:0",
          { pasted },
        ),
      ),
    ).toEqual(["First", "list", "End"]);
  });

  it("keeps a paragraph's bold, italic and links only while its words are the ones they were made for", () => {
    const styled: Block = { type: "p", text: "Buses leave at 7", marks: [{ start: 0, end: 5, bold: true }] };
    const content: PageContent = { title: "T", description: "D", heading: "H", blocks: [styled] };
    expect(readEditorForm(postedForm(content)).content.blocks[0]).toEqual(styled);
    const edited = postedForm(content);
    edited.set("b0.text", "Buses leave at 8");
    expect(readEditorForm(edited).content.blocks[0]).toEqual({ type: "p", text: "Buses leave at 8" });
  });

  it("adds a fee table ready for a class's fees, dated from the next 1 April", () => {
    const page: PageContent = { title: "T", description: "D", heading: "H", blocks: [] };
    const [added] = applyEditIntent(page, "add", { addType: "fees" }).blocks;
    expect(added).toMatchObject({ type: "table", amounts: [1, 2, 3], year: expect.stringMatching(/^\d{4}-\d{2}$/) });
    expect((added as { from: string }).from).toMatch(/^\d{4}-04-01$/);
    expect(blankFeeTable(new Date("2026-11-26T00:00:00Z"))).toMatchObject({ year: "2027-28", from: "2027-04-01" });
  });

  it("adds and removes table rows and columns, keeping the numeric columns in step", () => {
    const table: Block = {
      type: "table",
      caption: "Fees",
      head: ["A", "B", "C"],
      rows: [["1", "2", "3"]],
      numeric: [1, 2],
    };
    const page: PageContent = { title: "T", description: "D", heading: "H", blocks: [table] };
    const only = (content: PageContent) => content.blocks[0] as Extract<Block, { type: "table" }>;
    expect(only(applyEditIntent(page, "row-add:0")).rows).toEqual([
      ["1", "2", "3"],
      ["", "", ""],
    ]);
    expect(only(applyEditIntent(page, "row-remove:0:0")).rows).toEqual([]);
    expect(only(applyEditIntent(page, "column-add:0")).head).toEqual(["A", "B", "C", ""]);
    const removed = only(applyEditIntent(page, "column-remove:0:1"));
    expect(removed).toMatchObject({ head: ["A", "C"], rows: [["1", "3"]], numeric: [1] });
    const fees = { ...page, blocks: [{ ...table, amounts: [1, 2], year: "2027-28", from: "2027-04-01" }] };
    expect(only(applyEditIntent(fees, "column-remove:0:1"))).toMatchObject({ head: ["A", "C"], amounts: [1] });
    expect(blankBlock("links")).toEqual({ type: "links", items: [{ label: "", href: "" }] });
  });

  it("adds and removes cards and questions; a tile's link words default to its title", () => {
    const page: PageContent = {
      title: "T",
      description: "D",
      heading: "H",
      blocks: [blankBlock("faq"), blankBlock("cards")],
    };
    const added = applyEditIntent(applyEditIntent(page, "item-add:0"), "item-add:1");
    expect(added.blocks.map((block) => ("items" in block ? block.items.length : 0))).toEqual([2, 2]);
    expect((applyEditIntent(added, "item-remove:0:1").blocks[0] as { items: unknown[] }).items).toHaveLength(1);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      blockCount: "1",
      "b0.type": "cards",
      "b0.style": "tiles",
      "b0.n": "1",
      "b0.0.title": "Library",
      "b0.0.href": "/Library",
      "b0.0.picture": "library",
    }))
      form.set(name, value);
    expect(readEditorForm(form).content.blocks[0]).toEqual({
      type: "cards",
      style: "tiles",
      items: [{ title: "Library", link: { label: "Library", href: "/Library" }, set: "library" }],
    });
  });
});
