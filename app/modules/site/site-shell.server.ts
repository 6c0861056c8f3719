import { db } from "~/kernel/database/connection";
import { config } from "~/kernel/config";
import { getNews } from "~/modules/news/ticker/news.server";
import { loadNextEvent } from "~/modules/events/events.server";
import { loadPinnedPost } from "~/modules/news/posts.server";
import { loadPublicMenu } from "~/modules/pages/menu.server";
import { getSiteSettings } from "~/modules/site/settings/site-settings.server";

/** What every page's header, ticker and footer need. */
export async function loadSiteShell() {
  const database = db();
  const settings = await getSiteSettings(database);
  const [news, visitorCount, pinnedPost, nextEvent, menu] = await Promise.all([
    getNews(database, settings),
    readVisitorCount(),
    loadPinnedPost(),
    loadNextEvent(),
    loadPublicMenu(database),
  ]);
  // Besides its two texts (spec), the ticker links to the pinned post and the next event when there are any.
  const links = [pinnedPost, nextEvent].filter((link) => link !== undefined);
  return { settings, news: { ...news, links }, visitorCount, menu };
}

async function readVisitorCount() {
  const row = await db().selectFrom("visitor_count").select("count").where("id", "=", 1).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The site's public address for canonical links: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: Request) {
  return (config().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
