import "~/lib/zod-setup";
import { z } from "zod";
import { pageContentSchema, pageFieldMessages, type PageContent } from "~/lib/page-blocks";

export { pageContentSchema, pageFieldMessages, PAGE_LIMITS, BLOCK_NAMES } from "~/lib/page-blocks";
export type { Block, BlockType, PageContent } from "~/lib/page-blocks";

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

export type PageStatus = "published" | "draft";

export type PageListItem = {
  path: string;
  title: string;
  status: PageStatus;
  hidden: boolean;
  updatedAt: string;
  updatedBy: string | null;
};

export type PageDraft = PageContent & { version: number; updatedAt: string | null; updatedBy: string | null };

export type PageForOffice = PageContent & {
  path: string;
  hidden: boolean;
  menuSection: string | null;
  version: number;
  publishedAt: string | null;
  publishedBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  draft: PageDraft | null;
};

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

/** Parses a draft body; on failure, one message per bad field naming the block and field. */
export function parsePageDraft(body: unknown) {
  const parsed = pageDraftSchema.safeParse(body ?? {});
  if (parsed.success) return { ok: true as const, data: parsed.data };
  return { ok: false as const, fields: pageFieldMessages(parsed.error, body) };
}
