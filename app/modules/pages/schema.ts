import "~/kernel/zod-setup";
import { z } from "zod";
import {
  BLOCK_NAMES,
  blockSchema,
  PAGE_LIMITS,
  pageContentSchema,
  pageFieldMessages,
  type Block,
  type BlockType,
  type PageContent,
} from "~/kernel/content/page-blocks";
import { checkScheduleOrder, scheduleShape, type Schedule } from "~/kernel/schedule";
import { isRoutePath } from "~/modules/pages/route-paths";
import { pathKeyOf } from "./paths";

export { pageContentSchema, pageFieldMessages, PAGE_LIMITS, BLOCK_NAMES } from "~/kernel/content/page-blocks";
export type { Block, BlockType, PageContent } from "~/kernel/content/page-blocks";

/** A save of the draft: the page's words and the version the editor started from. */
export const pageDraftSchema = pageContentSchema.extend({
  version: z.number({ error: "The version you started from is required" }).int().min(1),
});
export type PageDraftInput = z.infer<typeof pageDraftSchema>;

/** Publish and restore may name the version the clerk saw, so a stale screen cannot publish someone else's draft. */
export const pageVersionSchema = z.strictObject({
  version: z.number({ error: "The version must be a whole number" }).int().min(1).optional(),
  summary: z.string().max(200, { error: "Must be at most 200 characters" }).optional(),
});

/** The page's schedule as the editor's Publish sends it (docs/decisions/126-scheduled-publishing.md). */
export const pageScheduleSchema = z.object(scheduleShape).superRefine(checkScheduleOrder);
export type TypedSchedule = z.infer<typeof pageScheduleSchema>;

/**
 * The API's publish: the version and summary, and the schedule. Without either moment the stored schedule is kept;
 * with one or both, the pair replaces it (a moment left out is none).
 */
export const pagePublishSchema = pageVersionSchema
  .extend({ showFrom: scheduleShape.showFrom.optional(), showUntil: scheduleShape.showUntil.optional() })
  .superRefine((value, ctx) =>
    checkScheduleOrder({ showFrom: value.showFrom ?? "", showUntil: value.showUntil ?? "" }, ctx),
  );

/** The typed schedule a publish asks for, or undefined to keep the stored one. */
export function publishSchedule(value: { showFrom?: string; showUntil?: string }): TypedSchedule | undefined {
  if (value.showFrom === undefined && value.showUntil === undefined) return undefined;
  return { showFrom: value.showFrom ?? "", showUntil: value.showUntil ?? "" };
}

/** published: the public sees the saved words; draft: changes wait for Publish; unpublished: a new page never published. */
export type PageStatus = "published" | "draft" | "unpublished" | "trashed";

export type PageListItem = {
  path: string;
  title: string;
  status: PageStatus;
  hidden: boolean;
  /** One of the spec's own pages: it can be hidden, never deleted. */
  builtIn: boolean;
  /** The menu section that lists it (null when it is in none). */
  menuSection: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** When it went to the trash (and by whom); null when it is not in the trash. */
  trashedAt: string | null;
  trashedBy: string | null;
  /** When it starts and stops showing (ISO UTC, null for no limit). */
  schedule: Schedule;
};

/** How long a page stays in the trash before it is deleted for good. */
export const TRASH_DAYS = 30;

const PAGE_ADDRESS = /^[A-Za-z0-9][A-Za-z0-9-]*$/;

/** "Annual Day 2026" → "AnnualDay2026": the address suggested for a new page's title. */
export function suggestPagePath(title: string) {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("")
    .slice(0, 60);
}

/** A page the office adds: its address (one word), title and the menu section it appears in ("" for none). */
export const newPageSchema = z.strictObject({
  path: z.preprocess(
    (value) => (typeof value === "string" ? value.trim().replace(/^\/+|\/+$/g, "") : value),
    z
      .string({ error: "The address is required" })
      .min(1, { error: "The address is required" })
      .max(60, { error: "Must be at most 60 characters" })
      .regex(PAGE_ADDRESS, {
        error: "Use one word of letters, digits and dashes, without spaces or slashes (for example AnnualDay2026)",
      })
      .refine((path) => !isRoutePath(path), {
        error: "This address belongs to a page of the website already: choose another one",
      })
      // /welcome/pages/translations lists the translations: no page may take that name.
      .refine((path) => path.toLowerCase() !== "translations", {
        error: "This address belongs to a page of the website already: choose another one",
      }),
  ),
  title: z
    .string({ error: "The title is required" })
    .trim()
    .min(1, { error: "The title is required" })
    .max(PAGE_LIMITS.title, { error: `Must be at most ${PAGE_LIMITS.title} characters` }),
  menuSection: z
    .string({ error: "The menu section must be text" })
    .trim()
    .max(60, { error: "Must be at most 60 characters" })
    .nullable()
    .optional(),
});
export type NewPageInput = z.infer<typeof newPageSchema>;

/** Hide a page from the menu and the sitemap, or show it again. */
export const pageVisibilitySchema = z.strictObject({
  hidden: z.boolean({ error: "Hidden must be true or false" }),
});

export type PageDraft = PageContent & { version: number; updatedAt: string | null; updatedBy: string | null };

export type PageForOffice = PageContent & {
  path: string;
  hidden: boolean;
  builtIn: boolean;
  trashedAt: string | null;
  menuSection: string | null;
  version: number;
  publishedAt: string | null;
  publishedBy: string | null;
  /** Shown from (null: as soon as published), shown until (null: until taken off); set with Publish. */
  showFrom: string | null;
  showUntil: string | null;
  updatedAt: string;
  updatedBy: string | null;
  draft: PageDraft | null;
  /** Set for a translation (the same shape, its own words, draft, version and publish): its language code. */
  language?: string;
  translationState?: TranslationState;
  /** The English revision the published translation was made from. */
  sourceRevisionId?: number | null;
};

/** A page's translation into one language: published and current, published before the English page changed, or none. */
export type TranslationState = "translated" | "out-of-date" | "missing";

export type PageRevision = {
  id: number;
  version: number;
  title: string;
  summary: string;
  publishedAt: string;
  publishedBy: string | null;
};

export const STALE_DRAFT =
  "Someone else changed this page after you opened it. Your text is kept below: compare and save again.";

// Drawn by WordBlocks (components/content/page-words.tsx), light enough for the home page and the FAQ.
const WORD_BLOCKS: BlockType[] = ["p", "h2", "h3"];

/**
 * The pages with a layout of their own draw only some blocks (routes/home.tsx, routes/faq.tsx): the home page its
 * one row of each look of cards, its popup, paragraphs and headings; the FAQ its questions, paragraphs and
 * headings. Any other page takes all but those two.
 */
const LAYOUTS: Record<string, { takes: BlockType[]; refusal: string }> = {
  [pathKeyOf("/")]: {
    takes: [...WORD_BLOCKS, "cards", "popup"],
    refusal:
      "The home page shows its cards, its welcome popup, paragraphs and headings: put lists, tables, links, pictures, slideshows, videos and questions on another page",
  },
  [pathKeyOf("/Holidays")]: {
    takes: [...WORD_BLOCKS, "list", "links", "notice", "table"],
    refusal:
      "The holidays page lists the calendar's holidays with notes, lists, tables and links: put pictures, slideshows, videos, questions, cards and popups on another page",
  },
  [pathKeyOf("/Faq")]: {
    takes: [...WORD_BLOCKS, "faq"],
    refusal:
      "The FAQ page shows questions, paragraphs and headings: put lists, tables, links, pictures, slideshows, videos, cards and popups on another page",
  },
};

/** Every other page: all blocks but the home page's own (kept out of the renderer every content page loads). */
const OTHER_PAGES = {
  takes: (Object.keys(BLOCK_NAMES) as BlockType[]).filter((type) => type !== "cards" && type !== "popup"),
  refusal: "Cards and the welcome popup belong to the home page: use a heading, paragraphs or links here",
};

/** Blocks a page's own layout cannot draw, one message each (keyed `blocks.3`). */
export function layoutRefusals(path: string, blocks: Block[]): Record<string, string> {
  const layout = LAYOUTS[pathKeyOf(path)] ?? OTHER_PAGES;
  const fields: Record<string, string> = {};
  const seen = new Set<string>();
  blocks.forEach((block, i) => {
    const one = block.type === "cards" ? `cards:${block.style}` : block.type === "popup" ? "popup" : null;
    const message = !layout.takes.includes(block.type)
      ? layout.refusal
      : one && seen.has(one)
        ? block.type === "popup"
          ? "The home page has one welcome popup: change the one above"
          : `The home page has one row of ${block.type === "cards" ? block.style : ""} cards: change the one above, or choose another look`
        : null;
    if (one) seen.add(one);
    if (message) fields[`blocks.${i}`] = `Block ${i + 1} (${BLOCK_NAMES[block.type]}): ${message}`;
  });
  return fields;
}

/**
 * Parses a draft body; on failure, one message per bad field naming the block and field. With the page's path,
 * also refuses blocks its own layout cannot draw.
 */
export function parsePageDraft(body: unknown, path?: string) {
  const parsed = pageDraftSchema.safeParse(body ?? {});
  if (!parsed.success) return { ok: false as const, fields: pageFieldMessages(parsed.error, body) };
  const refusals = path === undefined ? {} : layoutRefusals(path, parsed.data.blocks);
  if (Object.keys(refusals).length) return { ok: false as const, fields: refusals };
  return { ok: true as const, data: parsed.data };
}

/**
 * Blocks pasted into the editor (made in the browser from a word processor's copy, so not trusted): the ones the
 * shared schema accepts, and how many it did not.
 */
export function parsePastedBlocks(raw: unknown): { blocks: Block[]; refused: number } {
  let value: unknown;
  try {
    value = typeof raw === "string" ? JSON.parse(raw) : undefined;
  } catch {
    value = undefined;
  }
  if (!Array.isArray(value)) return { blocks: [], refused: 0 };
  const blocks: Block[] = [];
  let refused = Math.max(value.length - PAGE_LIMITS.blocks, 0);
  for (const item of value.slice(0, PAGE_LIMITS.blocks)) {
    const parsed = blockSchema.safeParse(item);
    if (parsed.success) blocks.push(parsed.data);
    else refused++;
  }
  return { blocks, refused };
}
