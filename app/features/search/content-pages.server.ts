import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { contentPages, type Block, type ContentPage } from "~/content";
import { replaceSearchKind, searchText, type SearchEntry } from "~/lib/search-index.server";
import { getSiteSettings } from "~/lib/site-settings/site-settings.server";
import type { SiteSettings } from "~/lib/site-settings/schema";
import { fillTokens } from "~/lib/site-settings/tokens";

/** The words a visitor reads in a block (captions, table cells, link labels), one piece per sentence-like line. */
function blockText(block: Block): string[] {
  switch (block.type) {
    case "p":
    case "h2":
    case "h3":
    case "notice":
      return [block.text];
    case "list":
      return [block.title ?? "", ...block.items];
    case "facts":
      return block.items.map((item) => `${item.value} ${item.label}`);
    case "table":
      return [block.caption, block.head.join(", "), ...block.rows.map((row) => row.join(", "))];
    case "links":
      return block.items.map((item) => [item.label, item.note ?? ""].join(" ").trim());
    case "figures":
      return block.items.map((item) => item.caption);
    case "video":
      return [block.title];
    case "carousel":
      return [block.label];
  }
}

/** A content page as a search entry, its {school}-style tokens filled from the settings. */
export function contentPageSearchEntry(page: ContentPage, settings: SiteSettings): SearchEntry {
  const text = searchText(page.lead, ...page.blocks.flatMap(blockText));
  return {
    kind: "page",
    key: page.path,
    title: fillTokens(page.heading, settings),
    body: fillTokens(text, settings),
    url: page.path,
  };
}

/**
 * Indexes the pages written in app/content. They change only with a new release, so this runs at
 * every start-up; once pages live in the database, their publish action indexes each page instead.
 */
export async function indexContentPages(db: Kysely<Database>) {
  const settings = await getSiteSettings(db);
  await replaceSearchKind(
    db,
    "page",
    contentPages.map((page) => contentPageSearchEntry(page, settings)),
  );
}
