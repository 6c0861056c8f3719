import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { todayIn } from "~/kernel/dates";
import type { SiteSettings } from "~/kernel/settings/schema";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { getSiteSettings } from "~/modules/site/index.server";
import { listDocuments } from "~/modules/documents/index.server";
import { certificateState, passPercentage, RESULT_CLASSES, type DisclosureItem, type ItemKind } from "./schema";
import type { AttentionItem, CertificateState, DisclosureRow, DisclosureView, ResultRow } from "./view";
import { formatPhone } from "~/kernel/phone-number";

type Db = Kysely<Database> | Transaction<Database>;

/** The items of the format in force, in order (retired items keep their answers but are not shown). */
export async function listItems(db: Db): Promise<DisclosureItem[]> {
  const rows = await db
    .selectFrom("disclosure_items")
    .selectAll()
    .where("retired_at", "is", null)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({
    key: row.key,
    section: row.section,
    sectionTitle: row.section_title,
    label: row.label,
    kind: row.kind as ItemKind,
    source: row.source,
  }));
}

export async function findItem(db: Db, key: string) {
  return (await listItems(db)).find((item) => item.key === key);
}

// Phone numbers are stored in E.164 and shown as India writes them ("+91 90000 00001").
const settingText = (settings: SiteSettings, key: string | null) => {
  const value = key && key in settings ? String(settings[key as keyof SiteSettings] ?? "") : "";
  return key && /^phone\d?$/.test(key) ? formatPhone(value) : value;
};

/** Everything the page, the PDF and the dashboard show, worked out for `today` in the school's zone. */
export async function loadDisclosure(db: Kysely<Database>, now = new Date()): Promise<DisclosureView> {
  const settings = await getSiteSettings(db);
  const today = todayIn(settings.timeZone, now);
  const [items, answers, certificates, results, documents, format] = await Promise.all([
    listItems(db),
    db.selectFrom("disclosure_answers").selectAll().execute(),
    db.selectFrom("disclosure_certificates").selectAll().execute(),
    listResults(db),
    listDocuments(db),
    db.selectFrom("disclosure_items").select("format").where("retired_at", "is", null).limit(1).executeTakeFirst(),
  ]);
  const answerOf = new Map(answers.map((row) => [row.item_key, row]));
  const certificateOf = new Map(certificates.map((row) => [row.item_key, row]));
  const documentOf = new Map(documents.map((document) => [document.id, document]));

  const rowOf = (item: DisclosureItem): DisclosureRow => {
    const answer = answerOf.get(item.key);
    const base = { key: item.key, label: item.label, kind: item.kind, href: null, certificate: null };
    if (item.kind === "setting") {
      const value = settingText(settings, item.source);
      const sample = !!item.source && value !== "" && value === settingText(DEFAULT_SITE_SETTINGS, item.source);
      return { ...base, value, sample };
    }
    if (item.kind === "certificate") {
      const row = certificateOf.get(item.key);
      const document = row?.document_id ? documentOf.get(row.document_id) : undefined;
      const certificate = row
        ? {
            documentId: document ? document.id : null,
            documentTitle: document?.title ?? null,
            documentUrl: document?.url ?? null,
            issuedOn: row.issued_on,
            validUntil: row.valid_until,
            authority: row.authority,
            sample: row.sample === 1,
          }
        : undefined;
      return {
        ...base,
        value: "",
        href: certificate?.documentUrl ?? null,
        sample: certificate?.sample ?? false,
        certificate: certificate ? { ...certificate, status: certificateState(certificate, today) } : null,
      };
    }
    const value = answer?.value ?? "";
    const href = item.kind === "link" ? value || item.source : item.kind === "url" ? value || null : null;
    return { ...base, value, href, sample: answer?.sample === 1 };
  };

  const sections: DisclosureView["sections"] = [];
  for (const item of items) {
    let section = sections.at(-1);
    if (section?.section !== item.section)
      sections.push((section = { section: item.section, title: item.sectionTitle, rows: [] }));
    section.rows.push(rowOf(item));
  }
  return { today, format: format?.format ?? "", sections, results };
}

/** The last three examination years of each board class, newest first. */
export async function listResults(db: Db): Promise<ResultRow[]> {
  const rows = await db.selectFrom("disclosure_results").selectAll().orderBy("year", "desc").execute();
  return RESULT_CLASSES.flatMap((className) =>
    rows
      .filter((row) => row.class_name === className)
      .slice(0, 3)
      .map((row) => ({
        id: row.id,
        className,
        year: row.year,
        registered: row.registered,
        passed: row.passed,
        percentage: passPercentage(row.registered, row.passed),
        sample: row.sample === 1,
      })),
  );
}

/** What the office should see to: certificates missing, without a file, lapsed, or lapsing within 60 days. */
export function needsAttention(view: DisclosureView): AttentionItem[] {
  return view.sections
    .flatMap((section) => section.rows)
    .filter((row) => row.kind === "certificate")
    .map((row) => ({
      key: row.key,
      label: row.label,
      status: row.certificate?.status ?? ({ state: "missing" } as CertificateState),
      validUntil: row.certificate?.validUntil ?? null,
    }))
    .filter((item) => item.status.state !== "valid");
}

/** Certificates with a validity date, for the reminders. */
export async function listDatedCertificates(db: Db) {
  return (
    db
      .selectFrom("disclosure_certificates as c")
      .innerJoin("disclosure_items as i", "i.key", "c.item_key")
      .select(["c.item_key", "c.valid_until", "c.authority", "i.label"])
      .where("c.valid_until", "is not", null)
      // A sample the office has not confirmed is no certificate of the school's: nothing to remind about.
      .where("c.sample", "=", 0)
      .where("i.retired_at", "is", null)
      .execute()
  );
}
