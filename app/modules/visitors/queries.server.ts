import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { addDays, todayIn } from "~/kernel/dates";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { parseForm } from "~/kernel/validation";
import { normalTerm } from "./counting.server";
import { visitQuerySchema, type VisitQuery } from "./schema";
import type { VisitKind } from "./tables";

/** Reads the figures' question from an address's parameters, or refuses it (400, a message per field). */
export function readVisitQuery(params: URLSearchParams): VisitQuery {
  const parsed = parseForm(visitQuerySchema, params);
  if (!parsed.ok) throw new RefusedError(400, FIX_FIELDS, parsed.fields);
  return parsed.data as VisitQuery;
}

export type VisitDay = { day: string; visitors: number; views: number };
export type VisitRow = { subject: string; count: number };
export type VisitFigures = {
  from: string;
  to: string;
  days: VisitDay[];
  totals: { visitors: number; views: number };
  pages: VisitRow[];
  entries: VisitRow[];
  referrers: VisitRow[];
  searches: VisitRow[];
  emptySearches: VisitRow[];
  forms: VisitRow[];
};

const TOP = 20;

/** The period's days (every one, zeros included, for the chart) and its top pages, entries, referrers, terms, forms. */
export async function readVisitFigures(
  db: Kysely<Database>,
  query: VisitQuery,
  now = new Date(),
): Promise<VisitFigures> {
  const to = todayIn((await getSiteSettings(db)).timeZone, now);
  const from = addDays(to, 1 - query.days);
  const perDay = await db
    .selectFrom("visit_daily")
    .select(["day", "kind", (eb) => eb.fn.sum<number | string>("count").as("total")])
    .where("kind", "in", ["visitors", "view"])
    .where("day", ">=", from)
    .groupBy(["day", "kind"])
    .execute();
  const days: VisitDay[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push({ day, visitors: 0, views: 0 });
  const byDay = new Map(days.map((row) => [row.day, row]));
  for (const row of perDay) {
    const entry = byDay.get(row.day);
    if (entry) entry[row.kind === "visitors" ? "visitors" : "views"] = Number(row.total);
  }
  const top = (kind: VisitKind) => topSubjects(db, kind, from, kind.startsWith("search") ? query.term : undefined);
  const [pages, entries, referrers, searches, emptySearches, forms] = await Promise.all(
    (["view", "entry", "referrer", "search", "search-empty", "form"] as const).map(top),
  );
  return {
    from,
    to,
    days,
    totals: {
      visitors: days.reduce((sum, row) => sum + row.visitors, 0),
      views: days.reduce((sum, row) => sum + row.views, 0),
    },
    pages,
    entries,
    referrers,
    searches,
    emptySearches,
    forms,
  };
}

async function topSubjects(db: Kysely<Database>, kind: VisitKind, from: string, term?: string): Promise<VisitRow[]> {
  const rows = await db
    .selectFrom("visit_daily")
    .select(["subject", (eb) => eb.fn.sum<number | string>("count").as("total")])
    .where("kind", "=", kind)
    .where("day", ">=", from)
    .groupBy("subject")
    .orderBy("total", "desc")
    .orderBy("subject")
    // A filter's words are matched here as typed (terms are stored in lower case), not as a LIKE pattern.
    .$if(!term, (q) => q.limit(TOP))
    .execute();
  const words = term ? normalTerm(term) : "";
  return rows
    .filter((row) => row.subject.includes(words))
    .slice(0, TOP)
    .map((row) => ({ subject: row.subject, count: Number(row.total) }));
}

/** Every daily figure of the period, for the CSV export: day, kind, subject, count. */
export async function exportVisitFigures(db: Kysely<Database>, query: VisitQuery, now = new Date()) {
  const to = todayIn((await getSiteSettings(db)).timeZone, now);
  return db
    .selectFrom("visit_daily")
    .select(["day", "kind", "subject", "count"])
    .where("day", ">=", addDays(to, 1 - query.days))
    .orderBy("day")
    .orderBy("kind")
    .orderBy("count", "desc")
    .orderBy("subject")
    .execute();
}
