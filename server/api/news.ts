import { Router } from "express";
import { getNews, updateNews } from "../../app/features/news/news.server";
import { newsSchema } from "../../app/features/news/schema";
import { getSiteSettings } from "../../app/features/settings/settings.server";
import { parseBody } from "./errors";
import { actorOf, requireRole } from "./guard";

export const newsRouter = Router();

/** The ticker's texts: { jobOpenings, latestEvent }. */
newsRouter.get("/news", async (_req, res) => {
  const database = res.locals.database;
  res.setHeader("Cache-Control", "no-cache");
  res.json(await getNews(database, await getSiteSettings(database)));
});

/** Replaces both texts; every visitor sees them on their next page view. */
newsRouter.post("/news", requireRole("editor"), async (req, res) => {
  const news = parseBody(newsSchema, req.body);
  const database = res.locals.database;
  await updateNews(database, await getSiteSettings(database), news, actorOf(req, res));
  res.json({ message: "Successfully Submitted", ...news });
});
