import express, { Router, type Request, type Response } from "express";
import { listPageRevisions, listPagesForOffice, loadPageForOffice } from "./pages.server";
import { isTranslationLanguage, listTranslationStates, loadTranslationForOffice } from "./page-translations.server";
import { publishPage, restorePageRevision, savePageDraft, type PageWriteResult } from "./page-edits.server";
import { createPage, restorePageFromTrash, setPageHidden, trashPage, type PageStateResult } from "./page-states.server";
import { loadOfficeMenu } from "./menu-read.server";
import { saveMenu } from "./menu.server";
import { loadTextTranslations } from "./text-translations.server";
import { parseMenu, STALE_MENU } from "./menu";
import {
  newPageSchema,
  pagePublishSchema,
  pageVisibilitySchema,
  parsePageDraft,
  pageVersionSchema,
  publishSchedule,
  STALE_DRAFT,
  type PageForOffice,
} from "./schema";
import { FIX_FIELDS } from "~/kernel/form";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { resolveTypedSchedule } from "~/kernel/schedule.server";
import { STARTED_NOW_NOTICE } from "~/kernel/schedule";

export const pagesRouter = Router();

/** The largest page body accepted: a few hundred blocks of ordinary text fit well under it. */
export const PAGE_BODY_LIMIT = "512kb";
/** Mounted before the API's general 64 kB parser, which then leaves the already-read body alone. */
export const pageBodyParser = express.json({ limit: PAGE_BODY_LIMIT, strict: true });

const NO_PAGE = "No such page.";
const IN_TRASH = "This page is in the trash: restore it first (POST /api/pages/{path}/restore).";

/** A page as the API shows it: the published words, the draft (or null) and when it was published. */
const pageView = (page: PageForOffice) => ({
  path: page.path,
  title: page.title,
  description: page.description,
  heading: page.heading,
  lead: page.lead ?? "",
  blocks: page.blocks,
  hidden: page.hidden,
  builtIn: page.builtIn,
  trashedAt: page.trashedAt,
  menuSection: page.menuSection,
  version: page.version,
  draft: page.draft,
  publishedAt: page.publishedAt,
  publishedBy: page.publishedBy,
  showFrom: page.showFrom,
  showUntil: page.showUntil,
  updatedAt: page.updatedAt,
  updatedBy: page.updatedBy,
  language: page.language ?? "en",
  ...(page.translationState
    ? { translationState: page.translationState, sourceRevisionId: page.sourceRevisionId ?? null }
    : {}),
});

/** Sends the outcome of a write: the page, or 404 / 409 (with who changed it and when) / 400. */
function sendWrite(res: Response, result: PageWriteResult, notice?: string) {
  if (result.ok) return res.json(notice ? { ...pageView(result.page), notice } : pageView(result.page));
  switch (result.reason) {
    case "missing":
      return sendError(res, 404, NO_PAGE);
    case "no-revision":
      return sendError(res, 404, "No such revision of this page.");
    case "no-draft":
      return sendError(res, 400, "There are no draft changes to publish.");
    case "trashed":
      return sendError(res, 409, IN_TRASH);
    case "stale":
      return res
        .status(409)
        .json({ error: STALE_DRAFT, fields: {}, changedBy: result.changedBy, changedAt: result.changedAt });
  }
}

// Express decodes the path; `/api/pages/transport` and `/api/pages/Transport` are the same page.
const pathOf = (req: Request) => String(req.params.path);

/**
 * `?language=hi` makes the page's reads and writes those of its translation (the same endpoints and commands);
 * without it, or with "en", the English page. A language the office has not switched on is answered 404.
 */
async function languageOf(req: Request, res: Response): Promise<string | undefined> {
  const code = typeof req.query.language === "string" ? req.query.language : "en";
  if (code === "en" || (await isTranslationLanguage(db(), code))) return code;
  sendError(res, 404, `No language “${code.slice(0, 20)}” is switched on (Site settings → Languages).`);
  return undefined;
}

pagesRouter.get("/pages", requireRole("editor"), async (_req, res) => {
  res.json(await listPagesForOffice(db()));
});

// Per page and language switched on: translated, out-of-date or missing (before /pages/:path, which it would match).
pagesRouter.get("/pages/translations", requireRole("editor"), async (_req, res) => {
  res.json(await listTranslationStates(db()));
});

// Per news post, event, the ticker, slide caption and menu label and language: the same as the overview page.
pagesRouter.get("/translations/texts", requireRole("editor"), async (req, res) => {
  res.json(await loadTextTranslations(db(), { work: req.query.show === "work" }));
});

pagesRouter.get("/pages/:path", requireRole("editor"), async (req, res) => {
  const language = await languageOf(req, res);
  if (!language) return;
  const page = await (language === "en"
    ? loadPageForOffice(db(), pathOf(req))
    : loadTranslationForOffice(db(), pathOf(req), language));
  if (!page) return sendError(res, 404, NO_PAGE);
  res.json(pageView(page));
});

pagesRouter.put("/pages/:path/draft", requireRole("editor"), async (req, res) => {
  const language = await languageOf(req, res);
  if (!language) return;
  const parsed = parsePageDraft(req.body, pathOf(req));
  if (!parsed.ok) return sendError(res, 400, FIX_FIELDS, parsed.fields);
  sendWrite(res, await savePageDraft(db(), pathOf(req), parsed.data, actorOf(req, res), language));
});

pagesRouter.post("/pages/:path/publish", requireRole("editor"), async (req, res) => {
  const language = await languageOf(req, res);
  if (!language) return;
  const { showFrom, showUntil, ...options } = parseBody(pagePublishSchema, req.body);
  const typed = publishSchedule({ showFrom, showUntil });
  if (typed && language !== "en")
    return sendError(res, 400, FIX_FIELDS, {
      showFrom: "A translation shows while its English page shows: set the schedule on the English page",
    });
  const resolved = typed && (await resolveTypedSchedule(db(), typed));
  const schedule = resolved && { showFrom: resolved.showFrom, showUntil: resolved.showUntil };
  const result = await publishPage(db(), pathOf(req), actorOf(req, res), { ...options, schedule, language });
  sendWrite(res, result, resolved?.startedNow ? STARTED_NOW_NOTICE : undefined);
});

pagesRouter.get("/pages/:path/revisions", requireRole("editor"), async (req, res) => {
  const language = await languageOf(req, res);
  if (!language) return;
  const revisions = await listPageRevisions(db(), pathOf(req), language);
  if (!revisions) return sendError(res, 404, NO_PAGE);
  res.json(revisions);
});

pagesRouter.post("/pages/:path/revisions/:id/restore", requireRole("editor"), async (req, res) => {
  const language = await languageOf(req, res);
  if (!language) return;
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) return sendError(res, 404, "No such revision of this page.");
  const { version } = parseBody(pageVersionSchema, req.body);
  sendWrite(res, await restorePageRevision(db(), pathOf(req), id, actorOf(req, res), { version, language }));
});

/** Sends the outcome of a trash, restore or hide: the page, or 404 / 409 with the reason. */
function sendState(res: Response, result: PageStateResult, status = 200) {
  if (result.ok) return res.status(status).json(pageView(result.page));
  switch (result.reason) {
    case "missing":
      return sendError(res, 404, NO_PAGE);
    case "built-in":
      return sendError(
        res,
        409,
        "This is one of the website's own pages: it cannot be deleted, only hidden from the menu (PUT /api/pages/{path}/visibility).",
      );
    case "trashed":
      return sendError(res, 409, IN_TRASH);
    case "not-trashed":
      return sendError(res, 409, "This page is not in the trash.");
  }
}

pagesRouter.post("/pages", requireRole("editor"), async (req, res) => {
  const input = parseBody(newPageSchema, req.body);
  const created = await createPage(db(), input, actorOf(req, res));
  res
    .status(201)
    .location(`/api/pages/${created.path.slice(1)}`)
    .json(pageView(created));
});

// Pages the office added go to the trash (restorable for 30 days); the spec's own pages are refused.
pagesRouter.delete("/pages/:path", requireRole("editor"), async (req, res) => {
  sendState(res, await trashPage(db(), pathOf(req), actorOf(req, res)));
});

pagesRouter.post("/pages/:path/restore", requireRole("editor"), async (req, res) => {
  sendState(res, await restorePageFromTrash(db(), pathOf(req), actorOf(req, res)));
});

pagesRouter.put("/pages/:path/visibility", requireRole("editor"), async (req, res) => {
  const { hidden } = parseBody(pageVisibilitySchema, req.body);
  sendState(res, await setPageHidden(db(), pathOf(req), hidden, actorOf(req, res)));
});

// The menu: entries in order, each link with what it leads to, and the version to send back with a change.
pagesRouter.get("/menu", requireRole("editor"), async (_req, res) => {
  res.json(await loadOfficeMenu(db()));
});

pagesRouter.put("/menu", requireRole("editor"), async (req, res) => {
  const parsed = parseMenu(req.body);
  if (!parsed.ok) return sendError(res, 400, FIX_FIELDS, parsed.fields);
  const saved = await saveMenu(db(), parsed.data, actorOf(req, res));
  if (saved.ok) return res.json(saved.menu);
  if (saved.reason === "fields") return sendError(res, 400, FIX_FIELDS, saved.fields);
  res.status(409).json({ error: STALE_MENU, fields: {}, changedBy: saved.changedBy, changedAt: saved.changedAt });
});
