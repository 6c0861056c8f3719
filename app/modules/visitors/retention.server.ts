import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { shiftMonth, todayIn } from "~/kernel/dates";
import type { Job } from "~/kernel/jobs.server";
import { getSiteSettings } from "~/kernel/settings/store.server";
import { forgetEarlierDays } from "./counting.server";
import type { VisitKind } from "./tables";

/** Daily figures are kept this many whole months before this one; older days become their month's totals. */
export const MONTHS_KEPT_BY_DAY = 25;

/**
 * Folds the days before the kept months into visit_monthly (added to what a month already holds) and deletes
 * them, in one transaction; also drops an earlier day's salt and hashes. Answers how many daily rows were folded.
 */
export async function foldOldVisitFigures(db: Kysely<Database>, now = new Date()) {
  const today = todayIn((await getSiteSettings(db)).timeZone, now);
  const firstKeptDay = `${shiftMonth(today.slice(0, 7), -MONTHS_KEPT_BY_DAY)}-01`;
  await forgetEarlierDays(db, today);
  return db.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom("visit_daily")
      .select(["day", "kind", "subject", "count"])
      .where("day", "<", firstKeptDay)
      .execute();
    const months = new Map<string, number>();
    for (const row of old) {
      const key = `${row.day.slice(0, 7)}\t${row.kind}\t${row.subject}`;
      months.set(key, (months.get(key) ?? 0) + Number(row.count));
    }
    for (const [key, count] of months) {
      const [month, kind, subject] = key.split("\t") as [string, VisitKind, string];
      await trx
        .insertInto("visit_monthly")
        .values({ month, kind, subject, count })
        .onConflict((oc) =>
          oc
            .columns(["month", "kind", "subject"])
            .doUpdateSet((eb) => ({ count: eb(eb.ref("visit_monthly.count"), "+", eb.ref("excluded.count")) })),
        )
        .execute();
    }
    await trx.deleteFrom("visit_daily").where("day", "<", firstKeptDay).execute();
    return { folded: old.length, months: months.size };
  });
}

export function visitorsJobs(): Job[] {
  return [{ name: "visit_figures_retention", cron: "15 3 * * *", run: (db) => foldOldVisitFigures(db) }];
}
