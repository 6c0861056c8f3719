import type { Kysely } from "kysely";
import type { Database, EventRow } from "../../../db/schema";
import type { MediaStorage } from "~/kernel/storage/storage";
import type { PictureSource } from "~/kernel/media/variants";
import { getSiteSettings } from "~/modules/site/index.server";
import { searchText, type SearchEntry } from "~/modules/search/index.server";
import { entryWhilePublished, picturesByKey } from "~/modules/publishing/index.server";
import { addDays, todayIn, zonedInstant } from "~/kernel/dates";
import { isShowing, nextScheduleChange } from "~/kernel/schedule";
import { crossedBetween, notEndedAt, showingAt, type ScheduleWatch } from "~/kernel/schedule.server";
import { parseTranslations } from "~/kernel/i18n/content";
import { pathInLanguage } from "~/kernel/i18n/languages";
import type { EventCategory, PublicEvent } from "./schema";

export function eventFromRow(row: EventRow): PublicEvent {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    startDate: row.start_date,
    startTime: row.start_time,
    endDate: row.end_date,
    endTime: row.end_time,
    allDay: row.all_day === 1,
    place: row.place,
    category: row.category as EventCategory,
    summary: row.summary,
    body: row.body,
    pictureKey: row.picture_key,
    published: row.published === 1,
    translations: parseTranslations(row.translations),
    showFrom: row.show_from,
    showUntil: row.show_until,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the site search finds of an event: only a published one, not in the trash. */
export function eventSearchEntry(event: PublicEvent, trashed = false): SearchEntry | null {
  return entryWhilePublished(event, trashed, () => ({
    kind: "event",
    key: event.id,
    title: event.title,
    body: searchText(event.summary, event.place, event.body),
    url: `/Events/${event.slug}`,
    schedule: event,
    translations: Object.entries(event.translations).map(([language, texts]) => ({
      language,
      title: texts.title ?? event.title,
      body: searchText(texts.summary ?? event.summary, texts.place ?? event.place, texts.body ?? event.body),
      url: pathInLanguage(language, `/Events/${event.slug}`),
    })),
  }));
}

/** Scheduled publishing's look at the events: how many came due or expired in (since, now]. */
export const eventsScheduleWatch: ScheduleWatch = async (db, since, now) =>
  (await db.selectFrom("events").select("id").where("published", "=", 1).where(crossedBetween(since, now)).execute())
    .length;

/** The school's time zone (site setting), in which every event's dates and times are read. */
export async function schoolTimeZone(db: Kysely<Database>): Promise<string> {
  return (await getSiteSettings(db)).timeZone;
}

/**
 * Published events, not in the trash, in date order; optionally only those touching [from, to] or of one category.
 * With `stillToShowAt`, those still to come due after that moment as well as those showing then (the reader
 * filters them by the clock itself, isShowing).
 */
export async function listPublishedEvents(
  db: Kysely<Database>,
  filter: { from?: string; to?: string; category?: EventCategory; stillToShowAt?: Date } = {},
): Promise<PublicEvent[]> {
  const at = filter.stillToShowAt?.toISOString();
  let query = db
    .selectFrom("events")
    .selectAll()
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .where(at ? notEndedAt(at) : showingAt())
    .orderBy("start_date")
    .orderBy("start_time")
    .orderBy("id");
  if (filter.from) query = query.where("end_date", ">=", filter.from);
  if (filter.to) query = query.where("start_date", "<=", filter.to);
  if (filter.category) query = query.where("category", "=", filter.category);
  return (await query.execute()).map(eventFromRow);
}

/**
 * The public page's groups at `at`: upcoming (soonest first), then past ones by month (latest first); with the moment
 * they can next change by the clock alone (the school's day ends, an event comes due or stops showing).
 */
export async function loadEventList(db: Kysely<Database>, category: EventCategory | undefined, at: Date) {
  const [candidates, timeZone] = await Promise.all([
    listPublishedEvents(db, { category, stillToShowAt: at }),
    schoolTimeZone(db),
  ]);
  const events = candidates.filter((event) => isShowing(event, at));
  const today = todayIn(timeZone, at);
  const upcoming = events.filter((event) => event.endDate >= today);
  const pastByMonth = new Map<string, PublicEvent[]>();
  for (const event of events.filter((e) => e.endDate < today).reverse()) {
    const month = event.startDate.slice(0, 7);
    pastByMonth.set(month, [...(pastByMonth.get(month) ?? []), event]);
  }
  const tomorrow = zonedInstant(addDays(today, 1), "00:00", timeZone).utc.getTime();
  return {
    list: { today, timeZone, upcoming, past: [...pastByMonth].map(([month, list]) => ({ month, events: list })) },
    changesAt: Math.min(tomorrow, nextScheduleChange(candidates, at) ?? Infinity),
  };
}

export async function findEventBySlug(db: Kysely<Database>, slug: string, options: { drafts?: boolean } = {}) {
  let query = db.selectFrom("events").selectAll().where("slug", "=", slug).where("deleted_at", "is", null);
  if (!options.drafts) query = query.where("published", "=", 1).where(showingAt());
  const row = await query.executeTakeFirst();
  return row ? eventFromRow(row) : undefined;
}

export async function findEvent(db: Kysely<Database>, id: number, options: { trashed?: boolean } = {}) {
  let query = db.selectFrom("events").selectAll().where("id", "=", id);
  if (!options.trashed) query = query.where("deleted_at", "is", null);
  const row = await query.executeTakeFirst();
  return row ? eventFromRow(row) : undefined;
}

/** The office's list: every event (drafts too), latest first; or the trash. */
export async function listEventsForOffice(db: Kysely<Database>, options: { trash?: boolean } = {}) {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("deleted_at", options.trash ? "is not" : "is", null)
    .orderBy("start_date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(eventFromRow);
}

/** Pictures of events as <Picture> sources, by media key. */
export function eventPictures(
  db: Kysely<Database>,
  storage: MediaStorage,
  events: { pictureKey: string | null; title: string }[],
): Promise<Record<string, PictureSource>> {
  return picturesByKey(
    db,
    storage,
    events,
    (event) => event.pictureKey,
    (event) => `Picture of ${event.title}`,
  );
}
