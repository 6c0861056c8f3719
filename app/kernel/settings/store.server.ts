import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { nowIso } from "~/kernel/database/dialect";
import { heldUntilChanged } from "~/kernel/database/held-until-changed";
import { contentVersion } from "~/kernel/content-version.server";
import { DEFAULT_SITE_SETTINGS } from "./defaults";
import { siteSettingsSchema, type SiteSettings } from "./schema";
import { factKey, sampleFactTranslation, TRANSLATED_FACT_NAMES } from "./fact-translations";
import { PREFIXED_LANGUAGES } from "../i18n/languages";

// The settings table is a key-value store shared by several modules: the school's settings (the site module's
// dashboard), the two-factor rule (accounts), the mail settings (help desk). Each module's code reads and writes
// its keys through these functions; none queries the table itself.

/**
 * Stored values over the defaults; a stored value that no longer validates (a phone number stored before numbers
 * were checked with their STD code) falls back to its default alone, not the whole set.
 */
// (Keys that are not settings, such as "document.<id>" links, are skipped here.)
export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  // Read again only when the database has changed (by any process: decision 146).
  const settings = await heldUntilChanged(db, "site-settings", () => readSiteSettings(db));
  // A copy each time: a caller may change its own.
  const copy = { ...settings };
  copiedFrom.set(copy, settings);
  return copy;
}
const copiedFrom = new WeakMap<SiteSettings, SiteSettings>();

/** A name for the stored settings' content (the same while they are unchanged), from a copy getSiteSettings gave. */
export function siteSettingsVersion(settings: SiteSettings): string {
  return contentVersion(copiedFrom.get(settings) ?? settings);
}

async function readSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  // Every page reads the settings; checking them (phone numbers, the time zone) costs far more than reading the
  // rows. The rows are still read each time, so a change by any process shows at once; an unchanged set of rows
  // reuses its checked result.
  const stored = JSON.stringify(rows.map((row) => [row.key, row.value]));
  if (lastChecked?.stored === stored) return lastChecked.settings;
  const settings = checkSettings(rows);
  lastChecked = { stored, settings };
  return settings;
}
let lastChecked: { stored: string; settings: SiteSettings } | undefined;

function checkSettings(rows: { key: string; value: string }[]): SiteSettings {
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) if (row.key in merged) merged[row.key] = row.value;
  dropStaleSampleTranslations(merged);
  const parsed = siteSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key in DEFAULT_SITE_SETTINGS) merged[key] = DEFAULT_SITE_SETTINGS[key as keyof SiteSettings];
  }
  const again = siteSettingsSchema.safeParse(merged);
  return again.success ? again.data : DEFAULT_SITE_SETTINGS;
}

/**
 * A fact's sample translation is shown only while its English is the sample too: once the office has replaced the
 * English words, the sample Hindi or Telugu would say something else, so that language shows the English until the
 * office writes a translation (decision 143).
 */
function dropStaleSampleTranslations(merged: Record<string, unknown>) {
  for (const code of PREFIXED_LANGUAGES)
    for (const field of TRANSLATED_FACT_NAMES) {
      const key = factKey(field, code);
      const sample = sampleFactTranslation(key);
      if (sample && merged[key] === sample && merged[field] !== DEFAULT_SITE_SETTINGS[field]) merged[key] = "";
    }
}

/** True once any setting has been stored (the sample settings are written only into an empty table). */
export async function hasStoredSettings(db: Kysely<Database>) {
  const rows = await db.selectFrom("site_settings").select("key").limit(1).execute();
  return rows.length > 0;
}

type SettingsSavedListener = (db: Kysely<Database>) => Promise<unknown>;
const savedListeners = new Set<SettingsSavedListener>();

/**
 * Runs `listener` after every save of the settings: the pages' search entries hold the facts filled into their
 * tokens, so the pages module rebuilds them (registered in app/wiring.server.ts; the kernel imports no module).
 */
export function onSiteSettingsSaved(listener: SettingsSavedListener) {
  savedListeners.add(listener);
}

/** Saves every setting; with an actor, the changed values are audited in the same transaction. */
export async function saveSiteSettings(db: Kysely<Database>, settings: SiteSettings, actor?: AuditActor) {
  const updatedAt = nowIso();
  const before = actor ? await getSiteSettings(db) : undefined;
  await db.transaction().execute(async (trx) => {
    if (actor) await recordAudit(trx, actor, { action: "settings", entity: "site_settings", before, after: settings });
    for (const [key, value] of Object.entries(settings))
      await saveSettingValue(trx, key, String(value ?? ""), updatedAt);
  });
  for (const listener of savedListeners) await listener(db);
}

/** The stored text of one setting, or undefined when it was never saved. */
export function readSettingValue(db: Kysely<Database>, key: string) {
  // Held until the database changes: the dashboard's guard asks for the two-factor rule twice on every view.
  return heldUntilChanged(db, `setting:${key}`, async () => {
    const row = await db.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst();
    return row?.value;
  });
}

/** Stores one setting's text (in the caller's transaction when given one). */
export async function saveSettingValue(db: Kysely<Database>, key: string, value: string, updatedAt = nowIso()) {
  await db
    .insertInto("site_settings")
    .values({ key, value, updated_at: updatedAt })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: updatedAt }))
    .execute();
}
