import { createIsbotFromList, list } from "isbot";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";

// What counts as a visit: one per browser per calendar day (UTC), marked by a first-party cookie
// holding the day; a known bot (the isbot list, plus monitors and page checkers) never counts, and one
// network address adds at most NEW_VISITORS_PER_ADDRESS a day, so a client that keeps no cookie cannot
// inflate the number. A school's visitors share few addresses at once; the cap errs on the low side.
// See docs/decisions/047-what-counts-as-a-visit.md.

export const VISIT_COOKIE = "school_visit";
export const NEW_VISITORS_PER_ADDRESS = 3;

// Headless Chrome is left out of the list: schools' own kiosks and screenshot checks use it, and a visit
// from it is still a page view of a browser. Monitors and page checkers are added.
const isListedBot = createIsbotFromList(list.filter((pattern) => pattern !== "headless"));
const CHECKERS = /lighthouse|pingdom|uptime|monitor|preview/i;

export function isCrawler(userAgent: string | undefined) {
  return !userAgent || isListedBot(userAgent) || CHECKERS.test(userAgent);
}

// address -> visitors counted today; forgotten when the day changes (and capped, so it cannot grow without end).
const countedToday = { day: "", perAddress: new Map<string, number>() };
const MAX_ADDRESSES = 100_000;

/** Whether one more new visitor from this address may be counted today (and notes it when so). */
export function takeVisitorSlot(address: string, day = today()) {
  if (countedToday.day !== day || countedToday.perAddress.size >= MAX_ADDRESSES) {
    countedToday.day = day;
    countedToday.perAddress.clear();
  }
  const seen = countedToday.perAddress.get(address) ?? 0;
  if (seen >= NEW_VISITORS_PER_ADDRESS) return false;
  countedToday.perAddress.set(address, seen + 1);
  return true;
}

export function today(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** Seconds from `now` to the next midnight UTC: the visit cookie lives until the day ends. */
export function secondsLeftToday(now = new Date()) {
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
}

/** True once the counter's row exists: the first start of an install creates it. */
export async function hasVisitorCounter(db: Kysely<Database>) {
  const row = await db.selectFrom("visitor_count").select("id").where("id", "=", 1).executeTakeFirst();
  return row !== undefined;
}

/** Creates the counter at zero; a counter already there keeps its count. */
export async function startVisitorCounter(db: Kysely<Database>) {
  await db
    .insertInto("visitor_count")
    .values({ id: 1, count: 0 })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
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

/**
 * One page view's visit: the first of the day from a browser (no cookie for today) counts, unless it comes
 * from a crawler or its address is over today's cap. Answers the count and, when the browser must be marked,
 * the day to keep in its cookie (set either way, so a browser is counted once a day).
 */
export async function visitFromBrowser(
  db: Kysely<Database>,
  visit: { cookieDay: string | undefined; userAgent: string | undefined; address: string },
): Promise<{ count: number; markDay?: string }> {
  const day = today();
  if (visit.cookieDay === day || isCrawler(visit.userAgent)) return { count: await readVisitorCount(db) };
  const count = takeVisitorSlot(visit.address, day) ? await countVisit(db) : await readVisitorCount(db);
  return { count, markDay: day };
}
