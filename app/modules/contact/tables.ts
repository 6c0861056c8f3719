import type { Generated, Selectable } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

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

export type ContactRequestRow = Selectable<ContactRequestTable>;

/** The tables the contact module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface ContactTables {
  contact_requests: ContactRequestTable;
}
