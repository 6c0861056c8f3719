import type { Generated, Selectable } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

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

/** A dashboard form sent after its session ended, kept until the clerk has signed in again (migration 013). */
export interface FormDraftTable {
  id: string;
  path: string;
  /** JSON: { field: value } of the form's text fields (never passwords or files). */
  fields: string;
  created_at: Timestamp;
  /** The account whose ended session sent the form (migration 075): only it may open the draft. */
  user_id: number | null;
}

/** A session that ended (signed out, idle, expired) within the last day, by its token's hash (migration 075). */
export interface EndedSessionTable {
  id: string;
  user_id: number;
  ended_at: Timestamp;
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

export type AdminUserRow = Selectable<AdminUserTable>;

/** The tables the accounts module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface AccountsTables {
  admin_users: AdminUserTable;
  sessions: SessionTable;
  login_attempts: LoginAttemptTable;
  recovery_codes: RecoveryCodeTable;
  form_drafts: FormDraftTable;
  ended_sessions: EndedSessionTable;
  password_reset_tokens: PasswordResetTokenTable;
  password_reset_requests: PasswordResetRequestTable;
}
