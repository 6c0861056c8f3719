import { BLOCK_NAMES, canonicalJson, type Block, type PageContent } from "~/kernel/content/page-blocks";
import { blockLabel } from "./editor-form";

/** A block's words as plain lines, so two versions can be set side by side. */
export function blockLines(block: Block): string[] {
  switch (block.type) {
    case "p":
    case "h2":
    case "h3":
    case "notice":
      return [
        block.text,
        ...(block.type === "notice" && block.link ? [`${block.link.label} → ${block.link.href}`] : []),
      ];
    case "list":
      return block.items.map((item, i) => (block.ordered ? `${i + 1}. ${item}` : `• ${item}`));
    case "table":
      return [
        block.caption,
        ...(block.year || block.from ? [`Academic year ${block.year ?? ""}, from ${block.from ?? ""}`] : []),
        ...(block.sample ? ["Sample figures"] : []),
        block.head.join(" | "),
        ...block.rows.map((row) => row.join(" | ")),
      ];
    case "facts":
      return block.items.map((fact) => `${fact.value} ${fact.label}`);
    case "links":
      return block.items.map((link) => `${link.label} → ${link.href}`);
    case "figures":
      return block.items.map(
        (figure) => `${figure.src} (${figure.decorative ? "decorative" : figure.alt}) ${figure.caption}`,
      );
    case "carousel":
      return [`Slide set ${block.set}: ${block.label}`];
    case "video":
      return [block.title];
    case "cards":
      return [
        ...(block.heading ? [block.heading] : []),
        ...block.items.map((card) =>
          [card.title, card.text, card.link && `${card.link.label} → ${card.link.href}`].filter(Boolean).join(": "),
        ),
      ];
    case "faq":
      return block.items.flatMap((item) => [`Q: ${item.question}`, `A: ${item.answer}`]);
    case "popup":
      return [
        [block.title, block.subtitle].filter(Boolean).join(" / "),
        block.text,
        ...(block.link ? [`${block.link.label} → ${block.link.href}`] : []),
      ];
  }
}

export type ComparedPart = { label: string; then: string[]; now: string[] };

/** The parts that differ between an earlier version and the current text, in page order. */
export function comparePages(then: PageContent, now: PageContent): ComparedPart[] {
  const parts: ComparedPart[] = [];
  for (const [field, label] of [
    ["title", "Title"],
    ["description", "Description"],
    ["heading", "Heading"],
    ["lead", "Introduction"],
  ] as const) {
    const a = then[field] ?? "";
    const b = now[field] ?? "";
    if (a !== b) parts.push({ label, then: a ? [a] : [], now: b ? [b] : [] });
  }
  const length = Math.max(then.blocks.length, now.blocks.length);
  for (let i = 0; i < length; i++) {
    const a = then.blocks[i];
    const b = now.blocks[i];
    if (canonicalJson(a) === canonicalJson(b)) continue;
    parts.push({
      label: `Block ${i + 1}: ${blockLabel((b ?? a)!.type)}`,
      then: a ? blockLines(a) : [],
      now: b ? blockLines(b) : [],
    });
  }
  return parts;
}

/** A one-line account of what a publish changed, for the revisions list. */
export function summarizeChange(before: PageContent, after: PageContent): string {
  const parts: string[] = [];
  for (const [field, name] of [
    ["title", "title"],
    ["description", "description"],
    ["heading", "heading"],
    ["lead", "lead"],
  ] as const) {
    if ((before[field] ?? "") !== (after[field] ?? "")) parts.push(name);
  }
  const changed: string[] = [];
  const shared = Math.min(before.blocks.length, after.blocks.length);
  for (let i = 0; i < shared; i++)
    if (canonicalJson(before.blocks[i]) !== canonicalJson(after.blocks[i]))
      changed.push(`${i + 1} (${BLOCK_NAMES[after.blocks[i].type]})`);
  if (changed.length)
    parts.push(
      changed.length > 4 ? `${changed.length} blocks` : `block${changed.length > 1 ? "s" : ""} ${changed.join(", ")}`,
    );
  const added = after.blocks.length - before.blocks.length;
  const line = parts.length ? `Changed ${parts.join(", ")}` : "";
  const count =
    added > 0
      ? `added ${added} block${added > 1 ? "s" : ""}`
      : added < 0
        ? `removed ${-added} block${added < -1 ? "s" : ""}`
        : "";
  const summary = [line, count].filter(Boolean).join("; ");
  return (summary ? summary.charAt(0).toUpperCase() + summary.slice(1) : "Published without changes").slice(0, 300);
}
