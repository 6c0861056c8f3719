import { db } from "~/kernel/database/connection";
import { getPublicNews } from "~/modules/news/index.server";
import { loadNextEvent } from "~/modules/events/index.server";
import { loadPinnedPost } from "~/modules/news/index.server";
import { loadPublicMenu } from "~/modules/pages/index.server";
import { getSiteSettings, siteSettingsVersion } from "~/modules/site/index.server";
import { contentVersion } from "~/kernel/content-version.server";
import { readVisitorCount } from "~/modules/visitors/index.server";
import { requestSession } from "~/modules/accounts/index.server";
import { sampleSettingKeys } from "~/kernel/settings/samples";
import { loadBannerAlerts } from "~/modules/alerts/index.server";
import { shownPhones } from "~/kernel/phone-shown";
import { requestLanguage } from "~/kernel/request-path";
import { settingsInLanguage } from "~/kernel/settings/fact-language.server";

// The page frame composes the modules: it sits on top, beside the root route that loads it.
/** What every page's alert banner, header, ticker and footer need. */
export async function loadSiteShell(request: Request) {
  const database = db();
  const language = requestLanguage(request);
  const stored = await getSiteSettings(database);
  // The school's facts in the page's language where the office translated them (decision 143).
  const settings = settingsInLanguage(stored, language);
  // Signed-in pages skip the render cache, so only they carry the "sample" marks.
  const signedIn = Boolean(await requestSession(database, request));
  const [news, visitorCount, pinnedPost, nextEvent, menu, alerts] = await Promise.all([
    getPublicNews(database, settings, language),
    readVisitorCount(database),
    loadPinnedPost(language),
    loadNextEvent(language),
    loadPublicMenu(database, language),
    loadBannerAlerts(),
  ]);
  // Besides its two texts (spec), the ticker links to the pinned post and the next event when there are any.
  const links = [pinnedPost, nextEvent].filter((link) => link !== undefined);
  // Outside the two lines' schedule the ticker keeps its links, and is left out when it has none.
  const ticker = news || links.length > 0 ? { jobOpenings: "", latestEvent: "", ...news, links } : undefined;
  return {
    settings,
    news: ticker,
    visitorCount,
    menu,
    alerts,
    sampleKeys: signedIn ? sampleSettingKeys(stored, language) : [],
    // The menu offers "Dashboard" rather than the staff sign-in: such a page is never kept in the render cache.
    signedIn,
    phones: shownPhones([settings.phone, settings.phone2], [settings.centralOffice]),
    // What the header, menu and footer are drawn from, named: a page without React sends them as drawn before.
    frameVersion: `${siteSettingsVersion(stored)}.${contentVersion(menu)}`,
  };
}
