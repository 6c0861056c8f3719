import type { Generated, Insertable, Selectable, Updateable } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

export interface CommitteeMemberTable {
  sno: number;
  designation: string;
  name: string;
  address: string;
  photo_key: string | null;
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
  /** The child's photograph from the admission application (migration 124): a private key, staff only. */
  photo_key: string | null;
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
  photo_key: string | null;
  /** 1 when the office lists this teacher on the public Our Faculty page (migration 114). */
  showOnWebsite: Generated<Flag>;
  /** The office's order on that page (smaller first); unset ones follow by name. */
  websiteOrder: number | null;
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

/** Every word of a record's name, lower-cased; kept by triggers (migration 022) for word searches. */
export interface RecordNameWordTable {
  table_name: string;
  word: string;
  record_id: number;
  /** The record's whole name lower-cased, as the record tables sort it (migration 038). */
  name_key: string | null;
}

/** Row counts of the record tables, kept by triggers (migration 009). */
export interface RecordCountTable {
  table_name: string;
  total: number;
}

export type StudentRow = Selectable<StudentTable>;
export type NewStudentRow = Insertable<StudentTable>;
export type StudentUpdate = Updateable<StudentTable>;
export type FacultyRow = Selectable<FacultyTable>;
export type AlumniRow = Selectable<AlumniTable>;
export type CommitteeMemberRow = Selectable<CommitteeMemberTable>;
export type AlumniRegistrationRow = Selectable<AlumniRegistrationTable>;

/** The tables the records module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface RecordsTables {
  committee_members: CommitteeMemberTable;
  students: StudentTable;
  faculty: FacultyTable;
  alumni: AlumniTable;
  record_counts: RecordCountTable;
  record_name_words: RecordNameWordTable;
  alumni_registrations: AlumniRegistrationTable;
}
