import type { Kysely } from "kysely";
import { db as appDb } from "~platform/database/connection";
import type { Database } from "../../../db/schema";
import { nowIso } from "~platform/database/dialect";
import { recordAudit, type AuditActor } from "~/lib/audit.server";
import { documentLinksSchema, type DocumentLinks } from "./documents";
import type { SiteSettings } from "~/lib/site-settings/schema";
import { getSiteSettings } from "~/lib/site-settings/site-settings.server";

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

const DOCUMENT_KEY_PREFIX = "document.";

/** The Downloads links the office set (id → link); documents without one keep their built-in file. */
export async function getDocumentLinks(db: Kysely<Database>): Promise<DocumentLinks> {
  const rows = await db
    .selectFrom("site_settings")
    .select(["key", "value"])
    .where("key", "like", `${DOCUMENT_KEY_PREFIX}%`)
    .execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key.slice(DOCUMENT_KEY_PREFIX.length), row.value]));
  const parsed = documentLinksSchema.safeParse(stored);
  // A stored value that no longer validates is ignored rather than breaking the page.
  return parsed.success ? parsed.data : documentLinksSchema.parse({});
}

export async function saveDocumentLinks(db: Kysely<Database>, links: DocumentLinks, actor: AuditActor) {
  const before = await getDocumentLinks(db);
  const updatedAt = nowIso();
  await db.transaction().execute(async (trx) => {
    for (const [id, link] of Object.entries(links)) {
      const key = `${DOCUMENT_KEY_PREFIX}${id}`;
      if (!link) {
        await trx.deleteFrom("site_settings").where("key", "=", key).execute();
        continue;
      }
      await trx
        .insertInto("site_settings")
        .values({ key, value: link, updated_at: updatedAt })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: link, updated_at: updatedAt }))
        .execute();
    }
    await recordAudit(trx, actor, { action: "settings", entity: "document_links", before, after: links });
  });
}

/** getDocumentLinks on the app's own database, for page loaders. */
export function loadDocumentLinks() {
  return getDocumentLinks(appDb());
}
