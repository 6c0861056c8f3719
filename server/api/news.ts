import { Router } from "express";
import { db } from "~platform/database/connection";
import { getNews, updateNews } from "../../app/features/news/news.server";
import { newsSchema } from "../../app/features/news/schema";
import { getSiteSettings } from "../../app/features/settings/settings.server";
import { backToPanel, readFormOrJson, wantsPage } from "./dashboard-form";
import { ApiError, parseBody } from "./errors";
import { requireRole } from "./guard";
import { actorOf } from "./uploads";

export const newsRouter = Router();

/** The ticker's texts: { jobOpenings, latestEvent }. */
newsRouter.get("/news", async (_req, res, next) => {
  try {
    const database = db();
    res.setHeader("Cache-Control", "no-cache");
    res.json(await getNews(database, await getSiteSettings(database)));
  } catch (error) {
    next(error);
  }
});

/** Replaces both texts; every visitor sees them on their next page view. */
newsRouter.post("/news", requireRole("editor"), async (req, res, next) => {
  const page = wantsPage(req);
  try {
    const news = parseBody(newsSchema, await readFormOrJson(req));
    const database = db();
    await updateNews(database, await getSiteSettings(database), news, actorOf(req, res.locals.user!));
    if (page) return backToPanel(res, "latest-news", { ok: true });
    res.json({ message: "Successfully Submitted", ...news });
  } catch (error) {
    if (page && error instanceof ApiError)
      return backToPanel(res, "latest-news", { ok: false, error: error.message, fields: error.fields });
    next(error);
  }
});
