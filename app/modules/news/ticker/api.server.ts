import { Router } from "express";
import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { getPublicNews, updateNews } from "./news.server";
import { newsSchema } from "./schema";
import { getSiteSettings } from "~/modules/site/index.server";
import { parseBody } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const newsRouter = Router();

/** The ticker's texts: { jobOpenings, latestEvent }. */
newsRouter.get("/news", async (_req, res) => {
  const database = db();
  res.setHeader("Cache-Control", "no-cache");
  res.json((await getPublicNews(database, await getSiteSettings(database))) ?? { jobOpenings: "", latestEvent: "" });
});

/** Replaces both texts; every visitor sees them on their next page view. */
newsRouter.post("/news", requireRole("editor"), async (req, res) => {
  const news = parseBody(newsSchema, req.body);
  const database = db();
  const { startedNow, showFrom, showUntil } = await updateNews(
    database,
    await getSiteSettings(database),
    news,
    actorOf(req, res),
  );
  res.json({
    message: "Successfully Submitted",
    jobOpenings: news.jobOpenings,
    latestEvent: news.latestEvent,
    ...(showFrom || showUntil ? { showFrom, showUntil } : {}),
    ...(startedNow ? { notice: STARTED_NOW_NOTICE } : {}),
  });
});
