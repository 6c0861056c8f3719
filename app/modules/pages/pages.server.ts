import { crossedBetween, showingAt, type ScheduleWatch } from "~/kernel/schedule.server";
import type { Kysely, Transaction } from "kysely";
import type { Database, PageRow } from "../../../db/schema";
import type { Block, PageContent } from "~/kernel/content/page-blocks";
import { TRASH_DAYS, type PageForOffice, type PageListItem, type PageRevision } from "./schema";
import { pathKeyOf } from "./paths";

type Db = Kysely<Database> | Transaction<Database>;

/** A page as the public sees it. */
export type PublishedPage = PageContent & { path: string };

export { pathKeyOf };

// Same keys in the same order as the app/content pages, so the loader data is what it was before the database.
export const contentOf = (row: {
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  blocks: string;
}) =>
  ({
    title: row.title,
    description: row.description,
    heading: row.heading,
    ...(row.lead === null ? {} : { lead: row.lead }),
    blocks: JSON.parse(row.blocks) as Block[],
  }) satisfies PageContent;

export const contentColumns = (content: PageContent) => ({
  title: content.title,
  description: content.description,
  heading: content.heading,
  lead: content.lead ?? null,
  blocks: JSON.stringify(content.blocks),
});

export const draftOf = (row: PageRow) => (row.draft === null ? null : (JSON.parse(row.draft) as PageContent));

export async function pageRow(db: Db, path: string) {
  return db.selectFrom("pages").selectAll().where("path_key", "=", pathKeyOf(path)).executeTakeFirst();
}

/** The row of the page the public may see now at a path (any letter case), or undefined. */
export async function findPublishedPageRow(db: Db, path: string) {
  return db
    .selectFrom("pages")
    .select(["id", "path"])
    .where("path_key", "=", pathKeyOf(path))
    .where("published_at", "is not", null)
    .where("trashed_at", "is", null)
    .where(showingAt())
    .executeTakeFirst();
}

/**
 * The published page at a path (any letter case) with its schedule, whether it shows now or not (the reader asks
 * isShowing), or undefined.
 */
export async function findPublishedPageAnyTime(db: Db, path: string) {
  const row = await db
    .selectFrom("pages")
    .select(["id", "path", "title", "description", "heading", "lead", "blocks", "show_from", "show_until"])
    .where("path_key", "=", pathKeyOf(path))
    .where("published_at", "is not", null)
    .where("trashed_at", "is", null)
    .executeTakeFirst();
  return row && { id: row.id, path: row.path, showFrom: row.show_from, showUntil: row.show_until, row };
}

/** The published page at a path (any letter case), or undefined. */
export async function findPublishedPage(db: Kysely<Database>, path: string): Promise<PublishedPage | undefined> {
  const row = await db
    .selectFrom("pages")
    .select(["path", "title", "description", "heading", "lead", "blocks"])
    .where("path_key", "=", pathKeyOf(path))
    .where("published_at", "is not", null)
    .where("trashed_at", "is", null)
    .where(showingAt())
    .executeTakeFirst();
  return row ? { path: row.path, ...contentOf(row) } : undefined;
}

/** Published pages not hidden from the menu, for the sitemap, with the day each was last published. */
export async function listPageAddresses(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("pages")
    .select(["path", "published_at"])
    .where("published_at", "is not", null)
    .where("hidden", "=", 0)
    .where("trashed_at", "is", null)
    .where(showingAt())
    .orderBy("path_key")
    .execute();
  return rows.map((row) => ({ path: row.path, updatedAt: row.published_at! }));
}

/** Published pages that came due or expired in (since, now]: the scheduled_publishing job clears the caches. */
export const pagesScheduleWatch: ScheduleWatch = async (db, since, now) =>
  (
    await db
      .selectFrom("pages")
      .select("id")
      .where("published_at", "is not", null)
      .where("trashed_at", "is", null)
      .where(crossedBetween(since, now))
      .execute()
  ).length;

/** The draft of a page for the signed-in preview: the draft if there is one, else the published words. */
export async function findDraftPage(db: Kysely<Database>, path: string): Promise<PublishedPage | undefined> {
  const row = await pageRow(db, path);
  if (!row || row.trashed_at) return undefined;
  return { path: row.path, ...(draftOf(row) ?? contentOf(row)) };
}

const statusOf = (row: PageRow) =>
  row.trashed_at
    ? ("trashed" as const)
    : row.published_at === null
      ? ("unpublished" as const)
      : row.draft === null
        ? ("published" as const)
        : ("draft" as const);

/** Every page, those in the trash included (status "trashed"); the trash keeps a page for TRASH_DAYS days. */
export async function listPagesForOffice(db: Kysely<Database>): Promise<PageListItem[]> {
  const rows = await db
    .selectFrom("pages")
    .selectAll()
    .where((eb) => eb.or([eb("trashed_at", "is", null), eb("trashed_at", ">", trashCutoff())]))
    .orderBy("path_key")
    .execute();
  return rows.map((row) => ({
    path: row.path,
    title: row.title,
    status: statusOf(row),
    hidden: row.hidden === 1,
    builtIn: row.built_in === 1,
    menuSection: row.menu_section,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    trashedAt: row.trashed_at,
    trashedBy: row.trashed_by,
    schedule: { showFrom: row.show_from, showUntil: row.show_until },
  }));
}

/** Pages put in the trash before this moment are past restoring (and deleted by the daily task). */
export const trashCutoff = (now = Date.now()) => new Date(now - TRASH_DAYS * 24 * 3600_000).toISOString();

export function forOffice(row: PageRow): PageForOffice {
  const draft = draftOf(row);
  return {
    path: row.path,
    ...contentOf(row),
    hidden: row.hidden === 1,
    builtIn: row.built_in === 1,
    trashedAt: row.trashed_at,
    menuSection: row.menu_section,
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    showFrom: row.show_from,
    showUntil: row.show_until,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    draft: draft
      ? { ...draft, version: row.version, updatedAt: row.draft_updated_at, updatedBy: row.draft_updated_by }
      : null,
  };
}

export async function loadPageForOffice(db: Kysely<Database>, path: string) {
  const row = await pageRow(db, path);
  return row ? forOffice(row) : undefined;
}

/** The published versions of a page's words in one language (English unless told), newest first. */
export async function listPageRevisions(
  db: Kysely<Database>,
  path: string,
  language = "en",
): Promise<PageRevision[] | undefined> {
  const page = await pageRow(db, path);
  if (!page) return undefined;
  const rows = await db
    .selectFrom("page_revisions")
    .select(["id", "version", "title", "summary", "published_at", "published_by"])
    .where("page_id", "=", page.id)
    .where("language", "=", language)
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: row.version,
    title: row.title,
    summary: row.summary,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
  }));
}

/** One published version's words, for comparing it with the text being edited. */
export async function loadPageRevision(db: Kysely<Database>, path: string, revisionId: number, language = "en") {
  const page = await pageRow(db, path);
  if (!page || !Number.isSafeInteger(revisionId)) return undefined;
  const row = await db
    .selectFrom("page_revisions")
    .selectAll()
    .where("id", "=", revisionId)
    .where("page_id", "=", page.id)
    .where("language", "=", language)
    .executeTakeFirst();
  return row
    ? { id: row.id, publishedAt: row.published_at, publishedBy: row.published_by, content: contentOf(row) }
    : undefined;
}
