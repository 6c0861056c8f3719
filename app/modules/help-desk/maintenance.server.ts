import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import {
  deleteDigestsBefore,
  deleteInboxMail,
  enqueueMail,
  eraseInboxMail,
  isDeliverableAddress,
  wakeMailSender,
} from "~/modules/mail/index.server";
import { renderMail } from "~/modules/mail";
import { recordAudit } from "~/kernel/audit.server";
import { config } from "~/kernel/config";
import type { Job } from "~/kernel/jobs.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { TRASH_DAYS } from "./help-desk.server";
import { dashboardItemUrl, siteBaseUrl } from "./intake.server";
import { inboxSourceOf, type InboxSource } from "./inbox-sources.server";
import { INBOX_KINDS, INBOX_KIND_LABELS, type InboxKind } from "./kinds";
import { getMailSettings } from "./mail-settings.server";
import { runRetentionErasers } from "./retention.server";

// The help desk's periodic work: erase personal data after the retention period (its items, the digests it sent,
// and what other modules registered), empty the trash after 30 days, and send the daily digests, as scheduled jobs
// (app/kernel/jobs.server.ts).

const SYSTEM = { id: null, userid: "system", ip: null };

/** The items' form rows, by the source that keeps them (a kind with no form rows of its own has none). */
function sourcesOf(items: { kind: InboxKind; source_id: number }[]) {
  const bySource = new Map<InboxSource, number[]>();
  for (const item of items) {
    const source = inboxSourceOf(item.kind);
    if (source) bySource.set(source, [...(bySource.get(source) ?? []), item.source_id]);
  }
  return bySource;
}

/** The moment before which personal data is no longer kept (the mail settings' retention period). */
export async function retentionCutoff(db: Kysely<Database>, now = new Date()) {
  const { retentionMonths } = await getMailSettings(db);
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - retentionMonths);
  return { cutoff, retentionMonths };
}

/**
 * Items past the retention period keep only their kind, dates and status (an anonymous count): names, addresses,
 * phones, messages, notes and their e-mails are erased. A done item counts from when it was done; one never closed
 * (spam nobody marked, a message left open) from its last change, so it is not kept for ever.
 */
export async function eraseExpiredPersonalData(db: Kysely<Database>, now = new Date()) {
  const { cutoff, retentionMonths } = await retentionCutoff(db, now);
  const before = cutoff.toISOString();
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("inbox_items")
      .select(["id", "kind", "source_id"])
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "done"), eb("done_at", "<", before)]),
          eb.and([eb("status", "!=", "done"), eb("updated_at", "<", before)]),
        ]),
      )
      .where("erased_at", "is", null)
      .execute();
    if (due.length === 0) return 0;
    const ids = due.map((item) => item.id);
    const stamp = nowIso();
    await trx
      .updateTable("inbox_items")
      .set({ name: null, email: null, phone: null, summary: null, erased_at: stamp, updated_at: stamp })
      .where("id", "in", ids)
      .execute();
    await trx.updateTable("inbox_events").set({ body: null }).where("item_id", "in", ids).execute();
    await eraseInboxMail(trx, ids);
    for (const [source, sourceIds] of sourcesOf(due)) await source.erase(trx, sourceIds);
    await recordAudit(trx, SYSTEM, {
      action: "retention_erase",
      entity: "inbox_item",
      entityKey: `${due.length} items`,
      after: { erased: due.length, retention_months: retentionMonths },
    });
    return due.length;
  });
}

/** Items in the trash for more than 30 days are deleted for good, with the form's own row. */
export async function emptyTrash(db: Kysely<Database>, now = new Date()) {
  const cutoff = new Date(now.getTime() - TRASH_DAYS * 24 * 3600_000).toISOString();
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom("inbox_items")
      .select(["id", "kind", "source_id"])
      .where("deleted_at", "<", cutoff)
      .execute();
    if (due.length === 0) return 0;
    for (const [source, sourceIds] of sourcesOf(due)) await source.remove(trx, sourceIds);
    const ids = due.map((item) => item.id);
    await deleteInboxMail(trx, ids);
    await trx.deleteFrom("inbox_items").where("id", "in", ids).execute();
    await recordAudit(trx, SYSTEM, {
      action: "trash_emptied",
      entity: "inbox_item",
      entityKey: `${due.length} items`,
      after: { deleted: due.length },
    });
    return due.length;
  });
}

/** One message per kind that is set to a daily digest, listing what arrived since the last one. */
export async function sendDailyDigests(db: Kysely<Database>, baseUrl: string) {
  const [site, mail] = await Promise.all([getSiteSettings(db), getMailSettings(db)]);
  let sent = 0;
  for (const kind of INBOX_KINDS) {
    if (!mail.dailyDigest[kind]) continue;
    const office = mail.officeAddresses[kind] || site.email;
    if (!isDeliverableAddress(office)) continue;
    await db.transaction().execute(async (trx) => {
      const items = await trx
        .selectFrom("inbox_items")
        .select(["id", "reference", "name", "received_at", "summary"])
        .where("kind", "=", kind)
        .where("digest_at", "is", null)
        .where("deleted_at", "is", null)
        .where("erased_at", "is", null)
        .orderBy("id")
        .limit(500)
        .execute();
      if (items.length === 0) return;
      await enqueueMail(trx, {
        purpose: "digest",
        to: office,
        subject: `${INBOX_KIND_LABELS[kind]}: ${items.length} new today`,
        ...renderMail({
          schoolName: site.schoolName,
          heading: `${INBOX_KIND_LABELS[kind]}: ${items.length} new`,
          paragraphs: items.map(
            (item) =>
              `${item.reference} from ${item.name ?? "?"} (${item.received_at.slice(0, 16).replace("T", " ")})\n${dashboardItemUrl(baseUrl, item.id)}`,
          ),
          footer: "The daily digest is set per kind in the dashboard's mail settings.",
        }),
      });
      await trx
        .updateTable("inbox_items")
        .set({ digest_at: nowIso() })
        .where(
          "id",
          "in",
          items.map((item) => item.id),
        )
        .execute();
      sent += 1;
    });
  }
  if (sent) wakeMailSender();
  return sent;
}

/** Past the retention period: the digests sent to the office (they list names) and what other modules registered. */
export async function eraseElsewhere(db: Kysely<Database>, now = new Date()) {
  const { cutoff } = await retentionCutoff(db, now);
  return { digests: await deleteDigestsBefore(db, cutoff), ...(await runRetentionErasers(db, cutoff, now)) };
}

/**
 * The help desk's scheduled jobs (times in the school's zone): retention at night, the digests before the office
 * opens. The names are the `scheduled_tasks` rows they have always used.
 */
export function helpDeskJobs(): Job[] {
  return [
    {
      name: "inbox_retention",
      cron: "30 2 * * *",
      run: async (db) => ({
        erased: await eraseExpiredPersonalData(db),
        emptied: await emptyTrash(db),
        elsewhere: await eraseElsewhere(db),
      }),
    },
    {
      name: "inbox_digest",
      cron: "0 7 * * *",
      run: async (db) => ({ sent: await sendDailyDigests(db, siteBaseUrl(`http://localhost:${config().PORT}`)) }),
    },
  ];
}
