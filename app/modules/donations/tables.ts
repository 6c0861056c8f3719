import type { Generated, Selectable } from "kysely";
import type { Flag, Timestamp } from "~/kernel/database/columns";

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

export type DonationItemRow = Selectable<DonationItemTable>;

/** The tables the donations module owns (db/table-owners.ts); db/schema.ts composes every owner's into `Database`. */
export interface DonationsTables {
  donation_pledges: DonationPledgeTable;
  donation_items: DonationItemTable;
}
