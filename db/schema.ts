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
  created_at: Timestamp;
  updated_at: Timestamp;
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
  gallery_items: GalleryItemTable;
  slides: SlideTable;
  admin_users: AdminUserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  audit_log: AuditLogTable;
  record_counts: RecordCountTable;
  events: EventTable;
  news_posts: NewsPostTable;
  form_drafts: FormDraftTable;
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
export type NewsPostRow = Selectable<NewsPostTable>;
