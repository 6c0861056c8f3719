import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { slugify } from "~/kernel/slug";
import { reindexEvents } from "./event-kind.server";

/** The sample events' addresses: the dashboard's list counts those still there (see sampleEventsLeft). */
export const SAMPLE_EVENT_SLUGS = ["ground-breaking-ceremony", "science-exhibition", "inter-school-cricket-tournament"];

/** A date `days` after `today`, as YYYY-MM-DD. */
const daysFrom = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** Three sample events, all still to come on the day of install, so the home page and the calendar look alive. */
export function sampleEvents(today: Date, now: string) {
  const stamp = { created_at: now, updated_at: now, published: 1, all_day: 0, picture_key: null, deleted_at: null };
  const [ceremony, exhibition, cricket] = SAMPLE_EVENT_SLUGS;
  return [
    {
      ...stamp,
      slug: ceremony,
      title: "Ground-breaking ceremony",
      start_date: daysFrom(today, 12),
      start_time: "10:00",
      end_date: daysFrom(today, 12),
      end_time: "12:00",
      place: "School campus, main gate",
      category: "meeting",
      summary:
        "The foundation stone for the school's modernisation is laid, starting phase 1 of the School Development Plan.",
      body: "The foundation stone for the school's modernisation will be laid, starting phase 1 of the School Development Plan: arch and gates, compound wall, internal roads, play ground, parking and a memorial.\n\nParents, alumni and well-wishers are warmly invited.",
    },
    {
      ...stamp,
      slug: exhibition,
      title: "Science exhibition",
      start_date: daysFrom(today, 5),
      start_time: "09:30",
      end_date: daysFrom(today, 5),
      end_time: "13:00",
      place: "School hall",
      category: "academic",
      summary: "Students of every class show their science projects; parents are welcome from 9:30.",
      body: "Students of every class show the projects they built this term: working models, experiments and charts. Parents are welcome from 9:30 in the morning.",
    },
    {
      ...stamp,
      slug: cricket,
      title: "Inter-school cricket tournament",
      start_date: daysFrom(today, 26),
      start_time: null,
      end_date: daysFrom(today, 28),
      end_time: null,
      all_day: 1,
      place: "School cricket ground",
      category: "sports",
      summary: "Three days of inter-school cricket on the home ground.",
      body: "Our cricket team plays the inter-school tournament on the home ground. Parents and students are welcome to cheer the team through three matches.",
    },
  ];
}

/** The sample events and the academic year's holidays, as published records of a new install. */
export async function seedSampleEvents(db: Kysely<Database>, today = new Date()) {
  const existing = await db.selectFrom("events").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const now = nowIso();
  await db.insertInto("events").values(sampleEvents(today, now)).execute();
  await db.insertInto("events").values(holidayEvents(today, now)).execute();
  await reindexEvents(db);
}

/** How many sample events are still on the site (not deleted or trashed). */
export async function sampleEventsLeft(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("events")
    .select("slug")
    .where("slug", "in", SAMPLE_EVENT_SLUGS)
    .where("deleted_at", "is", null)
    .execute();
  return rows.length;
}

/**
 * The holidays page's list as all-day events of the holiday category, for the academic year running now
 * (June to May), so parents can subscribe through /events.ics. Holidays on fixed dates are published; those
 * that move with the festival calendar are drafts with an estimated date for the office to check and publish.
 */
export function holidayEvents(today: Date, now: string) {
  const year = today.getUTCMonth() >= 5 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const next = year + 1;
  const moves = "The date moves with the festival calendar: the office checks it before publishing.";
  const holidays: [string, string, string, boolean, string][] = [
    [
      "Independence Day",
      `${year}-08-15`,
      `${year}-08-15`,
      true,
      "National holiday: the school is closed after the flag hoisting at 8 in the morning.",
    ],
    ["Vinayaka Chaturthi", `${year}-09-14`, `${year}-09-14`, false, moves],
    [
      "Gandhi Jayanti",
      `${year}-10-02`,
      `${year}-10-02`,
      true,
      "National holiday: the school is closed for the day; classes resume the next day.",
    ],
    ["Dasara vacation", `${year}-10-12`, `${year}-10-24`, false, moves],
    ["Deepavali", `${year}-11-08`, `${year}-11-08`, false, moves],
    ["Sankranti vacation", `${next}-01-12`, `${next}-01-17`, false, moves],
    [
      "Republic Day",
      `${next}-01-26`,
      `${next}-01-26`,
      true,
      "National holiday: the school is closed after the flag hoisting at 8 in the morning.",
    ],
    [
      "Summer vacation",
      `${next}-05-01`,
      `${next}-05-31`,
      true,
      "The school is closed for the summer; classes start again in June.",
    ],
  ];
  return holidays.map(([title, start, end, published, summary]) => ({
    slug: `${slugify(title)}-${start.slice(0, 4)}`,
    title,
    start_date: start,
    start_time: null,
    end_date: end,
    end_time: null,
    all_day: 1,
    place: "",
    category: "holiday",
    summary,
    body: "",
    picture_key: null,
    published: published ? 1 : 0,
    deleted_at: null,
    created_at: now,
    updated_at: now,
  }));
}
