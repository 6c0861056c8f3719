import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { readSettingValue, saveSettingValue } from "~/kernel/settings/store.server";
import { defaultRteSettings, type RteSettings } from "./rte";

const SETTINGS_KEY = "admissions.rte";

export async function readRteSettings(db: Kysely<Database>): Promise<RteSettings> {
  const stored = await readSettingValue(db, SETTINGS_KEY);
  try {
    return { ...defaultRteSettings(), ...(stored ? (JSON.parse(stored) as Partial<RteSettings>) : {}) };
  } catch {
    return defaultRteSettings();
  }
}

export async function saveRteSettings(db: Kysely<Database>, settings: RteSettings, actor: AuditActor) {
  const before = await readRteSettings(db);
  await db.transaction().execute(async (trx) => {
    await saveSettingValue(trx, SETTINGS_KEY, JSON.stringify(settings));
    await recordAudit(trx, actor, { action: "settings", entity: "admissions_rte_settings", before, after: settings });
  });
}
