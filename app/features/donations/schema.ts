import { z } from "zod";
import { email, honeypotShape, refuseUnknownFields, requiredText, tenDigitPhone } from "~/lib/validation";
import { MAX_ITEM_QUANTITY, QUANTITY_MAX_MESSAGE, QUANTITY_MESSAGE } from "./quantity";

/** Ids of the fixed donation items (names and costs live in app/content/donation.ts). */
export const DONATION_ITEM_IDS = ["1", "2", "3", "4", "5"] as const;
export type DonationItemId = (typeof DONATION_ITEM_IDS)[number];

export { MAX_ITEM_QUANTITY } from "./quantity";

// The spec: text that is not a number counts as 0 (so does an empty box); a number must be a whole one, 0 or more.
const quantity = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 0;
    if (typeof value !== "string") return value;
    const text = value.trim();
    return text === "" || Number.isNaN(Number(text)) ? 0 : Number(text);
  },
  z
    .number({ error: QUANTITY_MESSAGE })
    .int({ error: QUANTITY_MESSAGE })
    .min(0, { error: QUANTITY_MESSAGE })
    .max(MAX_ITEM_QUANTITY, { error: QUANTITY_MAX_MESSAGE }),
);

// Every item gets a quantity: a missing one is 0. Ids other than 1 to 5 are refused.
const quantities = z.preprocess(
  (value) => (value === undefined || value === null ? {} : value),
  z.strictObject(
    Object.fromEntries(DONATION_ITEM_IDS.map((id) => [id, quantity])) as Record<DonationItemId, typeof quantity>,
    {
      error: (issue) =>
        issue.code === "unrecognized_keys" ? "Unknown donation item" : "Quantities must list items 1 to 5",
    },
  ),
);

/** The Donate form: a form posts quantities as `quantities.1` ... `quantities.5` (see parseForm). */
export const donationPledgeSchema = z.object({
  ...honeypotShape,
  quantities,
  donorName: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  phone: tenDigitPhone("Phone number must be 10 digits", "Phone number is required"),
  email: email("Invalid email address", "Email is required"),
});

/** JSON body of POST /api/donations: the form's fields and nothing else (no total: the server computes it). */
export const donationPledgeBodySchema = z.strictObject(donationPledgeSchema.shape, refuseUnknownFields);

export type DonationPledge = z.infer<typeof donationPledgeSchema>;
export type DonationQuantities = DonationPledge["quantities"];

/** Sum of cost times quantity; an item without a price counts 0. */
export function pledgeTotal(quantities: Partial<Record<string, number>>, prices: Record<string, number>): number {
  let total = 0;
  for (const [id, count] of Object.entries(quantities)) total += (prices[id] ?? 0) * (count ?? 0);
  return total;
}

export const EMPTY_PLEDGE_MESSAGE = "Please choose at least one item to donate.";

/** A pledge worth 0 is refused; kept out of the schema because the prices come from the content. */
export function validatePledgeTotal(
  quantities: Partial<Record<string, number>>,
  prices: Record<string, number>,
): { ok: true; total: number } | { ok: false; fields: Record<string, string> } {
  const total = pledgeTotal(quantities, prices);
  return total > 0 ? { ok: true, total } : { ok: false, fields: { quantities: EMPTY_PLEDGE_MESSAGE } };
}

/** The 0-total rule on a submitted form or body, for showing it together with the other field messages. */
export function emptyPledgeFields(
  submitted: Record<string, unknown>,
  prices: Record<string, number>,
): Record<string, string> {
  const parsed = quantities.safeParse(submitted.quantities);
  if (!parsed.success) return {};
  const checked = validatePledgeTotal(parsed.data, prices);
  return checked.ok ? {} : checked.fields;
}
