import { createContext, use } from "react";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import type { SiteSettings } from "~/kernel/settings/schema";

/** What every page's frame needs about the site; the root route provides it from its loader. */
/** `sampleKeys`: the settings still holding samples, for a signed-in viewer only (public pages mark them "sample"). */
/** `signedIn`: the viewer has a live session (their pages skip the render cache), so the menu links to the dashboard. */
export type SiteData = { settings: SiteSettings; origin: string; sampleKeys?: readonly string[]; signedIn?: boolean };

export const SiteDataContext = createContext<SiteData>({ settings: DEFAULT_SITE_SETTINGS, origin: "" });

export function useSiteData(): SiteData {
  return use(SiteDataContext);
}
