import type { Kysely, Transaction, Updateable } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database, PageRow, PageTable } from "../../../db/schema";
import { recordAudit, type AuditActor, type AuditEntry } from "~/kernel/audit.server";
import { removeSearchEntry } from "~/modules/search/index.server";
import { BLOCK_NAMES, canonicalJson, type Block, type PageContent } from "~/kernel/content/page-blocks";
import {
  TRASH_DAYS,
  type NewPageInput,
  type PageDraftInput,
  type PageForOffice,
  type PageListItem,
  type PageRevision,
} from "./schema";
import { indexPublishedPage } from "./page-search.server";
import { announceMenuChanged, appendMenuLink, removeMenuLinks } from "./menu.server";
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

export const contentColumns = (content: PageContent) => ({
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
    .where("trashed_at", "is", null)
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
    .orderBy("path_key")
    .execute();
  return rows.map((row) => ({ path: row.path, updatedAt: row.published_at! }));
}

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
  }));
}

/** Pages put in the trash before this moment are past restoring (and deleted by the daily task). */
const trashCutoff = (now = Date.now()) => new Date(now - TRASH_DAYS * 24 * 3600_000).toISOString();

function forOffice(row: PageRow): PageForOffice {
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
  | { ok: false; reason: "no-revision" }
  | { ok: false; reason: "trashed" };
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
    if (row.trashed_at) return { ok: false, reason: "trashed" };
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
    if (row.trashed_at) return { ok: false, reason: "trashed" };
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
    if (row.trashed_at) return { ok: false, reason: "trashed" };
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

export type PageCreateResult = { ok: true; page: PageForOffice } | { ok: false; fields: Record<string, string> };

/**
 * Adds a page at a new one-word address, as an unpublished draft with the title as its heading, and a link to it
 * at the end of the chosen menu section. The address must not be another page's, in any letter case (routes are
 * refused by the schema already; a page in the trash keeps its address until it is deleted for good).
 */
export async function createPage(
  db: Kysely<Database>,
  input: NewPageInput,
  actor: AuditActor,
): Promise<PageCreateResult> {
  const path = `/${input.path}`;
  return db.transaction().execute(async (trx): Promise<PageCreateResult> => {
    const taken = await pageRow(trx, path);
    if (taken)
      return {
        ok: false,
        fields: {
          path: taken.trashed_at
            ? `The page “${taken.title}” in the trash has this address: restore it, or choose another address`
            : `The page “${taken.title}” (${taken.path}) has this address already: choose another one`,
        },
      };
    const now = nowIso();
    const content: PageContent = { title: input.title, description: input.title, heading: input.title, blocks: [] };
    const section = input.menuSection
      ? await appendMenuLink(trx, input.menuSection, { label: input.title, path }, actor)
      : null;
    if (section === undefined)
      return { ok: false, fields: { menuSection: `There is no menu section called “${input.menuSection}”` } };
    const row = await trx
      .insertInto("pages")
      .values({
        path,
        path_key: pathKeyOf(path),
        ...contentColumns(content),
        // Not public until its first publish: the draft is what the editor opens.
        draft: JSON.stringify(content),
        draft_updated_at: now,
        draft_updated_by: actor.userid,
        menu_section: section,
        built_in: 0,
        updated_at: now,
        updated_by: actor.userid,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "page_create",
      entity: "page",
      entityKey: path,
      before: null,
      after: { path, title: input.title, menuSection: section ?? "" },
    });
    return { ok: true, page: forOffice(row) };
  });
}

export type PageStateResult =
  { ok: true; page: PageForOffice } | { ok: false; reason: "missing" | "built-in" | "trashed" | "not-trashed" };

type Refusal = Extract<PageStateResult, { ok: false }>["reason"];
type StateChange = {
  set: Updateable<PageTable>;
  audit?: Omit<AuditEntry, "entity" | "entityKey">;
  /** More work in the same transaction, after the row is saved (the search entry). */
  then?: (trx: Transaction<Database>, saved: PageRow) => Promise<unknown>;
};

/**
 * One change of a page's state (trash, restore, hide or show): the row read and changed in one transaction with
 * its audit entry, then the menu's listeners told (the render caches). `plan` refuses or says what to change.
 */
async function changePageState(
  db: Kysely<Database>,
  path: string,
  actor: AuditActor,
  plan: (row: PageRow, now: string) => StateChange | Refusal,
): Promise<PageStateResult> {
  const result = await db.transaction().execute(async (trx): Promise<PageStateResult> => {
    const row = await pageRow(trx, path);
    if (!row) return { ok: false, reason: "missing" };
    const now = nowIso();
    const change = plan(row, now);
    if (typeof change === "string") return { ok: false, reason: change };
    const saved = await trx
      .updateTable("pages")
      .set({ ...change.set, updated_at: now, updated_by: actor.userid })
      .where("id", "=", row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await change.then?.(trx, saved);
    if (change.audit) await recordAudit(trx, actor, { entity: "page", entityKey: row.path, ...change.audit });
    return { ok: true, page: forOffice(saved) };
  });
  if (result.ok) await announceMenuChanged();
  return result;
}

/** Puts a page the office added in the trash: gone from the website, its menu link and the search at once. */
export function trashPage(db: Kysely<Database>, path: string, actor: AuditActor): Promise<PageStateResult> {
  return changePageState(db, path, actor, (row, now) =>
    row.built_in === 1
      ? "built-in"
      : row.trashed_at
        ? "trashed"
        : {
            set: { trashed_at: now, trashed_by: actor.userid },
            then: (trx) => removeSearchEntry(trx, "page", pathKeyOf(row.path)),
            audit: { action: "page_trash", before: { trashed: "no" }, after: { trashed: "yes" } },
          },
  );
}

/** Takes a page out of the trash (within TRASH_DAYS days): its address, menu link and search entry come back. */
export function restorePageFromTrash(db: Kysely<Database>, path: string, actor: AuditActor): Promise<PageStateResult> {
  return changePageState(db, path, actor, (row) =>
    row.trashed_at && row.trashed_at <= trashCutoff()
      ? "missing"
      : !row.trashed_at
        ? "not-trashed"
        : {
            set: { trashed_at: null, trashed_by: null },
            then: async (trx, saved) => {
              if (saved.published_at) await indexPublishedPage(trx, { path: saved.path, ...contentOf(saved) });
            },
            audit: { action: "page_untrash", before: { trashed: "yes" }, after: { trashed: "no" } },
          },
  );
}

/** Hides a page from the menu and the sitemap (its address keeps working), or shows it again. */
export function setPageHidden(
  db: Kysely<Database>,
  path: string,
  hidden: boolean,
  actor: AuditActor,
): Promise<PageStateResult> {
  return changePageState(db, path, actor, (row) =>
    row.trashed_at
      ? "trashed"
      : {
          set: { hidden: hidden ? 1 : 0 },
          ...((row.hidden === 1) !== hidden
            ? {
                audit: {
                  action: hidden ? "page_hide" : "page_show",
                  before: { hidden: row.hidden === 1 ? "yes" : "no" },
                  after: { hidden: hidden ? "yes" : "no" },
                },
              }
            : {}),
        },
  );
}

/** Deletes for good the pages in the trash for more than TRASH_DAYS days, with their revisions and menu links. */
export async function purgeTrashedPages(db: Kysely<Database>, now = Date.now()) {
  return db.transaction().execute(async (trx) => {
    const expired = await trx
      .selectFrom("pages")
      .select(["id", "path_key"])
      .where("trashed_at", "<=", trashCutoff(now))
      .execute();
    if (expired.length === 0) return 0;
    await removeMenuLinks(
      trx,
      expired.map((row) => row.path_key),
    );
    await trx
      .deleteFrom("page_revisions")
      .where(
        "page_id",
        "in",
        expired.map((row) => row.id),
      )
      .execute();
    await trx
      .deleteFrom("pages")
      .where(
        "id",
        "in",
        expired.map((row) => row.id),
      )
      .execute();
    return expired.length;
  });
}
