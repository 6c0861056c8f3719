import { db } from "~/kernel/database/connection";
import { todayIn } from "~/kernel/dates";
import { listPublishedEvents, schoolTimeZone } from "./queries.server";

/** The academic year (June to May) a date falls in, as its first and last day: "2026-11-26" -> 2026-06-01..2027-05-31. */
export function academicYearOf(today: string) {
  const year = Number(today.slice(0, 4));
  const first = Number(today.slice(5, 7)) >= 6 ? year : year - 1;
  return { from: `${first}-06-01`, to: `${first + 1}-05-31`, label: `${first}-${String(first + 1).slice(2)}` };
}

/** The holidays page's list: published events of the holiday category in the academic year running today. */
export async function loadHolidays() {
  const database = db();
  const today = todayIn(await schoolTimeZone(database));
  const year = academicYearOf(today);
  const holidays = await listPublishedEvents(database, { from: year.from, to: year.to, category: "holiday" });
  return { today, year: year.label, holidays };
}
