import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database, PageRow } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { PageContent } from "~/kernel/content/page-blocks";
import type { Schedule } from "~/kernel/schedule";
import type { PageDraftInput, PageForOffice } from "./schema";
import { indexPublishedPage } from "./page-search.server";
import { contentColumns, contentOf, draftOf, forOffice, pageRow } from "./pages.server";
import { summarizeChange } from "./compare";
import { announcePublished, stale, type PageWriteResult } from "./page-writes.server";
import { publishTranslation, restoreTranslationRevision, saveTranslationDraft } from "./page-translations.server";

export { onPagePublished, type PageWriteRefusal, type PageWriteResult } from "./page-writes.server";
export { summarizeChange } from "./compare";

// Writes of a page's words: the draft, publishing it, and restoring an earlier revision. Each takes a language:
// English (the default) writes the page itself, another code its translation (page-translations.server.ts).

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
  language = "en",
): Promise<PageWriteResult> {
  if (language !== "en") return saveTranslationDraft(db, path, language, input, actor);
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
  options: { version?: number; summary?: string; schedule?: Schedule; language?: string } = {},
): Promise<PageWriteResult> {
  // A translation follows its English page's schedule: publishing it sets none.
  if (options.language && options.language !== "en")
    return publishTranslation(db, path, options.language, actor, options);
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
  if (result.ok) await announcePublished({ path: result.page.path, ...contentOfOffice(result.page), language: "en" });
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
  options: { version?: number; language?: string } = {},
): Promise<PageWriteResult> {
  if (options.language && options.language !== "en")
    return restoreTranslationRevision(db, path, options.language, revisionId, actor, options);
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
      .where("language", "=", "en")
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
