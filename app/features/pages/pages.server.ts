import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~platform/database/dialect";
import type { Database, PageRow } from "../../../db/schema";
import { contentPages } from "~/content";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { BLOCK_NAMES, blocksSchema, canonicalJson, type Block, type PageContent } from "~/lib/page-blocks";
import type { PageDraftInput, PageForOffice, PageListItem, PageRevision } from "./schema";
import { indexPublishedPage } from "./page-search.server";
import { pathKeyOf } from "./paths";

type Db = Kysely<Database> | Transaction<Database>;

/** A page as the public sees it. */
export type PublishedPage = PageContent & { path: string };

/** Called after every publish (render cache, site search); registered by the server at start-up. */
type PublishListener = (page: PublishedPage) => void | Promise<void>;
const publishListeners = new Set<PublishListener>();
export function onPagePublished(listener: PublishListener) {
  publishListeners.add(listener);
  return () => publishListeners.delete(listener);
}
async function announcePublished(page: PublishedPage) {
  for (const listener of publishListeners) await listener(page);
}

export { pathKeyOf };

// Same keys in the same order as the app/content pages, so the loader data is what it was before the database.
const contentOf = (row: { title: string; description: string; heading: string; lead: string | null; blocks: string }) =>
  ({
    title: row.title,
    description: row.description,
    heading: row.heading,
    ...(row.lead === null ? {} : { lead: row.lead }),
    blocks: JSON.parse(row.blocks) as Block[],
  }) satisfies PageContent;

const contentColumns = (content: PageContent) => ({
  title: content.title,
  description: content.description,
  heading: content.heading,
  lead: content.lead ?? null,
  blocks: JSON.stringify(content.blocks),
});

const draftOf = (row: PageRow) => (row.draft === null ? null : (JSON.parse(row.draft) as PageContent));

async function pageRow(db: Db, path: string) {
  return db.selectFrom("pages").selectAll().where("path_key", "=", pathKeyOf(path)).executeTakeFirst();
}

/** The published page at a path (any letter case), or undefined. */
export async function findPublishedPage(db: Kysely<Database>, path: string): Promise<PublishedPage | undefined> {
  const row = await db
    .selectFrom("pages")
    .select(["path", "title", "description", "heading", "lead", "blocks"])
    .where("path_key", "=", pathKeyOf(path))
    .where("published_at", "is not", null)
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
    .orderBy("path_key")
    .execute();
  return rows.map((row) => ({ path: row.path, updatedAt: row.published_at! }));
}

/** The draft of a page for the signed-in preview: the draft if there is one, else the published words. */
export async function findDraftPage(db: Kysely<Database>, path: string): Promise<PublishedPage | undefined> {
  const row = await pageRow(db, path);
  if (!row) return undefined;
  return { path: row.path, ...(draftOf(row) ?? contentOf(row)) };
}

export async function listPagesForOffice(db: Kysely<Database>): Promise<PageListItem[]> {
  const rows = await db.selectFrom("pages").selectAll().orderBy("path_key").execute();
  return rows.map((row) => ({
    path: row.path,
    title: row.title,
    status: row.draft === null ? "published" : "draft",
    hidden: row.hidden === 1,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  }));
}

function forOffice(row: PageRow): PageForOffice {
  const draft = draftOf(row);
  return {
    path: row.path,
    ...contentOf(row),
    hidden: row.hidden === 1,
    menuSection: row.menu_section,
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
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

export async function listPageRevisions(db: Kysely<Database>, path: string): Promise<PageRevision[] | undefined> {
  const page = await pageRow(db, path);
  if (!page) return undefined;
  const rows = await db
    .selectFrom("page_revisions")
    .select(["id", "version", "title", "summary", "published_at", "published_by"])
    .where("page_id", "=", page.id)
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
export async function loadPageRevision(db: Kysely<Database>, path: string, revisionId: number) {
  const page = await pageRow(db, path);
  if (!page || !Number.isSafeInteger(revisionId)) return undefined;
  const row = await db
    .selectFrom("page_revisions")
    .selectAll()
    .where("id", "=", revisionId)
    .where("page_id", "=", page.id)
    .executeTakeFirst();
  return row
    ? { id: row.id, publishedAt: row.published_at, publishedBy: row.published_by, content: contentOf(row) }
    : undefined;
}

/** Why a write was refused: the page is not there, someone saved after the writer's version, or nothing to publish. */
export type PageWriteRefusal =
  | { ok: false; reason: "missing" }
  | { ok: false; reason: "stale"; changedBy: string | null; changedAt: string }
  | { ok: false; reason: "no-draft" }
  | { ok: false; reason: "no-revision" };
export type PageWriteResult = { ok: true; page: PageForOffice } | PageWriteRefusal;

const stale = (row: PageRow): PageWriteRefusal => ({
  ok: false,
  reason: "stale",
  changedBy: row.updated_by,
  changedAt: row.updated_at,
});

/**
 * Replaces the version-checked row: only when nobody wrote since `version` (checked again in the UPDATE,
 * so two saves racing each other cannot both win).
 */
async function writeRow(trx: Transaction<Database>, row: PageRow, values: Partial<PageRow>) {
  return trx
    .updateTable("pages")
    .set({ ...values, version: row.version + 1 })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .returningAll()
    .executeTakeFirst();
}

const auditView = (content: PageContent | null) =>
  content && { ...content, lead: content.lead ?? "", blocks: JSON.stringify(content.blocks) };

/** Saves the draft; the public keeps seeing the published words until publish. */
export async function savePageDraft(
  db: Kysely<Database>,
  path: string,
  input: PageDraftInput,
  actor: AuditActor,
): Promise<PageWriteResult> {
  const { version, ...content } = input;
  return db.transaction().execute(async (trx): Promise<PageWriteResult> => {
    const row = await pageRow(trx, path);
    if (!row) return { ok: false, reason: "missing" };
    if (row.version !== version) return stale(row);
    const now = nowIso();
    const saved = await writeRow(trx, row, {
      draft: JSON.stringify(content),
      draft_updated_at: now,
      draft_updated_by: actor.userid,
      updated_at: now,
      updated_by: actor.userid,
    });
    if (!saved) return stale((await pageRow(trx, path))!);
    await recordAudit(trx, actor, {
      action: "page_draft",
      entity: "page",
      entityKey: row.path,
      before: auditView(draftOf(row) ?? contentOf(row)),
      after: auditView(content),
    });
    return { ok: true, page: forOffice(saved) };
  });
}

/** Makes the draft public, keeps it as a revision and tells the listeners (render cache, search). */
export async function publishPage(
  db: Kysely<Database>,
  path: string,
  actor: AuditActor,
  options: { version?: number; summary?: string } = {},
): Promise<PageWriteResult> {
  const result = await db.transaction().execute(async (trx): Promise<PageWriteResult> => {
    const row = await pageRow(trx, path);
    if (!row) return { ok: false, reason: "missing" };
    if (options.version !== undefined && row.version !== options.version) return stale(row);
    const draft = draftOf(row);
    if (!draft) return { ok: false, reason: "no-draft" };
    const now = nowIso();
    const published = contentOf(row);
    const saved = await writeRow(trx, row, {
      ...contentColumns(draft),
      draft: null,
      draft_updated_at: null,
      draft_updated_by: null,
      updated_at: now,
      updated_by: actor.userid,
      published_at: now,
      published_by: actor.userid,
    });
    if (!saved) return stale((await pageRow(trx, path))!);
    await indexPublishedPage(trx, { path: saved.path, ...draft });
    const summary = options.summary?.trim() || summarizeChange(published, draft);
    await trx
      .insertInto("page_revisions")
      .values({
        page_id: row.id,
        version: saved.version,
        ...contentColumns(draft),
        social_image: saved.social_image,
        summary,
        published_by: actor.userid,
        published_at: now,
      })
      .execute();
    await recordAudit(trx, actor, {
      action: "page_publish",
      entity: "page",
      entityKey: row.path,
      before: auditView(published),
      after: { ...auditView(draft), summary },
    });
    return { ok: true, page: forOffice(saved) };
  });
  if (result.ok) await announcePublished({ path: result.page.path, ...contentOfOffice(result.page) });
  return result;
}

const contentOfOffice = (page: PageForOffice): PageContent => ({
  title: page.title,
  description: page.description,
  heading: page.heading,
  ...(page.lead === undefined ? {} : { lead: page.lead }),
  blocks: page.blocks,
});

/** Puts a revision's words back into the draft (publish makes them public again). */
export async function restorePageRevision(
  db: Kysely<Database>,
  path: string,
  revisionId: number,
  actor: AuditActor,
  options: { version?: number } = {},
): Promise<PageWriteResult> {
  return db.transaction().execute(async (trx): Promise<PageWriteResult> => {
    const row = await pageRow(trx, path);
    if (!row) return { ok: false, reason: "missing" };
    if (options.version !== undefined && row.version !== options.version) return stale(row);
    const revision = await trx
      .selectFrom("page_revisions")
      .selectAll()
      .where("id", "=", revisionId)
      .where("page_id", "=", row.id)
      .executeTakeFirst();
    if (!revision) return { ok: false, reason: "no-revision" };
    const content = contentOf(revision);
    const now = nowIso();
    const saved = await writeRow(trx, row, {
      draft: JSON.stringify(content),
      draft_updated_at: now,
      draft_updated_by: actor.userid,
      updated_at: now,
      updated_by: actor.userid,
    });
    if (!saved) return stale((await pageRow(trx, path))!);
    await recordAudit(trx, actor, {
      action: "page_restore",
      entity: "page",
      entityKey: row.path,
      before: auditView(draftOf(row) ?? contentOf(row)),
      after: { ...auditView(content), revision: revision.id },
    });
    return { ok: true, page: forOffice(saved) };
  });
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

/**
 * Loads the built-in pages of app/content that the database does not have yet (a new install, or a page
 * added to the product later), each with a first revision. Pages already there are never overwritten.
 */
export async function seedContentPages(db: Kysely<Database>) {
  const existing = new Set((await db.selectFrom("pages").select("path_key").execute()).map((row) => row.path_key));
  const missing = contentPages.filter((page) => !existing.has(pathKeyOf(page.path)));
  if (missing.length === 0) return 0;
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    for (const page of missing) {
      const content: PageContent = {
        title: page.title,
        description: page.description,
        heading: page.heading,
        ...(page.lead === undefined ? {} : { lead: page.lead }),
        // Checked by the shared schema, stored as written (same key order, so the same loader data as before).
        blocks: (blocksSchema.parse(page.blocks), page.blocks),
      };
      const row = await trx
        .insertInto("pages")
        .values({
          path: page.path,
          path_key: pathKeyOf(page.path),
          ...contentColumns(content),
          built_in: 1,
          updated_at: now,
          published_at: now,
          created_at: now,
        })
        // Two instances starting together: the second leaves the first one's row alone.
        .onConflict((oc) => oc.column("path_key").doNothing())
        .returning(["id", "version"])
        .executeTakeFirst();
      if (!row) continue;
      await trx
        .insertInto("page_revisions")
        .values({
          page_id: row.id,
          version: row.version,
          ...contentColumns(content),
          summary: "The built-in text",
          published_at: now,
        })
        .execute();
    }
  });
  return missing.length;
}
