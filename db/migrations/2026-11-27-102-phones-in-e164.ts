import type { Kysely } from "kysely";

// Frozen: later changes go into new migration files.
// Phone numbers were stored as the ten digits the old forms allowed; forms now store E.164 (+919848012345), see
// docs/decisions/117-phone-and-aadhaar-numbers-as-written.md. A stored ten-digit number not starting with 0 is an
// Indian number written without its country code, so it becomes +91 and the ten digits. The chat number was
// stored with its country code and no plus. Anything else is left as it is: the site shows it as stored.

type PhoneTables = {
  students: { contactnum: string };
  faculty: { contactnum: string };
  alumni: { contactnum: string };
  alumni_registrations: { contactnum: string };
  enquiries: { phone: string };
  donation_pledges: { phone: string };
  contact_requests: { mobilnum: string | null };
  inbox_items: { phone: string | null };
  site_settings: { key: string; value: string };
};

const PHONE_COLUMNS = [
  ["students", "contactnum"],
  ["faculty", "contactnum"],
  ["alumni", "contactnum"],
  ["alumni_registrations", "contactnum"],
  ["enquiries", "phone"],
  ["donation_pledges", "phone"],
  ["contact_requests", "mobilnum"],
  ["inbox_items", "phone"],
] as const;

const TEN_DIGITS = /^[1-9]\d{9}$/;
const WITH_COUNTRY_CODE = /^[1-9]\d{10,14}$/;

function inE164(stored: string, countryCodeIncluded: boolean): string | undefined {
  const text = stored.trim();
  if (TEN_DIGITS.test(text)) return `+91${text}`;
  if (countryCodeIncluded && WITH_COUNTRY_CODE.test(text)) return `+${text}`;
  return undefined;
}

type Column = (typeof PHONE_COLUMNS)[number];

async function rewriteColumn(db: Kysely<PhoneTables>, [table, column]: Column) {
  // Loosely typed only here: each pair above names a text column of its table.
  const loose = db as unknown as Kysely<Record<string, Record<string, string | null>>>;
  const stored = await loose.selectFrom(table).select(column).distinct().execute();
  for (const row of stored) {
    const value = row[column];
    const e164 = value === null ? undefined : inE164(value, false);
    if (e164)
      await loose
        .updateTable(table)
        .set({ [column]: e164 })
        .where(column, "=", value)
        .execute();
  }
}

export async function up(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<PhoneTables>;
  for (const pair of PHONE_COLUMNS) await rewriteColumn(db, pair);
  const settings = await db
    .selectFrom("site_settings")
    .select(["key", "value"])
    .where("key", "in", ["phone", "phone2", "chatNumber"])
    .execute();
  for (const { key, value } of settings) {
    const e164 = inE164(value, key === "chatNumber");
    if (e164) await db.updateTable("site_settings").set({ value: e164 }).where("key", "=", key).execute();
  }
}

// The old forms read ten digits only: Indian numbers go back to them, the chat number to digits with its code.
export async function down(untyped: Kysely<unknown>) {
  const db = untyped as unknown as Kysely<PhoneTables>;
  const loose = db as unknown as Kysely<Record<string, Record<string, string | null>>>;
  for (const [table, column] of PHONE_COLUMNS) {
    const stored = await loose.selectFrom(table).select(column).distinct().execute();
    for (const row of stored) {
      const value = row[column];
      if (value && /^\+91[1-9]\d{9}$/.test(value))
        await loose
          .updateTable(table)
          .set({ [column]: value.slice(3) })
          .where(column, "=", value)
          .execute();
    }
  }
  const settings = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  for (const { key, value } of settings) {
    if (!["phone", "phone2", "chatNumber"].includes(key) || !value.startsWith("+")) continue;
    const back = key === "chatNumber" ? value.slice(1) : /^\+91\d{10}$/.test(value) ? value.slice(3) : value;
    await db.updateTable("site_settings").set({ value: back }).where("key", "=", key).execute();
  }
}
