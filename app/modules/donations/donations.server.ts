import type { Kysely } from "kysely";
import { nowIso } from "~/kernel/database/dialect";
import type { Database } from "../../../db/schema";
import { wakeMailSender } from "~/modules/mail/index.server";
import { receiveSubmission } from "~/modules/help-desk/index.server";
import { recordPrivacyConsent } from "~/modules/notices/index.server";
import { listDonationItems } from "./items.server";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { validatePledgeTotal, type DonationPledge } from "./schema";
import { formatPhone } from "~/kernel/phone-number";

export type PledgedItem = { id: string; name: string; cost: number; quantity: number };

/**
 * Prices a pledge with the server's own costs and stores it. A pledge worth 0 is refused with the
 * field message, nothing stored.
 */
export async function savePledge(db: Kysely<Database>, pledge: DonationPledge, requestOrigin: string) {
  // Priced with the items offered now; the pledge keeps each item's name and cost as they are at this moment.
  const offered = await listDonationItems(db);
  const checked = validatePledgeTotal(
    pledge.quantities,
    Object.fromEntries(offered.map((item) => [item.id, item.cost])),
  );
  if (!checked.ok) throw new RefusedError(400, FIX_FIELDS, checked.fields);
  const items: PledgedItem[] = offered
    .map((item) => ({
      id: item.id,
      name: item.name,
      cost: item.cost,
      quantity: pledge.quantities[item.id] ?? 0,
    }))
    .filter((item) => item.quantity > 0);
  const createdat = nowIso();
  const saved = await db.transaction().execute(async (trx) => {
    const row = await trx
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
    const itemList = items.map((item) => `${item.name} x ${item.quantity}`).join(", ");
    const { reference } = await receiveSubmission(
      trx,
      {
        kind: "pledge",
        sourceId: row.id,
        receivedAt: createdat,
        name: pledge.donorName,
        email: pledge.email,
        phone: pledge.phone,
        summary: `${itemList} (total ${checked.total})`,
        details: [
          ["Donor", pledge.donorName],
          ["Phone", formatPhone(pledge.phone)],
          ["E-mail", pledge.email],
          ["Items", itemList],
          ["Total (Rs.)", String(checked.total)],
        ],
      },
      requestOrigin,
    );
    await recordPrivacyConsent(trx, { form: "pledge", reference });
    return { id: row.id, reference };
  });
  wakeMailSender();
  return { id: saved.id, reference: saved.reference, total: checked.total, items, createdat };
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
