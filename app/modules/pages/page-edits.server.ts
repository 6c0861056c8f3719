import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database, PageRow } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { BLOCK_NAMES, canonicalJson, type PageContent } from "~/kernel/content/page-blocks";
import type { Schedule } from "~/kernel/schedule";
import type { PageDraftInput, PageForOffice } from "./schema";
import { indexPublishedPage } from "./page-search.server";
import { contentColumns, contentOf, draftOf, forOffice, pageRow, type PublishedPage } from "./pages.server";

// Writes of a page's words: the draft, publishing it, and restoring an earlier revision.

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

/**
 * Makes the draft public, keeps it as a revision and tells the listeners (render cache, search). A schedule (already
 * resolved to UTC) replaces the page's; without one the stored schedule stays.
 */
export async function publishPage(
  db: Kysely<Database>,
  path: string,
  actor: AuditActor,
  options: { version?: number; summary?: string; schedule?: Schedule } = {},
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
      ...(options.schedule ? { show_from: options.schedule.showFrom, show_until: options.schedule.showUntil } : {}),
    });
    if (!saved) return stale((await pageRow(trx, path))!);
    const schedule = { showFrom: saved.show_from, showUntil: saved.show_until };
    await indexPublishedPage(trx, { path: saved.path, ...draft, schedule });
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
      after: { ...auditView(draft), summary, ...(options.schedule ?? {}) },
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
