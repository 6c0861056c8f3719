import { describe, expect, it } from "vitest";
import { addMenuLink, applyMenuIntent, readMenuForm, type PostedEntry } from "./menu-form";

const menu: PostedEntry[] = [
  { label: "Home", path: "/", hidden: false },
  {
    label: "About",
    items: [
      { label: "Vidhya", path: "/Vidhya", hidden: false },
      { label: "Support", path: "/Supportus", hidden: true },
    ],
  },
  { label: "Contact", path: "/contact", hidden: false },
  { label: "Career", items: [{ label: "Jobs", path: "/JobOpening", hidden: false }] },
];
const labels = (entries: PostedEntry[]) =>
  entries.map((entry) => (entry.items ? `${entry.label}[${entry.items.map((item) => item.label)}]` : entry.label));

describe("menu editor form", () => {
  it("reads the posted fields back into the menu; an unticked Show is a hidden link", () => {
    const form = new FormData();
    for (const [name, value] of [
      ["version", "v1"],
      ["e0.kind", "link"],
      ["e0.label", "Home"],
      ["e0.path", "/"],
      ["e0.shown", "on"],
      ["e1.kind", "section"],
      ["e1.label", "About"],
      ["e1.0.label", "Vidhya"],
      ["e1.0.path", "/Vidhya"],
      ["e1.0.shown", "on"],
      ["e1.1.label", "Support"],
      ["e1.1.path", "/Supportus"],
    ])
      form.append(name, value);
    expect(readMenuForm(form)).toEqual({ version: "v1", entries: menu.slice(0, 2) });
  });

  it("moves entries and links, across sections at a section's edge, and removes links", () => {
    expect(labels(applyMenuIntent(menu, "down:0"))).toEqual([
      "About[Vidhya,Support]",
      "Home",
      "Contact",
      "Career[Jobs]",
    ]);
    expect(applyMenuIntent(menu, "up:0")).toBe(menu);
    expect(labels(applyMenuIntent(menu, "down:1.0"))).toEqual([
      "Home",
      "About[Support,Vidhya]",
      "Contact",
      "Career[Jobs]",
    ]);
    // Past the end of About, the link goes to the start of the next section (Contact is a link, skipped).
    expect(labels(applyMenuIntent(menu, "down:1.1"))).toEqual([
      "Home",
      "About[Vidhya]",
      "Contact",
      "Career[Support,Jobs]",
    ]);
    expect(labels(applyMenuIntent(menu, "up:3.0"))).toEqual([
      "Home",
      "About[Vidhya,Support,Jobs]",
      "Contact",
      "Career[]",
    ]);
    expect(applyMenuIntent(menu, "up:1.0")).toEqual(menu);
    expect(labels(applyMenuIntent(menu, "remove:1.1"))).toEqual(["Home", "About[Vidhya]", "Contact", "Career[Jobs]"]);
    expect(labels(applyMenuIntent(menu, "remove:2"))).toEqual(["Home", "About[Vidhya,Support]", "Career[Jobs]"]);
    // A section is not removed by its button (there is none); unknown buttons change nothing.
    expect(applyMenuIntent(menu, "remove:1")).toBe(menu);
    expect(applyMenuIntent(menu, "explode:1")).toBe(menu);
    expect(applyMenuIntent(menu, "down:9.9")).toBe(menu);
  });

  it("adds a link at the end of a section, or of the menu", () => {
    const link = { label: "Yoga", path: "/Yoga", hidden: false };
    expect(labels(addMenuLink(menu, link, "Career"))).toEqual([
      "Home",
      "About[Vidhya,Support]",
      "Contact",
      "Career[Jobs,Yoga]",
    ]);
    expect(labels(addMenuLink(menu, link, ""))).toEqual([
      "Home",
      "About[Vidhya,Support]",
      "Contact",
      "Career[Jobs]",
      "Yoga",
    ]);
  });
});
