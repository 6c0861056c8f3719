import { Router, type Request, type Response } from "express";
import { DEFAULT_LANGUAGE, PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { config } from "~/kernel/config";

/**
 * The feeds' texts, made by the modules that own them (passed in, so publishing imports neither events nor news);
 * `language` is the address's prefix (/hi/news.xml). Undefined: no such event, or a language not switched on.
 */
export type FeedMakers = {
  /** The whole calendar, or one event's file by its address. */
  eventFeed: (origin: string, slug?: string, language?: string) => Promise<string | undefined>;
  newsFeed: (origin: string, language?: string) => Promise<string | undefined>;
};

// A scheduled post or event reaches feed readers within a minute (docs/decisions/126-scheduled-publishing.md).
const FEED_CACHE = "public, max-age=60";

const origin = (req: Request) => (config().PUBLIC_URL ?? `${req.protocol}://${req.get("host")}`).replace(/\/$/, "");

const notFound = (res: Response, what: string) => res.status(404).type("text/plain").send(`No such ${what}.`);

/** Calendar and news feeds for calendar apps and feed readers (text formats, not pages), in every language. */
export function feedsRouter({ eventFeed, newsFeed }: FeedMakers) {
  const router = Router();
  for (const language of [DEFAULT_LANGUAGE, ...PREFIXED_LANGUAGES]) {
    const prefix = language === DEFAULT_LANGUAGE ? "" : `/${language}`;
    router.get(`${prefix}/events.ics`, async (req, res, next) => {
      try {
        const text = await eventFeed(origin(req), undefined, language);
        if (text === undefined) return notFound(res, "calendar");
        res.type("text/calendar; charset=utf-8").set("Cache-Control", FEED_CACHE).send(text);
      } catch (error) {
        next(error);
      }
    });
    router.get(`${prefix}/Events/:file`, async (req, res, next) => {
      const file = req.params.file;
      if (!file.endsWith(".ics")) return next();
      try {
        const slug = file.slice(0, -".ics".length);
        const text = await eventFeed(origin(req), slug, language);
        if (text === undefined) return notFound(res, "event");
        res.attachment(`${slug}.ics`).type("text/calendar; charset=utf-8").set("Cache-Control", FEED_CACHE).send(text);
      } catch (error) {
        next(error);
      }
    });
    router.get(`${prefix}/news.xml`, async (req, res, next) => {
      try {
        const text = await newsFeed(origin(req), language);
        if (text === undefined) return notFound(res, "feed");
        res.type("application/rss+xml; charset=utf-8").set("Cache-Control", FEED_CACHE).send(text);
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
