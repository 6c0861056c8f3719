import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { config } from "~/kernel/config";
import { formatDate, todayIn } from "~/kernel/dates";
import { nowIso } from "~/kernel/database/dialect";
import type { Job } from "~/kernel/jobs.server";
import { renderMail } from "~/modules/mail";
import { enqueueMail, isDeliverableAddress, wakeMailSender } from "~/modules/mail/index.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { listDatedCertificates, loadDisclosure, needsAttention } from "./queries.server";
import { ANNUAL_REPORT_NOTICE_DAYS, annualReportDue, daysBetween, reminderThreshold } from "./schema";

// Certificate reminders (docs/decisions/124-certificate-reminders.md): 60, 30 and 7 days before a disclosed
// certificate's validity ends and on the day, one e-mail to the office per threshold and validity date; the
// annual report's from a month before 15 September. A reminder row is written with its mail, in one transaction,
// so two app instances running the job together send it once.

const ANNUAL_REPORT_KEY = "annual_report";
const SECTION_PATH = "/welcome/disclosure";

const baseUrl = () => (config().PUBLIC_URL ?? `http://localhost:${config().PORT}`).replace(/\/+$/, "");

const whenText = (daysLeft: number) =>
  daysLeft === 0 ? "today is its last valid day" : `it lapses in ${daysLeft} day${daysLeft === 1 ? "" : "s"}`;

/** Queues each reminder due on `now` (in the school's zone) that has not been sent; returns how many. */
export async function sendDisclosureReminders(db: Kysely<Database>, now = new Date()) {
  const settings = await getSiteSettings(db);
  if (!isDeliverableAddress(settings.email)) return 0;
  const today = todayIn(settings.timeZone, now);
  const due: { key: string; validUntil: string; threshold: number; subject: string; paragraphs: string[] }[] = [];
  for (const certificate of await listDatedCertificates(db)) {
    const validUntil = certificate.valid_until!;
    const threshold = reminderThreshold(validUntil, today);
    if (threshold === undefined) continue;
    const daysLeft = daysBetween(today, validUntil);
    due.push({
      key: certificate.item_key,
      validUntil,
      threshold,
      subject: `${certificate.label}: valid until ${formatDate(validUntil)}`,
      paragraphs: [
        `The ${certificate.label.toLowerCase()} shown in the Mandatory Public Disclosure is valid until ${formatDate(validUntil)}: ${whenText(daysLeft)}.`,
        `Ask ${certificate.authority} for its renewal, then upload the new certificate to the documents library and enter its dates in the disclosure. After ${formatDate(validUntil)} the public page shows it as lapsed.`,
      ],
    });
  }
  const reportDue = annualReportDue(today);
  if (reportDue)
    due.push({
      key: ANNUAL_REPORT_KEY,
      validUntil: reportDue,
      threshold: ANNUAL_REPORT_NOTICE_DAYS,
      subject: `Annual report due to CBSE by ${formatDate(reportDue)}`,
      paragraphs: [
        `CBSE expects the school's annual report by ${formatDate(reportDue)}. Check that the Mandatory Public Disclosure is complete and up to date before it is sent.`,
      ],
    });

  let sent = 0;
  for (const reminder of due) {
    const queued = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto("disclosure_reminders")
        .values({
          item_key: reminder.key,
          valid_until: reminder.validUntil,
          threshold: reminder.threshold,
          sent_at: nowIso(),
        })
        .onConflict((oc) => oc.columns(["item_key", "valid_until", "threshold"]).doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      const body = renderMail({
        schoolName: settings.schoolName,
        heading: reminder.subject,
        paragraphs: reminder.paragraphs,
        action: { label: "Open the disclosure", url: `${baseUrl()}${SECTION_PATH}` },
        footer: "Sent to the school's e-mail address by the website's disclosure reminders.",
      });
      await enqueueMail(trx, { purpose: "notification", to: settings.email, subject: reminder.subject, ...body });
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent) wakeMailSender();
  return sent;
}

/** What the dashboard home says about the disclosure: certificates lapsed or lapsing, the annual report. */
export async function disclosureNotices(db: Kysely<Database>, now = new Date()) {
  const view = await loadDisclosure(db, now);
  const urgent = needsAttention(view).filter(
    (item) => item.status.state === "lapsed" || item.status.state === "lapsing",
  );
  return { certificates: urgent, annualReportDue: annualReportDue(view.today) ?? null };
}

/** Every morning before the office opens, in the school's zone. */
export function disclosureJobs(): Job[] {
  return [{ name: "disclosure_reminders", cron: "0 7 * * *", run: (db) => sendDisclosureReminders(db) }];
}
