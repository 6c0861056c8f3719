import type { Database } from "./schema";

/** A module's folder name under app/modules/, or the kernel (app/kernel/) for what is truly cross-cutting. */
export type TableOwner =
  | "kernel"
  | "accounts"
  | "admissions"
  | "alerts"
  | "contact"
  | "disclosure"
  | "documents"
  | "donations"
  | "enquiries"
  | "events"
  | "gallery"
  | "help-desk"
  | "mail"
  | "news"
  | "notices"
  | "pages"
  | "pictures"
  | "records"
  | "search"
  | "slides"
  | "visitors";

/**
 * Which code may read or write each table (docs/decisions/097-table-ownership.md): only files under the owner's
 * folder. Another module asks the owner through its index.server.ts. test/table-ownership.test.ts holds this.
 */
export const TABLE_OWNERS: Record<keyof Database, TableOwner> = {
  // Written by app/kernel/audit.server.ts for every module; read by the audit dashboard through the kernel.
  audit_log: "kernel",
  // Stored files of every kind: written and read by app/kernel/media/.
  media: "kernel",
  // The counts of the rate limiter shared by every worker (app/kernel/rate-limit-database.server.ts).
  rate_limit_hits: "kernel",
  // Each scheduled job's last run, claimed by app/kernel/jobs.server.ts for every module's jobs.
  scheduled_tasks: "kernel",
  // A key-value store several modules keep settings in (school settings, two-factor rule, mail settings):
  // app/kernel/settings/store.server.ts reads and writes it for all of them.
  site_settings: "kernel",

  admin_users: "accounts",
  sessions: "accounts",
  login_attempts: "accounts",
  recovery_codes: "accounts",
  password_reset_tokens: "accounts",
  password_reset_requests: "accounts",
  form_drafts: "accounts",
  ended_sessions: "accounts",

  admission_applications: "admissions",
  admission_documents: "admissions",
  admission_resume_tokens: "admissions",
  admission_status_changes: "admissions",
  admission_payments: "admissions",
  admission_message_templates: "admissions",
  admission_messages: "admissions",

  alerts: "alerts",

  contact_requests: "contact",
  enquiries: "enquiries",
  donation_pledges: "donations",
  donation_items: "donations",

  disclosure_items: "disclosure",
  disclosure_answers: "disclosure",
  disclosure_certificates: "disclosure",
  disclosure_results: "disclosure",
  disclosure_reminders: "disclosure",

  documents: "documents",
  document_versions: "documents",
  events: "events",
  news: "news",
  news_posts: "news",
  notice_versions: "notices",
  privacy_consents: "notices",
  gallery_items: "gallery",
  slides: "slides",
  picture_details: "pictures",
  pages: "pages",
  page_revisions: "pages",
  page_translations: "pages",
  menu_entries: "pages",
  search_entries: "search",
  search_synonyms: "search",

  inbox_items: "help-desk",
  inbox_events: "help-desk",
  outbox_messages: "mail",
  outbox_attachments: "mail",

  students: "records",
  faculty: "records",
  alumni: "records",
  committee_members: "records",
  alumni_registrations: "records",
  record_counts: "records",
  record_name_words: "records",

  visitor_count: "visitors",
  visit_daily: "visitors",
  visit_monthly: "visitors",
  visit_salt: "visitors",
  visit_seen: "visitors",
};

/** The folder whose files may touch a table of this owner, relative to the repository. */
export const ownerFolder = (owner: TableOwner) => (owner === "kernel" ? "app/kernel/" : `app/modules/${owner}/`);

/** The file in which an owner declares its tables' columns; db/schema.ts composes them into `Database`. */
export const ownerTablesFile = (owner: TableOwner) =>
  owner === "kernel" ? "app/kernel/database/tables.ts" : `app/modules/${owner}/tables.ts`;
