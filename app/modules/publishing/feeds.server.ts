import { Router, type Request } from "express";
import { config } from "~/kernel/config";

/** The feeds' texts, made by the modules that own them (passed in, so publishing imports neither events nor news). */
export type FeedMakers = {
  /** The whole calendar, or one event's file by its address; undefined for no such event. */
  eventFeed: (origin: string, slug?: string) => Promise<string | undefined>;
  newsFeed: (origin: string) => Promise<string>;
};

// A scheduled post or event reaches feed readers within a minute (docs/decisions/126-scheduled-publishing.md).
const FEED_CACHE = "public, max-age=60";

const origin = (req: Request) => (config().PUBLIC_URL ?? `${req.protocol}://${req.get("host")}`).replace(/\/$/, "");

/** Calendar and news feeds for calendar apps and feed readers (text formats, not pages). */
export function feedsRouter({ eventFeed, newsFeed }: FeedMakers) {
  const router = Router();
  router.get("/events.ics", async (req, res, next) => {
    try {
      const text = await eventFeed(origin(req));
      res.type("text/calendar; charset=utf-8").set("Cache-Control", FEED_CACHE).send(text);
    } catch (error) {
      next(error);
    }
  });
  router.get("/Events/:file", async (req, res, next) => {
    const file = req.params.file;
    if (!file.endsWith(".ics")) return next();
    try {
      const slug = file.slice(0, -".ics".length);
      const text = await eventFeed(origin(req), slug);
      if (text === undefined) return res.status(404).type("text/plain").send("No such event.");
      res.attachment(`${slug}.ics`).type("text/calendar; charset=utf-8").set("Cache-Control", FEED_CACHE).send(text);
    } catch (error) {
      next(error);
    }
  });
  router.get("/news.xml", async (req, res, next) => {
    try {
      const text = await newsFeed(origin(req));
      res.type("application/rss+xml; charset=utf-8").set("Cache-Control", FEED_CACHE).send(text);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
