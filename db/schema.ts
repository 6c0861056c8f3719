import type { Generated, Insertable, Selectable, Updateable } from "kysely";

// Timestamps are ISO-8601 UTC text and flags are 0/1 integers on both engines,
// so one set of queries returns the same shapes on SQLite and PostgreSQL.
type Timestamp = string;
type Flag = number;

export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface NewsTable {
  id: number;
  jobOpenings: string;
  latestEvent: string;
  updated_at: Timestamp;
}

export interface VisitorCountTable {
  id: number;
  count: number;
}

export interface ContactRequestTable {
  id: Generated<number>;
  kind: "callback" | "contact";
  name: string;
  emailid: string;
  mobilnum: string | null;
  subject: string | null;
  message: string | null;
  createdat: Timestamp;
  handled: Generated<Flag>;
  handled_at: Timestamp | null;
}

export interface EnquiryTable {
  id: Generated<number>;
  studentName: string;
  parentName: string;
  occupation: string | null;
  address: string | null;
  presentSchool: string | null;
  admissionSought: string | null;
  phone: string;
  email: string;
  daycareRequest: Flag;
  remarks: string | null;
  createdat: Timestamp;
  handled: Generated<Flag>;
  handled_at: Timestamp | null;
}

export interface DonationPledgeTable {
  id: Generated<number>;
  donorName: string;
  phone: string;
  email: string;
  /** JSON: [{ id, name, cost, quantity }] priced by the server at the time of the pledge. */
  items: string;
  total: number;
  createdat: Timestamp;
  handled: Generated<Flag>;
  handled_at: Timestamp | null;
}

export interface CommitteeMemberTable {
  sno: number;
  designation: string;
  name: string;
  address: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface StudentTable {
  stdid: Generated<number>;
  stdadmid: string;
  stdaadhar: string;
  stdname: string;
  studentclass: string;
  section: string;
  contactnum: string;
  emailid: string;
  address: string;
  gender: "male" | "female" | "other";
  admissionyear: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface FacultyTable {
  facultyid: Generated<number>;
  facultyadmid: string;
  facultyaadhar: string;
  facultyname: string;
  subject: string;
  qualification: string;
  experience: string;
  contactnum: string;
  emailid: string;
  address: string;
  gender: "male" | "female" | "other";
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AlumniTable {
  alumniid: Generated<number>;
  registerid: string;
  name: string;
  gender: "male" | "female" | "other";
  studentorteacher: "student" | "teacher";
  admissionyear: string;
  passoutyear: string;
  branch: string;
  contactnum: string;
  typeofemployee: string;
  designation: string;
  companyname: string;
  companylocation: string;
  facebookurl: string | null;
  linkedinurl: string | null;
  blogurl: string | null;
  websiteurl: string | null;
  comments: string | null;
  /** 1 when the office shows this alumnus on the public /Alumini list. */
  showOnWebsite: Generated<Flag>;
  photo_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A registration sent from /Alumniregistration, waiting for the office's approval. */
export interface AlumniRegistrationTable {
  id: Generated<number>;
  name: string;
  gender: string;
  studentorteacher: string;
  admissionyear: string;
  passoutyear: string;
  branch: string;
  contactnum: string;
  email: string | null;
  typeofemployee: string;
  designation: string;
  companyname: string;
  companylocation: string;
  facebookurl: string | null;
  linkedinurl: string | null;
  blogurl: string | null;
  websiteurl: string | null;
  comments: string | null;
  consent: Flag;
  photo_key: string | null;
  status: "pending" | "approved" | "rejected";
  duplicate_note: string | null;
  alumni_registerid: string | null;
  created_at: Timestamp;
  reviewed_at: Timestamp | null;
  reviewed_by: string | null;
}

/** One stored file: the original and its derived sizes live under the same key prefix. */
export interface MediaTable {
  key: string;
  content_type: string;
  size_bytes: number;
  width: number | null;
  height: number | null;
  /** JSON: { thumb?: key, sizes?: [{ width, webp, avif, jpeg }] } */
  variants: string;
  original_name: string | null;
  created_at: Timestamp;
}

/** The picture library's words for one stored picture (migration 043). */
export interface PictureDetailsTable {
  media_key: string;
  alt: string;
  caption: string;
  decorative: Flag;
  created_at: Timestamp;
  created_by: string | null;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface GalleryItemTable {
  id: Generated<number>;
  media_key: string | null;
  screenname: string;
  imageorvideo: "Image" | "Video";
  imagename: string | null;
  videoname: string | null;
  eventname: string;
  eventdesc: string | null;
  eventdate: string;
  created_at: Timestamp;
  created_by: number | null;
}

export interface SlideTable {
  id: Generated<number>;
  slidename: string;
  sno: number;
  media_key: string;
  alt: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdminUserTable {
  id: Generated<number>;
  userid: string;
  display_name: string;
  role: "admin" | "editor";
  password_hash: string;
  disabled: Generated<Flag>;
  created_at: Timestamp;
  last_login_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  /** Where a password reset link is sent (migration 016); null when the account has none. */
  email: string | null;
  /** Base32 TOTP secret once two-factor sign-in is confirmed; null when it is off. */
  totp_secret: string | null;
  /** The secret shown during enrolment, until a code from it confirms it. */
  totp_pending_secret: string | null;
  totp_enabled_at: Timestamp | null;
  /** The last 30-second step whose code was accepted: a code is never accepted twice. */
  totp_last_step: number | string | null;
}

export interface SessionTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  ip: string | null;
  user_agent: string | null;
  /** 1 while the password was right but the second step (two-factor code) is still to come. */
  second_factor_pending: Generated<Flag>;
}

export interface RecoveryCodeTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code (codes are random, 50 bits); the code itself is shown once and never stored. */
  code_hash: string;
  created_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptTable {
  id: Generated<number>;
  userid: string;
  ip: string;
  succeeded: Flag;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  actor_userid: string | null;
  action: string;
  entity: string | null;
  entity_key: string | null;
  /** JSON: { field: { before, after } } with secrets redacted. */
  changes: string | null;
  ip: string | null;
  created_at: Timestamp;
}

/** A school event; dates and times are the school's wall clock (the site's time zone setting). */
export interface EventTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  start_date: string;
  /** HH:MM, null for an all-day event */
  start_time: string | null;
  /** YYYY-MM-DD, the last day (inclusive) */
  end_date: string;
  end_time: string | null;
  all_day: Flag;
  place: string;
  category: string;
  summary: string;
  /** Plain text; a blank line separates paragraphs. */
  body: string;
  picture_key: string | null;
  published: Flag;
  /** Set when moved to the trash. */
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface NewsPostTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** YYYY-MM-DD */
  post_date: string;
  summary: string;
  /** Plain text; a blank line separates paragraphs. */
  body: string;
  cover_key: string | null;
  published: Flag;
  pinned: Flag;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Row counts of the record tables, kept by triggers (migration 009). */
/** Every word of a record's name, lower-cased; kept by triggers (migration 022) for word searches. */
export interface RecordNameWordTable {
  table_name: string;
  word: string;
  record_id: number;
  /** The record's whole name lower-cased, as the record tables sort it (migration 038). */
  name_key: string | null;
}

export interface RecordCountTable {
  table_name: string;
  total: number;
}

/** A dashboard form sent after its session ended, kept until the clerk has signed in again (migration 013). */
export interface FormDraftTable {
  id: string;
  path: string;
  /** JSON: { field: value } of the form's text fields (never passwords or files). */
  fields: string;
  created_at: Timestamp;
}

export type OutboxStatus = "waiting" | "sending" | "sent" | "failed";
export type OutboxPurpose = "notification" | "acknowledgement" | "reply" | "password_reset" | "digest";

/** One outgoing e-mail, written in the same transaction as what it is about (migration 016). */
export interface OutboxMessageTable {
  id: Generated<number>;
  purpose: OutboxPurpose;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  inbox_item_id: number | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Timestamp;
  /** Set by the sender that claimed the row; its lease ends at lease_until. */
  claim_token: string | null;
  lease_until: Timestamp | null;
  /** The SMTP server's answer to the last failed attempt. */
  last_error: string | null;
  message_id: string | null;
  created_at: Timestamp;
  sent_at: Timestamp | null;
}

export type InboxKind = "enquiry" | "callback" | "contact" | "pledge" | "alumni";
export type InboxStatus = "new" | "in_progress" | "done";

/** The help desk's row for each received form (migration 016); details stay in the form's own table. */
export interface InboxItemTable {
  id: Generated<number>;
  kind: InboxKind;
  source_id: number;
  /** e.g. ENQ-2026-00042, told to the sender. */
  reference: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  summary: string | null;
  status: Generated<InboxStatus>;
  assignee_id: number | null;
  received_at: Timestamp;
  updated_at: Timestamp;
  done_at: Timestamp | null;
  /** In the trash since then (erased for good 30 days later). */
  deleted_at: Timestamp | null;
  deleted_by: string | null;
  /** Personal data erased after the retention period; the row stays as an anonymous count. */
  erased_at: Timestamp | null;
  /** Included in a daily digest at that time. */
  digest_at: Timestamp | null;
}

export interface InboxEventTable {
  id: Generated<number>;
  item_id: number;
  event: "received" | "note" | "reply" | "status" | "assign" | "deleted" | "restored";
  actor_id: number | null;
  actor_userid: string | null;
  body: string | null;
  outbox_id: number | null;
  created_at: Timestamp;
}

export interface PasswordResetTokenTable {
  /** SHA-256 of the token in the link; the token itself is never stored. */
  id: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  ip: string | null;
}

export interface PasswordResetRequestTable {
  id: Generated<number>;
  ip: string;
  user_id: number | null;
  created_at: Timestamp;
}

export interface ScheduledTaskTable {
  name: string;
  last_run_at: Timestamp | null;
  lease_until: Timestamp | null;
}

export interface RateLimitHitTable {
  key: string;
  hits: number;
  /** Epoch milliseconds at which this window ends. */
  reset_at: number;
}

export interface DonationItemTable {
  id: Generated<number>;
  name: string;
  description: string;
  /** Rupees, a whole number. */
  cost: number;
  /** Position on the Donate page (1 = first). */
  sort_order: number;
  active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentTable {
  id: Generated<number>;
  title: string;
  /** One of DOCUMENT_CATEGORIES (app/features/documents/schema.ts). */
  category: string;
  /** Position on /Downloads and on /Download (1 = first). */
  downloads_order: number;
  brochure_order: number;
  /** The current file; null for a link-only document. */
  file_key: string | null;
  content_type: string | null;
  size: number | null;
  original_name: string | null;
  /** The version number of the current file (0 = none yet). */
  version: Generated<number>;
  link_url: string | null;
  seed_key: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DocumentVersionTable {
  id: Generated<number>;
  document_id: number;
  version: number;
  file_key: string;
  content_type: string;
  size: number;
  original_name: string;
  created_at: Timestamp;
  created_by: string | null;
}

export interface PageTable {
  id: Generated<number>;
  /** As the spec spells it, with the leading slash: /Transport. */
  path: string;
  /** The path in lower case: the unique key, so letter case never makes a second page. */
  path_key: string;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  /** The blocks as JSON, checked by the shared block schema before every write. */
  blocks: string;
  social_image: string | null;
  hidden: Generated<Flag>;
  menu_section: string | null;
  /** 1 for the spec's own pages (they can be hidden, never deleted). */
  built_in: Generated<Flag>;
  /** The unpublished draft: JSON of { title, description, heading, lead, blocks }, or null when there is none. */
  draft: string | null;
  draft_updated_at: Timestamp | null;
  draft_updated_by: string | null;
  /** Goes up by one on every save, publish or restore; a save naming an older version is refused. */
  version: Generated<number>;
  updated_at: Timestamp;
  updated_by: string | null;
  published_at: Timestamp | null;
  published_by: string | null;
  created_at: Timestamp;
  /** When an added page was put in the trash (restorable for 30 days, then deleted); null otherwise. */
  trashed_at: Timestamp | null;
  trashed_by: string | null;
}

export interface PageRevisionTable {
  id: Generated<number>;
  page_id: number;
  version: number;
  title: string;
  description: string;
  heading: string;
  lead: string | null;
  blocks: string;
  social_image: string | null;
  summary: string;
  published_by: string | null;
  published_at: Timestamp;
}

/**
 * One public thing the site search finds, written with the thing itself. The engine's full-text
 * index (SQLite FTS5 table, PostgreSQL tsvector column) is kept by the database and not typed here.
 */
/** One entry of the header menu: a section (path null) or a link, top-level (section_id null) or in a section. */
export interface MenuEntryTable {
  id: Generated<number>;
  section_id: number | null;
  /** Order among the entries of the same section (or of the top level). */
  position: number;
  label: string;
  path: string | null;
  /** The path in lower case without slashes: the key of `pages`, for a link to a page. */
  path_key: string | null;
  /** Hidden from the menu (a link to a page follows the page's own `hidden` instead). */
  hidden: Generated<Flag>;
  updated_at: Timestamp;
  updated_by: string | null;
}

export interface SearchEntryTable {
  id: Generated<number>;
  /** page, event, post, document or alumnus. */
  kind: string;
  /** The thing's id within its kind (a page's path, an event's id...). */
  item_key: string;
  title: string;
  body: string;
  url: string;
  updated_at: Timestamp;
}

export interface Database {
  site_settings: SiteSettingTable;
  news: NewsTable;
  visitor_count: VisitorCountTable;
  contact_requests: ContactRequestTable;
  enquiries: EnquiryTable;
  donation_pledges: DonationPledgeTable;
  committee_members: CommitteeMemberTable;
  students: StudentTable;
  faculty: FacultyTable;
  alumni: AlumniTable;
  media: MediaTable;
  picture_details: PictureDetailsTable;
  gallery_items: GalleryItemTable;
  slides: SlideTable;
  admin_users: AdminUserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  recovery_codes: RecoveryCodeTable;
  audit_log: AuditLogTable;
  record_counts: RecordCountTable;
  record_name_words: RecordNameWordTable;
  events: EventTable;
  documents: DocumentTable;
  donation_items: DonationItemTable;
  document_versions: DocumentVersionTable;
  news_posts: NewsPostTable;
  alumni_registrations: AlumniRegistrationTable;
  form_drafts: FormDraftTable;
  outbox_messages: OutboxMessageTable;
  inbox_items: InboxItemTable;
  inbox_events: InboxEventTable;
  password_reset_tokens: PasswordResetTokenTable;
  password_reset_requests: PasswordResetRequestTable;
  scheduled_tasks: ScheduledTaskTable;
  rate_limit_hits: RateLimitHitTable;
  pages: PageTable;
  page_revisions: PageRevisionTable;
  search_entries: SearchEntryTable;
  menu_entries: MenuEntryTable;
}

export type StudentRow = Selectable<StudentTable>;
export type NewStudentRow = Insertable<StudentTable>;
export type StudentUpdate = Updateable<StudentTable>;
export type FacultyRow = Selectable<FacultyTable>;
export type AlumniRow = Selectable<AlumniTable>;
export type CommitteeMemberRow = Selectable<CommitteeMemberTable>;
export type ContactRequestRow = Selectable<ContactRequestTable>;
export type AdminUserRow = Selectable<AdminUserTable>;
export type EventRow = Selectable<EventTable>;
export type DocumentRow = Selectable<DocumentTable>;
export type DonationItemRow = Selectable<DonationItemTable>;
export type DocumentVersionRow = Selectable<DocumentVersionTable>;
export type NewsPostRow = Selectable<NewsPostTable>;
export type PageRow = Selectable<PageTable>;
export type PageRevisionRow = Selectable<PageRevisionTable>;
export type OutboxMessageRow = Selectable<OutboxMessageTable>;
export type InboxItemRow = Selectable<InboxItemTable>;
export type AlumniRegistrationRow = Selectable<AlumniRegistrationTable>;
