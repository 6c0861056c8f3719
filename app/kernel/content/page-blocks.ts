import "../zod-setup";
import { z } from "zod";
import { SLIDE_SETS } from "~/kernel/content/slide-sets";
import { readRupees } from "~/kernel/content/rupees";

// The blocks a content page is made of: one schema for the page renderer, the editor, the JSON API and
// the seed. Text may hold the tokens {school}, {phone}, {phone2}, {email}, {email2} and {network};
// the page fills them from the site settings. Text is stored as typed and always rendered as text.

export const PAGE_LIMITS = {
  blocks: 300,
  heading: 200,
  paragraph: 5000,
  marks: 500,
  listItems: 100,
  listItem: 1000,
  tableColumns: 12,
  tableRows: 200,
  tableCell: 500,
  caption: 300,
  label: 200,
  href: 500,
  title: 120,
  description: 300,
  lead: 600,
} as const;

const atMost = (max: number) => `Must be at most ${max} characters`;

/** Text of a field that must not be empty. */
const text = (max: number, what = "This text") =>
  z
    .string({ error: `${what} is required` })
    .max(max, { error: atMost(max) })
    .refine((value) => value.trim() !== "", { error: `${what} is required` })
    .refine((value) => !value.includes("\u0000"), { error: "Must not contain a NUL character" });

/** Text that may be empty (a table cell, a caption under a picture). */
const looseText = (max: number) =>
  z
    .string({ error: "Must be text" })
    .max(max, { error: atMost(max) })
    .refine((value) => !value.includes("\u0000"), { error: "Must not contain a NUL character" });

/** Where a link may lead: a page of this site, the web, e-mail, a phone, or the registration form set in the settings. */
export function isSafeHref(href: string) {
  if (href === "{registrationForm}") return true;
  // Browsers read "\\" as "/" and drop tabs and line breaks: "/\\evil.example" leads off the site (issue 32).
  if (/\p{Cc}/u.test(href) || /^[/\\][/\\]/.test(href) || href.startsWith("\\")) return false;
  if (href.startsWith("/") || href.startsWith("#")) return true;
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s-]*)$/i.test(href);
}

export const UNSAFE_LINK =
  "Use a page of this site (starting with /), or an address starting with https://, http://, mailto: or tel:";

export const linkItemSchema = z.strictObject({
  label: text(PAGE_LIMITS.label, "The link's words"),
  href: text(PAGE_LIMITS.href, "The link's address").refine(isSafeHref, { error: UNSAFE_LINK }),
  note: looseText(PAGE_LIMITS.label).optional(),
});

export const carouselTimingSchema = z.strictObject({
  delay: z.number().int().min(500).max(60_000),
  speed: z.number().int().min(0).max(10_000).optional(),
  loop: z.boolean().optional(),
  arrows: z.boolean().optional(),
  dots: z.boolean().optional(),
  pauseOnHover: z.boolean().optional(),
});

/** An academic year as schools write it: 2027-28, the second year the one after the first. */
export const isAcademicYear = (year: string) => {
  const match = /^(\d{4})-(\d{2})$/.exec(year);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
};

const isDate = (date: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date);

/**
 * What makes a table a fee table (docs/decisions/108-fee-tables.md): the columns holding amounts in rupees,
 * the academic year, the date the fees apply from, and whether the figures are the product's sample.
 */
const feeTableFields = {
  amounts: z
    .array(z.number().int().min(1, { error: "The first column names the class; amounts go in the others" }))
    .max(PAGE_LIMITS.tableColumns)
    .optional(),
  year: z
    .string()
    .refine(isAcademicYear, { error: "Write the academic year as 2027-28: the year it starts, a dash, the next year" })
    .optional(),
  from: z.string().refine(isDate, { error: "Choose the date the fees apply from" }).optional(),
  sample: z.literal(true).optional(),
};

type AmountTable = { head: string[]; rows: string[][]; amounts?: number[] };

/** Every cell of an amount column must be rupees in digits (or empty or a dash for "none"). */
function checkAmounts(table: AmountTable, ctx: z.RefinementCtx) {
  for (const c of new Set(table.amounts ?? [])) {
    if (c >= table.head.length) {
      ctx.addIssue({ code: "custom", path: ["amounts"], message: `The table has no column ${c + 1}` });
      continue;
    }
    table.rows.forEach((row, r) => {
      const cell = row[c] === undefined ? undefined : readRupees(row[c]);
      if (cell?.kind === "refused") ctx.addIssue({ code: "custom", path: ["rows", r, c], message: cell.message });
    });
  }
}

const tableSchema = z
  .strictObject({
    type: z.literal("table"),
    caption: text(PAGE_LIMITS.caption, "The table's caption"),
    head: z
      .array(looseText(PAGE_LIMITS.tableCell), { error: "The header row is required" })
      .min(1, { error: "A table needs at least one column" })
      .max(PAGE_LIMITS.tableColumns, { error: `A table can have at most ${PAGE_LIMITS.tableColumns} columns` }),
    rows: z
      .array(z.array(looseText(PAGE_LIMITS.tableCell)), { error: "The rows are required" })
      .max(PAGE_LIMITS.tableRows, { error: `A table can have at most ${PAGE_LIMITS.tableRows} rows` }),
    numeric: z.array(z.number().int().min(0)).optional(),
    ...feeTableFields,
  })
  .superRefine((table, ctx) => {
    table.rows.forEach((row, r) => {
      if (row.length !== table.head.length)
        ctx.addIssue({
          code: "custom",
          path: ["rows", r],
          message: `Row ${r + 1} has ${row.length} cells but the table has ${table.head.length} columns: every row needs one cell per column`,
        });
    });
    checkAmounts(table, ctx);
  });

const figureSchema = z
  .strictObject({
    src: text(PAGE_LIMITS.href, "The picture").refine((src) => /^(\/(?!\/)|https:\/\/)/.test(src), {
      error: "Choose a picture from this site",
    }),
    alt: looseText(PAGE_LIMITS.label),
    caption: looseText(PAGE_LIMITS.caption),
    decorative: z.boolean().optional(),
  })
  .superRefine((figure, ctx) => {
    if (!figure.decorative && figure.alt.trim() === "")
      ctx.addIssue({
        code: "custom",
        path: ["alt"],
        message: "Describe the picture for people who cannot see it, or mark it as decorative",
      });
  });

/** What a card shows above its words: the first picture of a slide set, the latest gallery video or the school video. */
export const CARD_MEDIA = ["latest-video", "campus-video"] as const;

const cardSchema = z.strictObject({
  title: text(PAGE_LIMITS.label, "The card's title"),
  text: looseText(PAGE_LIMITS.listItem).optional(),
  link: linkItemSchema.optional(),
  set: z.enum(SLIDE_SETS, { error: "Choose one of the slide sets" }).optional(),
  media: z.enum(CARD_MEDIA, { error: "Choose the latest gallery video or the school video" }).optional(),
});

/**
 * Bold, italic and links inside a paragraph: ranges of its text (`start` inclusive, `end` exclusive, counted in
 * UTF-16 code units as JavaScript strings are), in order and not overlapping, each with the styles it carries.
 * The text itself stays plain, so search, comparison and previews read it as before; never HTML.
 */
export const textMarkSchema = z.strictObject({
  start: z.number({ error: "Must be a number" }).int().min(0),
  end: z.number({ error: "Must be a number" }).int().min(1),
  bold: z.literal(true).optional(),
  italic: z.literal(true).optional(),
  href: z
    .string()
    .max(PAGE_LIMITS.href, { error: atMost(PAGE_LIMITS.href) })
    .refine(isSafeHref, { error: UNSAFE_LINK })
    .optional(),
});
export type TextMark = z.infer<typeof textMarkSchema>;

const paragraphSchema = z
  .strictObject({
    type: z.literal("p"),
    text: text(PAGE_LIMITS.paragraph, "The paragraph"),
    marks: z
      .array(textMarkSchema)
      .max(PAGE_LIMITS.marks, { error: `At most ${PAGE_LIMITS.marks} styled parts` })
      .optional(),
  })
  .superRefine((paragraph, ctx) => {
    let after = 0;
    paragraph.marks?.forEach((mark, m) => {
      const problem =
        mark.end <= mark.start || mark.end > paragraph.text.length
          ? `Styled part ${m + 1} lies outside the paragraph's ${paragraph.text.length} characters`
          : mark.start < after
            ? `Styled part ${m + 1} overlaps the one before it: the parts must be in order`
            : !mark.bold && !mark.italic && mark.href === undefined
              ? `Styled part ${m + 1} has no style: give it bold, italic or a link`
              : null;
      if (problem) ctx.addIssue({ code: "custom", path: ["marks", m], message: problem });
      after = Math.max(after, mark.end);
    });
  });

/**
 * How a row of cards looks: `highlights` (picture or video, words and a button), `summaries` (words and a
 * "....More" link) or `tiles` (a picture with the title over it, the whole tile a link).
 */
export const CARD_STYLES = ["highlights", "summaries", "tiles"] as const;

export const blockSchema = z.discriminatedUnion(
  "type",
  [
    paragraphSchema,
    z.strictObject({ type: z.literal("h2"), text: text(PAGE_LIMITS.heading, "The heading") }),
    z.strictObject({ type: z.literal("h3"), text: text(PAGE_LIMITS.heading, "The heading") }),
    z.strictObject({
      type: z.literal("list"),
      items: z
        .array(text(PAGE_LIMITS.listItem, "A list item"), { error: "The list's items are required" })
        .min(1, { error: "A list needs at least one item" })
        .max(PAGE_LIMITS.listItems, { error: `A list can have at most ${PAGE_LIMITS.listItems} items` }),
      ordered: z.boolean().optional(),
      title: looseText(PAGE_LIMITS.heading).optional(),
    }),
    z.strictObject({
      type: z.literal("facts"),
      items: z
        .array(
          z.strictObject({
            value: text(40, "The figure"),
            label: text(PAGE_LIMITS.label, "The figure's words"),
          }),
          { error: "The facts are required" },
        )
        .min(1, { error: "Add at least one fact" })
        .max(12, { error: "At most 12 facts" }),
    }),
    tableSchema,
    z.strictObject({
      type: z.literal("links"),
      items: z
        .array(linkItemSchema, { error: "The links are required" })
        .min(1, { error: "Add at least one link" })
        .max(PAGE_LIMITS.listItems, { error: `At most ${PAGE_LIMITS.listItems} links` }),
    }),
    z.strictObject({
      type: z.literal("carousel"),
      set: z.enum(SLIDE_SETS, { error: "Choose one of the slide sets" }),
      label: text(PAGE_LIMITS.label, "The slideshow's name"),
      timing: carouselTimingSchema,
    }),
    z.strictObject({ type: z.literal("video"), title: text(PAGE_LIMITS.label, "The video's title") }),
    z.strictObject({
      type: z.literal("figures"),
      items: z
        .array(figureSchema, { error: "The pictures are required" })
        .min(1, { error: "Add at least one picture" })
        .max(24, { error: "At most 24 pictures" }),
    }),
    z.strictObject({
      type: z.literal("cards"),
      style: z.enum(CARD_STYLES, { error: "Choose how the cards look: highlights, summaries or tiles" }),
      heading: looseText(PAGE_LIMITS.heading).optional(),
      items: z
        .array(cardSchema, { error: "The cards are required" })
        .min(1, { error: "Add at least one card" })
        .max(12, { error: "At most 12 cards" }),
    }),
    z.strictObject({
      type: z.literal("faq"),
      items: z
        .array(
          z.strictObject({
            question: text(PAGE_LIMITS.heading, "The question"),
            answer: text(PAGE_LIMITS.paragraph, "The answer"),
          }),
          { error: "The questions are required" },
        )
        .min(1, { error: "Add at least one question" })
        .max(PAGE_LIMITS.listItems, { error: `At most ${PAGE_LIMITS.listItems} questions` }),
    }),
    z.strictObject({
      type: z.literal("popup"),
      title: text(PAGE_LIMITS.heading, "The popup's heading"),
      subtitle: looseText(PAGE_LIMITS.heading).optional(),
      text: text(PAGE_LIMITS.paragraph, "The popup's words"),
      link: linkItemSchema.optional(),
      // The last day it may open (an event's date): after it the popup stays shut, so no past event is announced.
      until: z.iso.date({ error: "Enter the last day as a date, like 2027-03-31" }).optional(),
    }),
    z.strictObject({
      type: z.literal("notice"),
      text: text(PAGE_LIMITS.paragraph, "The notice"),
      link: linkItemSchema.optional(),
    }),
  ],
  {
    error:
      "Unknown block type: use p, h2, h3, list, facts, table, links, carousel, video, figures, notice, cards, faq or popup",
  },
);

export type Block = z.infer<typeof blockSchema>;
export type BlockType = Block["type"];
export type LinkItem = z.infer<typeof linkItemSchema>;
export type CarouselTiming = z.infer<typeof carouselTimingSchema>;
export type Card = z.infer<typeof cardSchema>;
export type CardStyle = (typeof CARD_STYLES)[number];

export const blocksSchema = z
  .array(blockSchema, { error: "The blocks are required" })
  .max(PAGE_LIMITS.blocks, { error: `A page can have at most ${PAGE_LIMITS.blocks} blocks` });

/** The words of a page that the office edits: what a draft holds and what a publish makes public. */
export const pageContentSchema = z.strictObject({
  title: text(PAGE_LIMITS.title, "The title"),
  description: text(PAGE_LIMITS.description, "The description"),
  heading: text(PAGE_LIMITS.heading, "The heading"),
  lead: looseText(PAGE_LIMITS.lead).optional(),
  blocks: blocksSchema,
});
export type PageContent = z.infer<typeof pageContentSchema>;

/** JSON with keys in a fixed order: two blocks with the same content compare equal however they were built. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export const BLOCK_NAMES: Record<BlockType, string> = {
  p: "paragraph",
  h2: "heading",
  h3: "small heading",
  list: "list",
  facts: "facts",
  table: "table",
  links: "links",
  carousel: "slideshow",
  video: "video",
  figures: "pictures",
  notice: "notice",
  cards: "cards",
  faq: "questions and answers",
  popup: "welcome popup",
};

/** A table cell's place in words ("row 3, Tuition (per year)"), for a message about one cell. */
function cellName(path: PropertyKey[], block: unknown): string[] | undefined {
  const [rows, r, c] = path;
  if (rows !== "rows" || typeof r !== "number" || typeof c !== "number" || path.length !== 3) return undefined;
  const head = (block as { head?: unknown })?.head;
  const name =
    Array.isArray(head) && typeof head[c] === "string" && head[c].trim() ? head[c].trim() : `column ${c + 1}`;
  return [`row ${r + 1}, ${name}`];
}

/**
 * One message per bad field, keyed by its path (`blocks.3.rows.1`); a block's message names the block
 * ("Block 4 (table), rows 2: …") so a client can show it where it belongs.
 */
export function pageFieldMessages(error: z.ZodError, body: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  const blocks = (body as { blocks?: unknown })?.blocks;
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_form";
    if (fields[key]) continue;
    if (issue.path[0] === "blocks" && typeof issue.path[1] === "number") {
      const index = issue.path[1];
      const type = Array.isArray(blocks) ? (blocks[index] as { type?: unknown })?.type : undefined;
      const name = typeof type === "string" && type in BLOCK_NAMES ? BLOCK_NAMES[type as BlockType] : "block";
      const field =
        cellName(issue.path.slice(2), Array.isArray(blocks) ? blocks[index] : undefined) ??
        issue.path.slice(2).map((part) => (typeof part === "number" ? part + 1 : String(part)));
      fields[key] = `Block ${index + 1} (${name})${field.length ? `, ${field.join(" ")}` : ""}: ${issue.message}`;
    } else fields[key] = issue.message;
  }
  return fields;
}
