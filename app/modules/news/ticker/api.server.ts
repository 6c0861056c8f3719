import { Router } from "express";
import { getNews, updateNews } from "./news.server";
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
  res.json(await getNews(database, await getSiteSettings(database)));
});

/** Replaces both texts; every visitor sees them on their next page view. */
newsRouter.post("/news", requireRole("editor"), async (req, res) => {
  const news = parseBody(newsSchema, req.body);
  const database = db();
  await updateNews(database, await getSiteSettings(database), news, actorOf(req, res));
  res.json({ message: "Successfully Submitted", ...news });
});
