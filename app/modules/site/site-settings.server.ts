import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "~/kernel/settings/schema";

// Every page reads the settings (the frame, the event feeds); the settings feature writes them.
/** Stored values over the defaults; a stored value that no longer validates falls back to its default. */
// (Keys that are not settings, such as "document.<id>" links, are skipped here.)
export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) if (row.key in merged) merged[row.key] = row.value;
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}
