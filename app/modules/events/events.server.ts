import type { Kysely, Transaction } from "kysely";
import { db as appDb } from "~/kernel/database/connection";
import type { Database, EventRow } from "../../../db/schema";
import { nowIso } from "~/kernel/database/dialect";
import { mediaStorage } from "~/kernel/storage";
import type { MediaStorage } from "~/kernel/storage/storage";
import { slugify } from "~/kernel/slug";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { deleteMedia, storeImage } from "~/kernel/media/media.server";
import { pictureFromMedia } from "~/modules/pictures/index.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import type { PictureSource } from "~/kernel/media/variants";
import { getSiteSettings } from "~/modules/site/index.server";
import { replaceSearchKind, searchText, syncSearchEntry, type SearchEntry } from "~/modules/search/index.server";
import { todayIn } from "~/kernel/dates";
import { eventFeed } from "./event-feed.server";
import { eventListQuerySchema, type EventCategory, type EventInput, type PublicEvent } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

export type EventSaveResult = { ok: true; event: PublicEvent } | { ok: false; fields: Record<string, string> };

export const SLUG_TAKEN = "This address is already used by another event";
export const PICTURE_NOT_IMAGE = "The picture must be a JPEG, PNG, WebP, GIF or AVIF image";

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
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What the site search finds of an event: only a published one, not in the trash. */
export function eventSearchEntry(event: PublicEvent, trashed = false): SearchEntry | null {
  if (!event.published || trashed) return null;
  return {
    kind: "event",
    key: event.id,
    title: event.title,
    body: searchText(event.summary, event.place, event.body),
    url: `/Events/${event.slug}`,
  };
}

const syncEventSearch = (trx: Db, event: PublicEvent, trashed = false) =>
  syncSearchEntry(trx, "event", event.id, eventSearchEntry(event, trashed));

/** Rebuilds the events' search entries from the table (a database older than the search, or a repair). */
export async function reindexEvents(db: Kysely<Database>) {
  const rows = await db
    .selectFrom("events")
    .selectAll()
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .execute();
  await replaceSearchKind(
    db,
    "event",
    rows.map((row) => eventSearchEntry(eventFromRow(row))!),
  );
}

/** The school's time zone (site setting), in which every event's dates and times are read. */
export async function schoolTimeZone(db: Kysely<Database>): Promise<string> {
  return (await getSiteSettings(db)).timeZone;
}

/** Published events, not in the trash, in date order; optionally only those touching [from, to] or of one category. */
export async function listPublishedEvents(
  db: Kysely<Database>,
  filter: { from?: string; to?: string; category?: EventCategory } = {},
): Promise<PublicEvent[]> {
  let query = db
    .selectFrom("events")
    .selectAll()
    .where("published", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("start_date")
    .orderBy("start_time")
    .orderBy("id");
  if (filter.from) query = query.where("end_date", ">=", filter.from);
  if (filter.to) query = query.where("start_date", "<=", filter.to);
  if (filter.category) query = query.where("category", "=", filter.category);
  return (await query.execute()).map(eventFromRow);
}

/** The public page's groups: upcoming (soonest first), then past ones by month (latest first). */
export async function loadEventList(db: Kysely<Database>, category?: EventCategory) {
  const [events, timeZone] = await Promise.all([listPublishedEvents(db, { category }), schoolTimeZone(db)]);
  const today = todayIn(timeZone);
  const upcoming = events.filter((event) => event.endDate >= today);
  const pastByMonth = new Map<string, PublicEvent[]>();
  for (const event of events.filter((e) => e.endDate < today).reverse()) {
    const month = event.startDate.slice(0, 7);
    pastByMonth.set(month, [...(pastByMonth.get(month) ?? []), event]);
  }
  return { today, timeZone, upcoming, past: [...pastByMonth].map(([month, list]) => ({ month, events: list })) };
}

export async function findEventBySlug(db: Kysely<Database>, slug: string, options: { drafts?: boolean } = {}) {
  let query = db.selectFrom("events").selectAll().where("slug", "=", slug).where("deleted_at", "is", null);
  if (!options.drafts) query = query.where("published", "=", 1);
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
export async function eventPictures(
  db: Kysely<Database>,
  storage: MediaStorage,
  events: { pictureKey: string | null; title: string }[],
): Promise<Record<string, PictureSource>> {
  const keys = [...new Set(events.map((e) => e.pictureKey).filter((k): k is string => Boolean(k)))];
  if (keys.length === 0) return {};
  const rows = await db.selectFrom("media").selectAll().where("key", "in", keys).execute();
  const byKey: Record<string, PictureSource> = {};
  for (const row of rows) {
    const event = events.find((e) => e.pictureKey === row.key);
    byKey[row.key] = pictureFromMedia(storage, row, event ? `Picture of ${event.title}` : "");
  }
  return byKey;
}

async function slugTaken(db: Db, slug: string, exceptId?: number) {
  let query = db.selectFrom("events").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** A free address made from the title: "sports-day", else "sports-day-2026", else "sports-day-2026-2"... */
async function freeSlug(db: Db, title: string, year: string, exceptId?: number) {
  const base = slugify(title) || "event";
  const candidates = [base, `${base}-${year}`];
  for (let n = 2; n < 1000; n++) candidates.push(`${base}-${year}-${n}`);
  for (const candidate of candidates) if (!(await slugTaken(db, candidate, exceptId))) return candidate;
  throw new Error("no free event address");
}

function rowValues(input: EventInput) {
  return {
    title: input.title,
    start_date: input.startDate,
    start_time: input.allDay ? null : input.startTime,
    end_date: input.endDate,
    end_time: input.allDay ? null : input.endTime,
    all_day: input.allDay ? 1 : 0,
    place: input.place,
    category: input.category,
    summary: input.summary,
    body: input.body,
    published: input.published ? 1 : 0,
  };
}

type StoredPicture = { key: string; error?: undefined } | { key?: undefined; error: string };

async function storePicture(
  db: Kysely<Database>,
  storage: MediaStorage,
  picture: SpooledFile | undefined,
): Promise<StoredPicture | undefined> {
  if (!picture) return undefined;
  if (picture.type?.kind !== "image") return { error: PICTURE_NOT_IMAGE };
  try {
    const stored = await storeImage(db, storage, picture.path, {
      prefix: "events",
      originalName: picture.originalName,
    });
    return { key: stored.key };
  } catch {
    return { error: PICTURE_NOT_IMAGE };
  }
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate key/i.test(error instanceof Error ? error.message : String(error));

/**
 * Adds an event. The picture (already spooled and sniffed) is stored first and removed again if
 * the row cannot be written, so a failure leaves nothing behind.
 */
export async function createEvent(
  db: Kysely<Database>,
  storage: MediaStorage,
  input: EventInput,
  actor: AuditActor,
  picture?: SpooledFile,
): Promise<EventSaveResult> {
  if (input.slug && (await slugTaken(db, input.slug))) return { ok: false, fields: { slug: SLUG_TAKEN } };
  const stored = await storePicture(db, storage, picture);
  if (stored?.error) return { ok: false, fields: { picture: stored.error } };
  try {
    const event = await db.transaction().execute(async (trx) => {
      const slug = input.slug || (await freeSlug(trx, input.title, input.startDate.slice(0, 4)));
      const now = nowIso();
      const row = await trx
        .insertInto("events")
        .values({ ...rowValues(input), slug, picture_key: stored?.key ?? null, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      const created = eventFromRow(row);
      await syncEventSearch(trx, created);
      await recordAudit(trx, actor, { action: "create", entity: "event", entityKey: row.id, after: created });
      return created;
    });
    return { ok: true, event };
  } catch (error) {
    if (stored?.key) await deleteMedia(db, storage, stored.key);
    if (isUniqueViolation(error)) return { ok: false, fields: { slug: SLUG_TAKEN } };
    throw error;
  }
}

/** Replaces an event's fields; a new picture replaces the old one, `removePicture` drops it. */
export async function updateEvent(
  db: Kysely<Database>,
  storage: MediaStorage,
  id: number,
  input: EventInput,
  actor: AuditActor,
  options: { picture?: SpooledFile; removePicture?: boolean } = {},
): Promise<EventSaveResult | undefined> {
  const before = await findEvent(db, id);
  if (!before) return undefined;
  if (input.slug && input.slug !== before.slug && (await slugTaken(db, input.slug, id)))
    return { ok: false, fields: { slug: SLUG_TAKEN } };
  const stored = await storePicture(db, storage, options.picture);
  if (stored?.error) return { ok: false, fields: { picture: stored.error } };
  const pictureKey = stored?.key ?? (options.removePicture ? null : before.pictureKey);
  try {
    const event = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable("events")
        .set({ ...rowValues(input), slug: input.slug || before.slug, picture_key: pictureKey, updated_at: nowIso() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirstOrThrow();
      const after = eventFromRow(row);
      await syncEventSearch(trx, after);
      await recordAudit(trx, actor, { action: "update", entity: "event", entityKey: id, before, after });
      return after;
    });
    if (before.pictureKey && before.pictureKey !== pictureKey) await deleteMedia(db, storage, before.pictureKey);
    return { ok: true, event };
  } catch (error) {
    if (stored?.key) await deleteMedia(db, storage, stored.key);
    if (isUniqueViolation(error)) return { ok: false, fields: { slug: SLUG_TAKEN } };
    throw error;
  }
}

/** A copy as a draft with a free address ("Sports day (copy)"), for next year's edition and the like. */
export async function duplicateEvent(db: Kysely<Database>, id: number, actor: AuditActor) {
  const original = await findEvent(db, id);
  if (!original) return undefined;
  return db.transaction().execute(async (trx) => {
    const title = `${original.title} (copy)`.slice(0, 200);
    const slug = await freeSlug(trx, title, original.startDate.slice(0, 4));
    const now = nowIso();
    const row = await trx
      .insertInto("events")
      .values({
        ...rowValues({ ...original, startTime: original.startTime ?? "", endTime: original.endTime ?? "", slug }),
        title,
        slug,
        published: 0,
        // The copy shares the picture file; deleting a trashed event never removes pictures.
        picture_key: original.pictureKey,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: "duplicate", entity: "event", entityKey: row.id, after: { from: id } });
    return eventFromRow(row);
  });
}

/** Moves an event to the trash (off the site and the feeds); `restore` brings it back. */
export async function trashEvent(db: Kysely<Database>, id: number, actor: AuditActor, restore = false) {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable("events")
      .set({ deleted_at: restore ? null : nowIso(), updated_at: nowIso() })
      .where("id", "=", id)
      .where("deleted_at", restore ? "is not" : "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    const event = await findEvent(trx, id, { trashed: true });
    if (event) await syncEventSearch(trx, event, !restore);
    await recordAudit(trx, actor, { action: restore ? "restore" : "trash", entity: "event", entityKey: id });
    return true;
  });
}

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

// Page loaders on the app's own database and media store.

/** /Events: the list (upcoming, then past by month) or one month's calendar, with the category filter. */
export async function loadEventsPage(search: URLSearchParams) {
  const query = eventListQuerySchema.parse(Object.fromEntries(search));
  const database = appDb();
  if (query.view === "calendar") {
    const timeZone = await schoolTimeZone(database);
    const today = todayIn(timeZone);
    const month = query.month ?? today.slice(0, 7);
    const events = await listPublishedEvents(database, {
      from: `${month}-01`,
      to: `${month}-31`,
      category: query.category,
    });
    return { view: "calendar" as const, category: query.category, month, today, events };
  }
  const list = await loadEventList(database, query.category);
  return { view: "list" as const, category: query.category, ...list };
}

/** The next published event (today's included), which the news ticker links to. */
export async function loadNextEvent() {
  const database = appDb();
  const today = todayIn(await schoolTimeZone(database));
  const [next] = await listPublishedEvents(database, { from: today });
  return next ? { label: next.title, href: `/Events/${next.slug}` } : undefined;
}

/** Every published event's address and last change, for the sitemap. */
export async function loadEventAddresses() {
  const events = await listPublishedEvents(appDb());
  return events.map((event) => ({ path: `/Events/${event.slug}`, updatedAt: event.updatedAt }));
}

/** /Events/{slug}: one published event with its picture and calendar links. */
export async function loadEventPage(slug: string) {
  const database = appDb();
  const event = await findEventBySlug(database, slug);
  if (!event) return undefined;
  const [timeZone, pictures] = await Promise.all([
    schoolTimeZone(database),
    eventPictures(database, mediaStorage(), [event]),
  ]);
  return { event, timeZone, picture: event.pictureKey ? pictures[event.pictureKey] : undefined };
}

/** The whole published calendar (/events.ics) or one event's file (/Events/{slug}.ics); undefined for no such event. */
export async function loadEventFeed(origin: string, slug?: string) {
  const database = appDb();
  const [settings, events] = await Promise.all([
    getSiteSettings(database),
    slug ? findEventBySlug(database, slug).then((event) => (event ? [event] : [])) : listPublishedEvents(database),
  ]);
  if (slug && events.length === 0) return undefined;
  return eventFeed({
    events,
    timeZone: settings.timeZone,
    origin,
    calendarName: slug ? events[0].title : `${settings.schoolName} events`,
  });
}

/** The dashboard's list: events (or the trash) with the address of each one's page. */
export function loadEventsForOffice(trash: boolean) {
  return listEventsForOffice(appDb(), { trash });
}

/** One event for the edit form, with its picture's small copy. */
export async function loadEventForOffice(id: number) {
  const database = appDb();
  const event = Number.isSafeInteger(id) ? await findEvent(database, id) : undefined;
  if (!event) return undefined;
  const pictures = await eventPictures(database, mediaStorage(), [event]);
  const picture = event.pictureKey ? pictures[event.pictureKey] : undefined;
  return { event, pictureUrl: picture?.thumb ?? picture?.src };
}

/** Saves the dashboard form (new when `id` is undefined), with the picture it carried. */
export function saveEventFromDashboard(
  id: number | undefined,
  input: EventInput,
  actor: AuditActor,
  options: { picture?: SpooledFile; removePicture?: boolean },
) {
  return id === undefined
    ? createEvent(appDb(), mediaStorage(), input, actor, options.picture)
    : updateEvent(appDb(), mediaStorage(), id, input, actor, options);
}

export function duplicateEventFromDashboard(id: number, actor: AuditActor) {
  return duplicateEvent(appDb(), id, actor);
}

export function trashEventFromDashboard(id: number, actor: AuditActor, restore: boolean) {
  return trashEvent(appDb(), id, actor, restore);
}
