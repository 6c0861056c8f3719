import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "../../../db/dialect";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { DEFAULT_SITE_SETTINGS, siteSettingsSchema, type SiteSettings } from "./schema";

/** Stored values over the defaults; a stored value that no longer validates falls back to its default. */
export async function getSiteSettings(db: Kysely<Database>): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  const merged: Record<string, unknown> = { ...DEFAULT_SITE_SETTINGS };
  for (const row of rows) if (row.key in merged) merged[row.key] = row.value;
  const parsed = siteSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_SITE_SETTINGS;
}

/** Saves every setting; with an actor, the changed values are audited in the same transaction. */
export async function saveSiteSettings(db: Kysely<Database>, settings: SiteSettings, actor?: AuditActor) {
  const updatedAt = nowIso();
  const before = actor ? await getSiteSettings(db) : undefined;
  await db.transaction().execute(async (trx) => {
    if (actor) await recordAudit(trx, actor, { action: "settings", entity: "site_settings", before, after: settings });
    for (const [key, value] of Object.entries(settings)) {
      await trx
        .insertInto("site_settings")
        .values({ key, value: String(value ?? ""), updated_at: updatedAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(value ?? ""), updated_at: updatedAt }))
        .execute();
    }
  });
}
