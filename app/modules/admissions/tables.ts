import type { Generated, Selectable } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

export interface AdmissionApplicationTable {
  id: Generated<number>;
  number: string;
  academic_year: string;
  status: string;
  saved_step: string;
  access_hash: string | null;
  child_name: Generated<string>;
  date_of_birth: Generated<string>;
  gender: Generated<string>;
  class_sought: Generated<string>;
  boarding: Generated<string>;
  previous_school: Generated<string>;
  aadhaar: Generated<string>;
  father_name: Generated<string>;
  mother_name: Generated<string>;
  guardian_name: Generated<string>;
  phone: Generated<string>;
  other_phone: Generated<string>;
  email: Generated<string>;
  occupation: Generated<string>;
  address: Generated<string>;
  needs_transport: Generated<Flag>;
  transport_route: Generated<string>;
  pickup_point: Generated<string>;
  /** The language of the pages the parent applied on ("en", "hi", "te"). */
  language: Generated<string>;
  privacy_notice_version: string | null;
  declared_at: Timestamp | null;
  duplicate_of: string | null;
  student_key: string | null;
  submitted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AdmissionDocumentTable {
  id: Generated<number>;
  application_id: number;
  kind: string;
  /** A private storage key (app/kernel/storage: never served by /media). */
  storage_key: string;
  content_type: string;
  size: number;
  original_name: string;
  uploaded_at: Timestamp;
}

export interface AdmissionResumeTokenTable {
  id: Generated<number>;
  application_id: number;
  /** sha256 of the token in the e-mailed link; the token itself is never stored. */
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

export interface AdmissionStatusChangeTable {
  id: Generated<number>;
  application_id: number;
  from_status: string;
  to_status: string;
  note: string;
  changed_by: string | null;
  changed_at: Timestamp;
}

export interface AdmissionPaymentTable {
  id: Generated<number>;
  application_id: number;
  provider: string;
  /** Whole rupees. */
  amount: number;
  utr: string;
  status: string;
  statement_paise: number | null;
  verified_via: string | null;
  verified_by: string | null;
  verified_at: Timestamp | null;
  entered_at: Timestamp;
  updated_at: Timestamp;
}

/** The office's wording of one step's message (docs/decisions/137-admission-letters.md); seeded in code. */
export interface AdmissionMessageTemplateTable {
  step: string;
  subject: string;
  body: string;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** A step's message sent to the parent, with what the office typed for it (JSON: StepDetails). */
export interface AdmissionMessageTable {
  id: Generated<number>;
  application_id: number;
  step: string;
  outbox_id: number | null;
  details: Generated<string>;
  created_at: Timestamp;
}

export type AdmissionApplicationRow = Selectable<AdmissionApplicationTable>;
export type AdmissionDocumentRow = Selectable<AdmissionDocumentTable>;
export type AdmissionPaymentRow = Selectable<AdmissionPaymentTable>;

/** The tables the admissions module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface AdmissionsTables {
  admission_applications: AdmissionApplicationTable;
  admission_documents: AdmissionDocumentTable;
  admission_resume_tokens: AdmissionResumeTokenTable;
  admission_status_changes: AdmissionStatusChangeTable;
  admission_payments: AdmissionPaymentTable;
  admission_message_templates: AdmissionMessageTemplateTable;
  admission_messages: AdmissionMessageTable;
}
