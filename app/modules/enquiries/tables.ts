import type { Generated } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

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

/** The tables the enquiries module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface EnquiriesTables {
  enquiries: EnquiryTable;
}
