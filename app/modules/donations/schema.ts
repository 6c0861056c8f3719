import { z } from "zod";
import {
  email,
  honeypotShape,
  optionalText,
  refuseUnknownFields,
  requiredText,
  wholeNumber,
} from "~/kernel/validation";
import { phoneNumber } from "~/kernel/phone";
import { MAX_ITEM_QUANTITY, QUANTITY_MAX_MESSAGE, QUANTITY_MESSAGE, quantityNumber } from "./quantity";

export { MAX_ITEM_QUANTITY } from "./quantity";

// The spec: text that is not a number counts as 0 (so does an empty box); a number must be a whole one written in
// digits, 0 or more (quantityNumber, the same rule the running total follows in the browser).
const quantity = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return 0;
    return typeof value === "string" ? quantityNumber(value) : value;
  },
  z
    .number({ error: QUANTITY_MESSAGE })
    .int({ error: QUANTITY_MESSAGE })
    .min(0, { error: QUANTITY_MESSAGE })
    .max(MAX_ITEM_QUANTITY, { error: QUANTITY_MAX_MESSAGE }),
);

export const UNKNOWN_ITEM_MESSAGE = "Unknown donation item";
const ITEM_ID = /^[1-9]\d{0,8}$/;

// The items are the office's (donation_items): any item id with a quantity; the server refuses ids that are not
// offered. A missing item counts as 0.
const quantities = z.preprocess(
  (value) => (value === undefined || value === null ? {} : value),
  z
    .record(z.string(), quantity, { error: "Quantities must list items and numbers" })
    .refine((value) => Object.keys(value).length <= 100 && Object.keys(value).every((id) => ITEM_ID.test(id)), {
      error: UNKNOWN_ITEM_MESSAGE,
    }),
);

/** The Donate form: a form posts quantities as `quantities.1` ... `quantities.5` (see parseForm). */
export const donationPledgeSchema = z.object({
  ...honeypotShape,
  quantities,
  donorName: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  phone: phoneNumber({ required: "Phone number is required", label: "Phone number" }),
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

/** A pledge worth 0, or naming an item not offered, is refused; kept out of the schema as the items are the office's. */
export function validatePledgeTotal(
  quantities: Partial<Record<string, number>>,
  prices: Record<string, number>,
): { ok: true; total: number } | { ok: false; fields: Record<string, string> } {
  if (Object.entries(quantities).some(([id, count]) => prices[id] === undefined && (count ?? 0) > 0))
    return { ok: false, fields: { quantities: UNKNOWN_ITEM_MESSAGE } };
  const total = pledgeTotal(quantities, prices);
  return total > 0 ? { ok: true, total } : { ok: false, fields: { quantities: EMPTY_PLEDGE_MESSAGE } };
}

/**
 * The 0-total rule on a submitted form or body, for showing it together with the other field messages. Without
 * prices (in the browser) any whole quantity above 0 counts: every item costs at least 1.
 */
export function emptyPledgeFields(
  submitted: Record<string, unknown>,
  prices?: Record<string, number>,
): Record<string, string> {
  const parsed = quantities.safeParse(submitted.quantities);
  if (!parsed.success) return {};
  const checked = validatePledgeTotal(
    parsed.data,
    prices ?? Object.fromEntries(Object.keys(parsed.data).map((id) => [id, 1])),
  );
  return checked.ok ? {} : checked.fields;
}

export const ITEM_COST_MESSAGE = "Cost must be a whole number of rupees from 1 to 1000000";

/** One donation item, as the dashboard form and the API send it. */
export const donationItemSchema = z.object({
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  description: optionalText(300, "Description must be at most 300 characters"),
  cost: wholeNumber(
    ITEM_COST_MESSAGE,
    ITEM_COST_MESSAGE,
    1,
    1_000_000,
    "Write the cost in rupees in digits, for example 500",
  ),
});
export type DonationItemInput = z.infer<typeof donationItemSchema>;

const POSITION_MESSAGE = "Position must be a whole number of 1 or more";

/** The API's body: the fields above, and optionally whether it is offered and its place on the page. */
export const donationItemBodySchema = donationItemSchema.extend({
  active: z.boolean({ error: "Active must be true or false" }).optional(),
  position: z
    .number({ error: POSITION_MESSAGE })
    .int({ error: POSITION_MESSAGE })
    .min(1, { error: POSITION_MESSAGE })
    .optional(),
});
export type DonationItemBody = z.infer<typeof donationItemBodySchema>;
