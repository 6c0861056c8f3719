import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import type { SiteSettings } from "~/kernel/settings/schema";
import { getSiteSettings } from "~/modules/site/site-settings.server";

export { getSiteSettings };

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
