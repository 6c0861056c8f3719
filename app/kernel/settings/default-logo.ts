import logoMarkup from "../../../public/logo.svg?raw";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";

/** Where the default logo is served (public/logo.svg), and the settings' logo until the school uploads its own. */
const DEFAULT_LOGO_PATH = DEFAULT_SITE_SETTINGS.logoUrl;

/**
 * The default logo written into the page itself: a page then asks for no picture before its first paint (the
 * header's logo and the tab's icon were two requests of a few hundred bytes each on every first visit). Only
 * the characters a data URL may not carry are escaped, so it stays short and compresses with the page.
 */
export const DEFAULT_LOGO_DATA_URL = `data:image/svg+xml,${logoMarkup.trim().replace(/[<>#%"\s]/g, encodeURIComponent)}`;

/** The logo to draw: an uploaded one as it is, the default one inline. */
export const logoSource = (logoUrl: string) =>
  !logoUrl || logoUrl === DEFAULT_LOGO_PATH ? DEFAULT_LOGO_DATA_URL : logoUrl;
