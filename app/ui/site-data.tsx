import { createContext, use } from "react";
import { DEFAULT_SITE_SETTINGS } from "~/modules/site/settings/defaults";
import type { SiteSettings } from "~/modules/site/settings/schema";

/** What every page's frame needs about the site; the root route provides it from its loader. */
export type SiteData = { settings: SiteSettings; origin: string };

export const SiteDataContext = createContext<SiteData>({ settings: DEFAULT_SITE_SETTINGS, origin: "" });

export function useSiteData(): SiteData {
  return use(SiteDataContext);
}
