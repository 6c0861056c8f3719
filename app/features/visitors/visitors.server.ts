import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

// What counts as a visit: one per browser per calendar day (UTC), marked by a first-party cookie
// holding the day; a request from a known crawler never counts. See docs/decisions.md.

export const VISIT_COOKIE = "school_visit";

const CRAWLER =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|preview|lighthouse|pingdom|uptime|monitor/i;

export function isCrawler(userAgent: string | undefined) {
  return CRAWLER.test(userAgent ?? "");
}

export function today(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** Seconds from `now` to the next midnight UTC: the visit cookie lives until the day ends. */
export function secondsLeftToday(now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

export async function readVisitorCount(db: Kysely<Database>) {
  const row = await db.selectFrom("visitor_count").select("count").where("id", "=", 1).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Adds one visit in the database itself (count = count + 1), so concurrent visits are never lost. */
export async function countVisit(db: Kysely<Database>) {
  const row = await db
    .updateTable("visitor_count")
    .set((eb) => ({ count: eb("count", "+", 1) }))
    .where("id", "=", 1)
    .returning("count")
    .executeTakeFirst();
  if (row) return Number(row.count);
  // A database set up without the counter row: create it with this first visit.
  await db
    .insertInto("visitor_count")
    .values({ id: 1, count: 0 })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
  return countVisit(db);
}
