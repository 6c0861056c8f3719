import { db } from "~/kernel/database/connection";
import { getNews } from "~/modules/news/index.server";
import { loadNextEvent } from "~/modules/events/index.server";
import { loadPinnedPost } from "~/modules/news/index.server";
import { loadPublicMenu } from "~/modules/pages/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { readVisitorCount } from "~/modules/visitors/index.server";
import { readSession, readSessionToken } from "~/modules/accounts/index.server";
import { sampleSettingKeys } from "~/kernel/settings/samples";
import { shownPhones } from "~/kernel/phone-shown";

// The page frame composes the modules: it sits on top, beside the root route that loads it.
/** What every page's header, ticker and footer need. */
export async function loadSiteShell(request: Request) {
  const database = db();
  const settings = await getSiteSettings(database);
  // Signed-in pages skip the render cache, so only they carry the "sample" marks.
  const signedIn = Boolean(await readSession(database, readSessionToken(request.headers.get("cookie"))));
  const [news, visitorCount, pinnedPost, nextEvent, menu] = await Promise.all([
    getNews(database, settings),
    readVisitorCount(database),
    loadPinnedPost(),
    loadNextEvent(),
    loadPublicMenu(database),
  ]);
  // Besides its two texts (spec), the ticker links to the pinned post and the next event when there are any.
  const links = [pinnedPost, nextEvent].filter((link) => link !== undefined);
  return {
    settings,
    news: { ...news, links },
    visitorCount,
    menu,
    sampleKeys: signedIn ? sampleSettingKeys(settings) : [],
    phones: shownPhones([settings.phone, settings.phone2], [settings.centralOffice]),
  };
}
