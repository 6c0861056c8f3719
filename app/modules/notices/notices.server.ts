import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { getMailSettings } from "~/modules/help-desk/index.server";
import { buildNotice, NOTICE_KINDS, type NoticeDocument, type NoticeKind } from "./content";

export type NoticeVersion = { kind: NoticeKind; version: number; createdAt: string; document: NoticeDocument };

const toVersion = (row: { kind: NoticeKind; version: number; body: string; created_at: string }): NoticeVersion => ({
  kind: row.kind,
  version: row.version,
  createdAt: row.created_at,
  document: JSON.parse(row.body) as NoticeDocument,
});

const latestRow = (db: Kysely<Database>, kind: NoticeKind) =>
  db
    .selectFrom("notice_versions")
    .select(["kind", "version", "body", "created_at"])
    .where("kind", "=", kind)
    .orderBy("version", "desc")
    .limit(1)
    .executeTakeFirst();

/**
 * The notice as it reads now, stored as a new version when its text differs from the last one: a change of the
 * settings, of the retention period or of the generated wording (a form's new field) all make one. Safe on several
 * instances at once: the (kind, version) pair is unique, and the loser of a race reads the winner's row.
 */
export async function currentNotice(db: Kysely<Database>, kind: NoticeKind): Promise<NoticeVersion> {
  const [settings, mail] = await Promise.all([getSiteSettings(db), getMailSettings(db)]);
  const body = JSON.stringify(buildNotice(kind, settings, { retentionMonths: mail.retentionMonths }));
  const latest = await latestRow(db, kind);
  if (latest?.body === body) return toVersion(latest);
  await db
    .insertInto("notice_versions")
    .values({ kind, version: (latest?.version ?? 0) + 1, body, created_at: nowIso() })
    .onConflict((oc) => oc.columns(["kind", "version"]).doNothing())
    .execute();
  return toVersion((await latestRow(db, kind))!);
}

/** Brings both notices' versions up to date (after the settings are saved, and at start). */
export async function refreshNoticeVersions(db: Kysely<Database>) {
  for (const kind of NOTICE_KINDS) await currentNotice(db, kind);
}

/** One earlier (or the current) version as it was shown, or undefined when there is none by that number. */
export async function noticeVersion(db: Kysely<Database>, kind: NoticeKind, version: number) {
  const row = await db
    .selectFrom("notice_versions")
    .select(["kind", "version", "body", "created_at"])
    .where("kind", "=", kind)
    .where("version", "=", version)
    .executeTakeFirst();
  return row ? toVersion(row) : undefined;
}

/** Every version's number and date, newest first. */
export async function listNoticeVersions(db: Kysely<Database>, kind: NoticeKind) {
  const rows = await db
    .selectFrom("notice_versions")
    .select(["version", "created_at"])
    .where("kind", "=", kind)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({ version: row.version, createdAt: row.created_at }));
}

/** The forms that record an agreement, by the name the consent table keeps. */
export type ConsentForm = "enquiry" | "callback" | "contact" | "pledge" | "alumni" | "admission";

/**
 * Records that the sender of `form` (known by the reference they were given) agreed to the privacy notice: the
 * version current now unless the form carried the one the person saw. Called inside the form's own transaction.
 */
export async function recordPrivacyConsent(
  db: Kysely<Database>,
  consent: { form: ConsentForm; reference: string; version?: number },
) {
  const version = consent.version ?? (await currentNotice(db, "privacy")).version;
  await db
    .insertInto("privacy_consents")
    .values({ form: consent.form, reference: consent.reference, notice_version: version, agreed_at: nowIso() })
    .execute();
  return version;
}

/** The version the sender of `reference` agreed to, or undefined (the office's view of a submission). */
export async function consentedVersion(db: Kysely<Database>, form: ConsentForm, reference: string) {
  const row = await db
    .selectFrom("privacy_consents")
    .select("notice_version")
    .where("form", "=", form)
    .where("reference", "=", reference)
    .orderBy("id", "desc")
    .executeTakeFirst();
  return row?.notice_version;
}
