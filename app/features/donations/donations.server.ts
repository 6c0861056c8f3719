import type { Kysely } from "kysely";
import { nowIso } from "~platform/database/dialect";
import type { Database } from "../../../db/schema";
import { DONATION_ITEMS, DONATION_PRICES } from "./items";
import { validatePledgeTotal, type DonationPledge } from "./schema";

export type PledgedItem = { id: string; name: string; cost: number; quantity: number };

/**
 * Prices a pledge with the server's own costs and stores it. A pledge worth 0 is refused with the
 * field message, nothing stored.
 */
export async function savePledge(db: Kysely<Database>, pledge: DonationPledge) {
  const checked = validatePledgeTotal(pledge.quantities, DONATION_PRICES);
  if (!checked.ok) return checked;
  const items: PledgedItem[] = DONATION_ITEMS.map((item) => ({
    id: item.id,
    name: item.name,
    cost: item.cost,
    quantity: pledge.quantities[item.id],
  })).filter((item) => item.quantity > 0);
  const createdat = nowIso();
  const saved = await db
    .insertInto("donation_pledges")
    .values({
      donorName: pledge.donorName,
      phone: pledge.phone,
      email: pledge.email,
      items: JSON.stringify(items),
      total: checked.total,
      createdat,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { ok: true as const, id: saved.id, total: checked.total, items, createdat };
}

/** The administrators' list, newest first, items parsed. */
export async function listPledges(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("donation_pledges")
    .select(["id", "donorName", "phone", "email", "items", "total", "createdat"])
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({ ...row, items: JSON.parse(row.items) as PledgedItem[] }));
}
