// The site module's public face on the server: what other modules and the Express wiring may call.
export { settingsRouter } from "./api.server";
export { LOGO_MAX_BYTES, LOGO_MESSAGE, storeLogo } from "./logo.server";
export { getSiteSettings, hasStoredSettings, saveSiteSettings, siteSettingsVersion } from "./settings.server";
