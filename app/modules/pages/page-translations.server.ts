import type { Kysely, Transaction } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database, PageRow, PageTranslationRow } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { DEFAULT_LANGUAGE, enabledLanguages, pathInLanguage } from "~/kernel/i18n/languages";
import type { PageContent } from "~/kernel/content/page-blocks";
import { getSiteSettings } from "~/modules/site/index.server";
import type { PageDraftInput, PageForOffice, TranslationState } from "./schema";
import { summarizeChange } from "./compare";
import { indexPublishedTranslation } from "./page-search.server";
import { announcePublished, stale, type PageWriteResult } from "./page-writes.server";
import { contentColumns, contentOf, findPublishedPageRow, forOffice, pageRow } from "./pages.server";
import { translationStructureRefusals } from "./translation-structure";

// A page's words in another language (docs/decisions/138-page-translations.md): read, drafted, published and
// restored like the English page, by the same commands called with a language (page-edits.server.ts).

type Db = Kysely<Database> | Transaction<Database>;

/** The languages a page can be translated into: those the office switched on, English aside. */
export async function translationLanguages(db: Db) {
  const settings = await getSiteSettings(db);
  return enabledLanguages(settings.languages).filter(({ code }) => code !== DEFAULT_LANGUAGE);
}

export async function isTranslationLanguage(db: Db, code: string) {
  return (await translationLanguages(db)).some((language) => language.code === code);
}

/** The English page's newest published revision: what a translation published now is translated from. */
export async function latestEnglishRevision(db: Db, pageId: number): Promise<number | null> {
  const row = await db
    .selectFrom("page_revisions")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("page_id", "=", pageId)
    .where("language", "=", DEFAULT_LANGUAGE)
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * The out-of-date rule: a published translation is out of date when the English page has a published revision
 * newer than the one it was translated from; never published (or no row) is missing.
 */
export function translationState(
  translation: Pick<PageTranslationRow, "published_at" | "source_revision_id"> | undefined,
  latestEnglish: number | null,
): TranslationState {
  if (!translation || translation.published_at === null) return "missing";
  return (latestEnglish ?? 0) > (translation.source_revision_id ?? 0) ? "out-of-date" : "translated";
}

export async function translationRow(db: Db, pageId: number, language: string) {
  return db
    .selectFrom("page_translations")
    .selectAll()
    .where("page_id", "=", pageId)
    .where("language", "=", language)
    .executeTakeFirst();
}

const draftOfTranslation = (row: PageTranslationRow) =>
  row.draft === null ? null : (JSON.parse(row.draft) as PageContent);

/**
 * A translation as the office sees it, in the English page's shape: its own words, draft, version and publish,
 * the English page's address, flags and schedule. Without a row, the English words are the text to start from.
 */
export function forTranslationOffice(
  page: PageRow,
  language: string,
  row: PageTranslationRow | undefined,
  latestEnglish: number | null,
): PageForOffice {
  const english = forOffice(page);
  const state = translationState(row, latestEnglish);
  if (!row)
    return {
      ...english,
      version: 1,
      draft: null,
      publishedAt: null,
      publishedBy: null,
      language,
      translationState: state,
      sourceRevisionId: null,
    };
  const draft = draftOfTranslation(row);
  const { lead: _englishLead, ...frame } = english;
  return {
    ...frame,
    ...contentOf(row),
    version: row.version,
    publishedAt: row.published_at,
    publishedBy: row.published_by,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
    draft: draft
      ? { ...draft, version: row.version, updatedAt: row.draft_updated_at, updatedBy: row.draft_updated_by }
      : null,
    language,
    translationState: state,
    sourceRevisionId: row.source_revision_id,
  };
}

export async function loadTranslationForOffice(db: Db, path: string, language: string) {
  const page = await pageRow(db, path);
  if (!page) return undefined;
  const [row, latest] = await Promise.all([translationRow(db, page.id, language), latestEnglishRevision(db, page.id)]);
  return forTranslationOffice(page, language, row, latest);
}

/** A published translation of a published page the public may see now, and whether it is out of date. */
export async function findPublishedTranslation(db: Db, path: string, language: string) {
  const page = await findPublishedPageRow(db, path);
  return page && publishedTranslationOf(db, page, language);
}

/** The published translation of a page the public may see, and whether it is out of date; undefined for none. */
export async function publishedTranslationOf(db: Db, page: { id: number; path: string }, language: string) {
  const row = await db
    .selectFrom("page_translations")
    .selectAll()
    .where("page_id", "=", page.id)
    .where("language", "=", language)
    .where("published_at", "is not", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const outOfDate = translationState(row, await latestEnglishRevision(db, page.id)) === "out-of-date";
  return { path: page.path, ...contentOf(row), language, outOfDate };
}

/** The translation's draft (else its published words) for the signed-in preview; undefined without a row. */
export async function findTranslationDraft(db: Db, path: string, language: string) {
  const page = await pageRow(db, path);
  if (!page || page.trashed_at) return undefined;
  const row = await translationRow(db, page.id, language);
  if (!row) return undefined;
  return { path: page.path, ...(draftOfTranslation(row) ?? contentOf(row)), language, outOfDate: false };
}

/** Refuses a translation whose blocks differ from the English page's published ones (RefusedError, per block). */
export function refuseStructure(page: PageRow, content: PageContent) {
  const fields = translationStructureRefusals(contentOf(page).blocks, content.blocks);
  if (Object.keys(fields).length) throw new RefusedError(400, FIX_FIELDS, fields);
}

const auditKey = (page: PageRow, language: string) => pathInLanguage(language, page.path);
const auditView = (content: PageContent | null) =>
  content && { ...content, lead: content.lead ?? "", blocks: JSON.stringify(content.blocks) };

/** Reads the page and its translation in the transaction; the refusals every write shares. */
async function openTranslation(trx: Transaction<Database>, path: string, language: string) {
  const page = await pageRow(trx, path);
  if (!page) return { refusal: { ok: false, reason: "missing" } as const };
  if (page.trashed_at) return { refusal: { ok: false, reason: "trashed" } as const };
  return { page, row: await translationRow(trx, page.id, language) };
}

/** The version-checked write of a translation row (checked again in the UPDATE, as for pages). */
async function writeTranslation(
  trx: Transaction<Database>,
  row: PageTranslationRow,
  values: Partial<PageTranslationRow>,
) {
  return trx
    .updateTable("page_translations")
    .set({ ...values, version: row.version + 1 })
    .where("id", "=", row.id)
    .where("version", "=", row.version)
    .returningAll()
    .executeTakeFirst();
}

/** Saves a translation's draft; the first save makes its row (version 1 stands for "none yet"). */
export async function saveTranslationDraft(
  db: Kysely<Database>,
  path: string,
  language: string,
  input: PageDraftInput,
  actor: AuditActor,
): Promise<PageWriteResult> {
  const { version, ...content } = input;
  return db.transaction().execute(async (trx): Promise<PageWriteResult> => {
    const opened = await openTranslation(trx, path, language);
    if (opened.refusal) return opened.refusal;
    const { page } = opened;
    let row = opened.row;
    if ((row?.version ?? 1) !== version) return stale(row ?? page);
    refuseStructure(page, content);
    const now = nowIso();
    row ??= await trx
      .insertInto("page_translations")
      .values({
        page_id: page.id,
        language,
        ...contentColumns(content),
        updated_at: now,
        updated_by: actor.userid,
        created_at: now,
      })
      .onConflict((oc) => oc.columns(["page_id", "language"]).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return stale((await translationRow(trx, page.id, language))!);
    const saved = await writeTranslation(trx, row, {
      draft: JSON.stringify(content),
      draft_updated_at: now,
      draft_updated_by: actor.userid,
      updated_at: now,
      updated_by: actor.userid,
    });
    if (!saved) return stale((await translationRow(trx, page.id, language))!);
    await recordAudit(trx, actor, {
      action: "page_draft",
      entity: "page",
      entityKey: auditKey(page, language),
      before: auditView(opened.row ? (draftOfTranslation(opened.row) ?? contentOf(opened.row)) : null),
      after: auditView(content),
    });
    return { ok: true, page: forTranslationOffice(page, language, saved, await latestEnglishRevision(trx, page.id)) };
  });
}

/**
 * Makes a translation's draft public and records the English revision it is now a translation of (the newest
 * published one), so it is no longer out of date; kept as a revision of its language.
 */
export async function publishTranslation(
  db: Kysely<Database>,
  path: string,
  language: string,
  actor: AuditActor,
  options: { version?: number; summary?: string } = {},
): Promise<PageWriteResult> {
  const result = await db.transaction().execute(async (trx): Promise<PageWriteResult> => {
    const opened = await openTranslation(trx, path, language);
    if (opened.refusal) return opened.refusal;
    const { page, row } = opened;
    if (!row) return { ok: false, reason: "no-draft" };
    if (options.version !== undefined && row.version !== options.version) return stale(row);
    const draft = draftOfTranslation(row);
    if (!draft) return { ok: false, reason: "no-draft" };
    refuseStructure(page, draft);
    const now = nowIso();
    const source = await latestEnglishRevision(trx, page.id);
    const saved = await writeTranslation(trx, row, {
      ...contentColumns(draft),
      draft: null,
      draft_updated_at: null,
      draft_updated_by: null,
      source_revision_id: source,
      updated_at: now,
      updated_by: actor.userid,
      published_at: now,
      published_by: actor.userid,
    });
    if (!saved) return stale((await translationRow(trx, page.id, language))!);
    const summary =
      options.summary?.trim() ||
      (row.published_at ? summarizeChange(contentOf(row), draft) : "The first published translation");
    await trx
      .insertInto("page_revisions")
      .values({
        page_id: page.id,
        language,
        source_revision_id: source,
        version: saved.version,
        ...contentColumns(draft),
        social_image: page.social_image,
        summary,
        published_by: actor.userid,
        published_at: now,
      })
      .execute();
    await indexPublishedTranslation(trx, language, {
      path: page.path,
      ...draft,
      schedule: { showFrom: page.show_from, showUntil: page.show_until },
    });
    await recordAudit(trx, actor, {
      action: "page_publish",
      entity: "page",
      entityKey: auditKey(page, language),
      before: auditView(row.published_at ? contentOf(row) : null),
      after: { ...auditView(draft), summary },
    });
    return { ok: true, page: forTranslationOffice(page, language, saved, source) };
  });
  if (result.ok) {
    const { path: pagePath, title, description, heading, lead, blocks } = result.page;
    await announcePublished({ path: pagePath, title, description, heading, lead, blocks, language });
  }
  return result;
}

/** Puts one of the translation's published revisions back into its draft. */
export async function restoreTranslationRevision(
  db: Kysely<Database>,
  path: string,
  language: string,
  revisionId: number,
  actor: AuditActor,
  options: { version?: number } = {},
): Promise<PageWriteResult> {
  return db.transaction().execute(async (trx): Promise<PageWriteResult> => {
    const opened = await openTranslation(trx, path, language);
    if (opened.refusal) return opened.refusal;
    const { page, row } = opened;
    if (!row) return { ok: false, reason: "no-revision" };
    if (options.version !== undefined && row.version !== options.version) return stale(row);
    const revision = await trx
      .selectFrom("page_revisions")
      .selectAll()
      .where("id", "=", revisionId)
      .where("page_id", "=", page.id)
      .where("language", "=", language)
      .executeTakeFirst();
    if (!revision) return { ok: false, reason: "no-revision" };
    const content = contentOf(revision);
    const now = nowIso();
    const saved = await writeTranslation(trx, row, {
      draft: JSON.stringify(content),
      draft_updated_at: now,
      draft_updated_by: actor.userid,
      updated_at: now,
      updated_by: actor.userid,
    });
    if (!saved) return stale((await translationRow(trx, page.id, language))!);
    await recordAudit(trx, actor, {
      action: "page_restore",
      entity: "page",
      entityKey: auditKey(page, language),
      before: auditView(draftOfTranslation(row) ?? contentOf(row)),
      after: { ...auditView(content), revision: revision.id },
    });
    return { ok: true, page: forTranslationOffice(page, language, saved, await latestEnglishRevision(trx, page.id)) };
  });
}

/** Per page (trash aside) and language switched on: translated, out of date or missing, and whether a draft waits. */
export async function listTranslationStates(db: Kysely<Database>) {
  const languages = await translationLanguages(db);
  const [pages, rows, latest] = await Promise.all([
    db
      .selectFrom("pages")
      .select(["id", "path", "title", "published_at"])
      .where("trashed_at", "is", null)
      .orderBy("path_key")
      .execute(),
    db
      .selectFrom("page_translations")
      .select(["page_id", "language", "published_at", "source_revision_id", "draft_updated_at"])
      .execute(),
    db
      .selectFrom("page_revisions")
      .select((eb) => ["page_id", eb.fn.max("id").as("id")])
      .where("language", "=", DEFAULT_LANGUAGE)
      .groupBy("page_id")
      .execute(),
  ]);
  const latestOf = new Map(latest.map((row) => [row.page_id, row.id]));
  return {
    languages: languages.map(({ code, name }) => ({ code, name })),
    pages: pages.map((page) => ({
      path: page.path,
      title: page.title,
      published: page.published_at !== null,
      languages: languages.map(({ code }) => {
        const row = rows.find((one) => one.page_id === page.id && one.language === code);
        return {
          code,
          state: translationState(row, latestOf.get(page.id) ?? null),
          draft: Boolean(row?.draft_updated_at),
        };
      }),
    })),
  };
}
