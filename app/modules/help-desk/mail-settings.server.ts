import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { readSettingValue, saveSettingValue } from "~/kernel/settings/store.server";
import { DEFAULT_MAIL_SETTINGS, mailSettingsSchema, type MailSettings } from "./mail-settings";

const KEY = "mail.settings";

/** Stored settings over the defaults; a stored value that no longer validates falls back to the defaults. */
export async function getMailSettings(db: Kysely<Database>): Promise<MailSettings> {
  const value = await readSettingValue(db, KEY);
  if (value === undefined) return DEFAULT_MAIL_SETTINGS;
  try {
    const stored = JSON.parse(value) as Partial<MailSettings>;
    const parsed = mailSettingsSchema.safeParse({
      ...DEFAULT_MAIL_SETTINGS,
      ...stored,
      officeAddresses: { ...DEFAULT_MAIL_SETTINGS.officeAddresses, ...stored.officeAddresses },
      dailyDigest: { ...DEFAULT_MAIL_SETTINGS.dailyDigest, ...stored.dailyDigest },
    });
    return parsed.success ? parsed.data : DEFAULT_MAIL_SETTINGS;
  } catch {
    return DEFAULT_MAIL_SETTINGS;
  }
}

export async function saveMailSettings(db: Kysely<Database>, settings: MailSettings, actor: AuditActor) {
  const before = await getMailSettings(db);
  await db.transaction().execute(async (trx) => {
    await saveSettingValue(trx, KEY, JSON.stringify(settings));
    await recordAudit(trx, actor, {
      action: "settings",
      entity: "mail_settings",
      before: flatten(before),
      after: flatten(settings),
    });
  });
}

function flatten(settings: MailSettings) {
  return {
    ...Object.fromEntries(Object.entries(settings.officeAddresses).map(([k, v]) => [`office.${k}`, v])),
    ...Object.fromEntries(Object.entries(settings.dailyDigest).map(([k, v]) => [`digest.${k}`, v])),
    sendPerMinute: settings.sendPerMinute,
    retentionMonths: settings.retentionMonths,
  };
}
