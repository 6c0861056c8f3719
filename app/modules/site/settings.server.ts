// The settings are stored by the kernel (app/kernel/settings/store.server.ts), which other modules' settings share.
export {
  getSiteSettings,
  hasStoredSettings,
  saveSiteSettings,
  siteSettingsVersion,
} from "~/kernel/settings/store.server";
