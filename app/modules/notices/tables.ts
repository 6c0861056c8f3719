import type { Generated } from "kysely";
import type { Timestamp } from "~/kernel/database/columns";

export interface NoticeVersionTable {
  id: Generated<number>;
  kind: "privacy" | "accessibility";
  version: number;
  /** The notice's text as JSON (a NoticeDocument): what the page showed under this version. */
  body: string;
  created_at: Timestamp;
}

/** One person's agreement to the privacy notice: the form, the reference they were given, the version shown. */
export interface PrivacyConsentTable {
  id: Generated<number>;
  form: string;
  reference: string;
  notice_version: number;
  agreed_at: Timestamp;
}

/** The tables the notices module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface NoticesTables {
  notice_versions: NoticeVersionTable;
  privacy_consents: PrivacyConsentTable;
}
