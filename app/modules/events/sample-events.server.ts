import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { slugify } from "~/kernel/slug";
import { reindexEvents } from "./event-kind.server";

/** The spec's three events, as published records of a new install. */
export async function seedSampleEvents(db: Kysely<Database>) {
  const existing = await db.selectFrom("events").select("id").limit(1).execute();
  if (existing.length > 0) return;
  const now = nowIso();
  const stamp = { created_at: now, updated_at: now, published: 1, all_day: 0, picture_key: null, deleted_at: null };
  await db
    .insertInto("events")
    .values([
      {
        ...stamp,
        slug: "ground-breaking-ceremony-2024",
        title: "Ground-breaking ceremony",
        start_date: "2024-08-19",
        start_time: "10:00",
        end_date: "2024-08-19",
        end_time: "12:00",
        place: "School campus, main gate",
        category: "meeting",
        summary:
          "The foundation stone for the school's modernisation is laid, starting phase 1 of the School Development Plan.",
        body: "The foundation stone for the school's modernisation was laid on 19 August 2024, starting phase 1 of the School Development Plan: arch and gates, compound wall, internal roads, play ground, parking and a memorial.\n\nParents, alumni and well-wishers were warmly invited.",
      },
      {
        ...stamp,
        slug: "independence-day-2024",
        title: "Independence Day celebration",
        start_date: "2024-08-15",
        start_time: "08:00",
        end_date: "2024-08-15",
        end_time: "10:30",
        place: "School assembly ground",
        category: "cultural",
        summary: "Flag hoisting, a march past by the four houses, patriotic songs and a speech by the chief guest.",
        body: "The school celebrated Independence Day with flag hoisting, a march past by the four houses, patriotic songs and a speech by the chief guest, followed by sweets for all.",
      },
      {
        ...stamp,
        slug: "inter-school-cricket-tournament-2024",
        title: "Inter-school cricket tournament",
        start_date: "2024-09-10",
        start_time: null,
        end_date: "2024-09-12",
        end_time: null,
        all_day: 1,
        place: "School cricket ground",
        category: "sports",
        summary: "Three days of inter-school cricket on the home ground.",
        body: "Our cricket team played the inter-school tournament on the home ground. Parents and students cheered the team through three matches, and two of our players were named in the district probables.",
      },
    ])
    .execute();
  await db.insertInto("events").values(holidayEvents(new Date(), now)).execute();
  await reindexEvents(db);
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
