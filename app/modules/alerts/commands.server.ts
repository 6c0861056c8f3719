import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import { config } from "~/kernel/config";
import { formatMoment, zonedInstant } from "~/kernel/dates";
import { getSiteSettings, saveSettingValue } from "~/kernel/settings/store.server";
import type { SiteSettings } from "~/kernel/settings/schema";
import { languageByCode } from "~/kernel/i18n/languages";
import { enqueueMail, isDeliverableAddress, oneLine, wakeMailSender } from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import { alertFromRow, findAlert, MAILING_LIST_KEY, readMailingList } from "./queries.server";
import { SEVERITY_LABELS, type Alert, type AlertInput, type MailingList } from "./schema";

// Writes of the alerts table: one transaction each with its audit entry (and an emergency's e-mail to the mailing
// list, queued in the outbox), then every listener hears that the banner changed (server/app.ts clears the pages).

const changeListeners = new Set<() => void>();

/** Calls `listener` after each change of the alerts (the render cache forgets its pages on every instance). */
export function onAlertsChanged(listener: () => void) {
  changeListeners.add(listener);
}

function announceAlertsChanged() {
  for (const listener of changeListeners) listener();
}

/** A wall-clock "2026-12-01T09:00" (or "…T09:00:30") in the school's zone as a UTC moment. */
function momentOf(wallClock: string, timeZone: string) {
  const [date, time] = wallClock.split("T");
  const seconds = Number(time!.slice(6) || 0);
  return new Date(zonedInstant(date!, time!.slice(0, 5), timeZone).utc.getTime() + seconds * 1000).toISOString();
}

const refuse = (field: string, message: string) => new RefusedError(400, FIX_FIELDS, { [field]: message });

/** The input's start and end as moments; a start left empty is `defaultStart`. */
function momentsOf(input: AlertInput, timeZone: string, defaultStart: string) {
  const now = nowIso();
  const startsAt = input.startsAt ? momentOf(input.startsAt, timeZone) : defaultStart;
  const endsAt = input.endsAt ? momentOf(input.endsAt, timeZone) : null;
  if (endsAt !== null && endsAt <= now) throw refuse("endsAt", "That end has passed: choose a later time");
  if (endsAt !== null && endsAt <= startsAt) throw refuse("endsAt", "The alert must end after it starts");
  return { startsAt, endsAt };
}

const rowValues = (input: AlertInput) => ({
  message: input.message,
  translations: JSON.stringify(input.translations),
  severity: input.severity,
  link: input.link,
});

export async function createAlert(db: Kysely<Database>, input: AlertInput, actor: AuditActor): Promise<Alert> {
  const settings = await getSiteSettings(db);
  const { startsAt, endsAt } = momentsOf(input, settings.timeZone, nowIso());
  const saved = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("alerts")
      .values({ ...rowValues(input), starts_at: startsAt, ends_at: endsAt, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "create", entity: "alert", entityKey: row.id, after: auditView(row) });
    return mailIfEmergency(trx, row, settings);
  });
  afterWrite(saved);
  return saved;
}

export async function updateAlert(
  db: Kysely<Database>,
  id: number,
  input: AlertInput,
  actor: AuditActor,
): Promise<Alert | undefined> {
  const before = await findAlert(db, id);
  if (!before) return undefined;
  const settings = await getSiteSettings(db);
  // A start left empty keeps one already passed, else means now.
  const now = nowIso();
  const { startsAt, endsAt } = momentsOf(input, settings.timeZone, before.startsAt < now ? before.startsAt : now);
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("alerts")
      .set({ ...rowValues(input), starts_at: startsAt, ends_at: endsAt, updated_at: nowIso() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      action: "update",
      entity: "alert",
      entityKey: id,
      before: auditView(before),
      after: auditView(row),
    });
    return mailIfEmergency(trx, row, settings);
  });
  afterWrite(saved);
  return saved;
}

/** Takes an alert off the pages now (it stays in the list as ended); one not started yet ends unstarted. */
export async function endAlert(db: Kysely<Database>, id: number, actor: AuditActor): Promise<Alert | undefined> {
  const before = await findAlert(db, id);
  if (!before) return undefined;
  if (before.state === "ended") return before;
  const now = nowIso();
  const row = await db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable("alerts")
      .set({ ends_at: now, starts_at: before.startsAt < now ? before.startsAt : now, updated_at: now })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "end", entity: "alert", entityKey: id, before: { endsAt: before.endsAt } });
    return ended;
  });
  announceAlertsChanged();
  return alertFromRow(row);
}

export async function deleteAlert(db: Kysely<Database>, id: number, actor: AuditActor): Promise<boolean> {
  const before = await findAlert(db, id);
  if (!before) return false;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("alerts").where("id", "=", id).execute();
    await recordAudit(trx, actor, { action: "delete", entity: "alert", entityKey: id, before: auditView(before) });
  });
  announceAlertsChanged();
  return true;
}

export async function saveMailingList(db: Kysely<Database>, list: MailingList, actor: AuditActor) {
  const before = await readMailingList(db);
  await db.transaction().execute(async (trx) => {
    await saveSettingValue(trx, MAILING_LIST_KEY, JSON.stringify(list.recipients));
    await recordAudit(trx, actor, {
      action: "update",
      entity: "alert_mailing_list",
      before: { recipients: before.join(", ") },
      after: { recipients: list.recipients.join(", ") },
    });
  });
  return list.recipients;
}

function afterWrite(saved: Alert) {
  // An emergency's mail leaves now rather than at the sender's next poll.
  if (saved.mailedAt) wakeMailSender();
  announceAlertsChanged();
}

type AuditSource = Alert | Awaited<ReturnType<typeof rowOf>>;
const rowOf = async (trx: Transaction<Database>, id: number) =>
  trx.selectFrom("alerts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

function auditView(alert: AuditSource) {
  const view = "starts_at" in alert ? alertFromRow(alert) : alert;
  return {
    message: view.message,
    translations: Object.entries(view.translations)
      .map(([code, text]) => `${code}: ${text}`)
      .join(" | "),
    severity: view.severity,
    link: view.link,
    startsAt: view.startsAt,
    endsAt: view.endsAt ?? "",
  };
}

/**
 * An emergency that has not ended mails the office's mailing list (else the school's e-mail) once, in the
 * transaction that saved it; a later edit mails nobody again.
 */
async function mailIfEmergency(
  trx: Transaction<Database>,
  row: Awaited<ReturnType<typeof rowOf>>,
  settings: SiteSettings,
): Promise<Alert> {
  const alert = alertFromRow(row);
  if (alert.severity !== "emergency" || alert.mailedAt !== null || alert.state === "ended") return alert;
  const listed = await readMailingList(trx);
  const recipients = (listed.length ? listed : [settings.email]).filter(isDeliverableAddress);
  if (recipients.length === 0) return alert;
  const mail = emergencyMail(alert, settings);
  for (const to of recipients) await enqueueMail(trx, { purpose: "notification", to, ...mail });
  const mailedAt = alert.updatedAt;
  await trx.updateTable("alerts").set({ mailed_at: mailedAt }).where("id", "=", alert.id).execute();
  return alertFromRow(await rowOf(trx, alert.id));
}

function emergencyMail(alert: Alert, settings: SiteSettings) {
  const when = (iso: string) => formatMoment(iso, settings.timeZone);
  const origin = config().PUBLIC_URL?.replace(/\/$/, "");
  const link = alert.link.startsWith("/") && origin ? `${origin}${alert.link}` : alert.link;
  const { text, html } = renderMail({
    schoolName: settings.schoolName,
    heading: `Emergency alert: ${oneLine(alert.message, 120)}`,
    paragraphs: [
      alert.message,
      ...Object.entries(alert.translations).map(
        ([code, translation]) => `${languageByCode(code)?.name ?? code}: ${translation}`,
      ),
    ],
    details: [
      ["Shown on the website from", when(alert.startsAt)],
      ["Until", alert.endsAt ? when(alert.endsAt) : "it is ended in the dashboard"],
      ["More details", link],
    ],
    ...(origin ? { action: { label: "Open the website", url: `${origin}/` } } : {}),
    footer: `Sent to the emergency mailing list of ${settings.schoolName} (dashboard: Alerts).`,
  });
  return { subject: oneLine(`${SEVERITY_LABELS.emergency}: ${alert.message}`, 150), text, html };
}
