import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { readSettingValue, saveSettingValue } from "~/kernel/settings/store.server";
import { CLASS_NAMES } from "~/kernel/settings/facts";
import { defaultAdmissionsSettings, type AdmissionsSettings } from "./settings";

const SETTINGS_KEY = "admissions.settings";

/** The office's admissions settings over the seeded ones (a class or document added later gets its default). */
export async function readAdmissionsSettings(db: Kysely<Database>): Promise<AdmissionsSettings> {
  const seeded = defaultAdmissionsSettings();
  const stored = await readSettingValue(db, SETTINGS_KEY);
  if (!stored) return seeded;
  try {
    const saved = JSON.parse(stored) as Partial<AdmissionsSettings>;
    const classes = { ...seeded.classes };
    for (const name of CLASS_NAMES)
      if (saved.classes?.[name]) classes[name] = { ...seeded.classes[name], ...saved.classes[name] };
    return { ...seeded, ...saved, classes, documents: { ...seeded.documents, ...saved.documents } };
  } catch {
    return seeded;
  }
}

export async function saveAdmissionsSettings(db: Kysely<Database>, settings: AdmissionsSettings, actor: AuditActor) {
  const before = await readAdmissionsSettings(db);
  await db.transaction().execute(async (trx) => {
    await saveSettingValue(trx, SETTINGS_KEY, JSON.stringify(settings));
    await recordAudit(trx, actor, { action: "settings", entity: "admissions_settings", before, after: settings });
  });
}
