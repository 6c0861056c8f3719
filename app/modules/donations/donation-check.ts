import { formToObject, parseForm } from "~/kernel/validation";
import { donationPledgeSchema, emptyPledgeFields } from "./schema";

/**
 * The pledge checked in the browser with its schema, plus the 0-total rule (every item costs at least 1 here;
 * the server checks again with its own prices); loaded only when the form is used.
 */
export function checkDonationForm(form: FormData) {
  const parsed = parseForm(donationPledgeSchema, form);
  // The form-wide rule is reported together with the field messages, a field's own message first.
  const fields = { ...emptyPledgeFields(formToObject(form)), ...(parsed.ok ? {} : parsed.fields) };
  return Object.keys(fields).length > 0 ? { ok: false as const, fields } : { ok: true as const };
}
