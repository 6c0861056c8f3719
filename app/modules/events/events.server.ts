import { isShowing, nextScheduleChange, scheduleLabel, scheduleValues } from "~/kernel/schedule";
import { deepFreeze, heldUntilChangedOrDue } from "~/kernel/database/held-until-changed";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { AuditActor } from "~/kernel/audit.server";
import type { SpooledFile } from "~/kernel/media/multipart.server";
import { getSiteSettings } from "~/modules/site/index.server";
import { addDays, todayIn, zonedInstant } from "~/kernel/dates";
import { eventFeed } from "./event-feed.server";
import { createEvent, duplicateEvent, trashEvent, updateEvent } from "./commands.server";
import {
  eventPictures,
  findEvent,
  findEventBySlug,
  listEventsForOffice,
  listPublishedEvents,
  loadEventList,
  schoolTimeZone,
} from "./queries.server";
import { EVENT_TRANSLATED, eventListQuerySchema, type EventInput, type PublicEvent } from "./schema";
import { localize } from "~/kernel/i18n/content";
import { DEFAULT_LANGUAGE, languageSwitchedOn } from "~/kernel/i18n/languages";

/** An event's words in `language` (English where the office has not translated one). */
export function eventInLanguage(event: PublicEvent, language: string) {
  return localize({ ...event, translations: {} }, event.translations, language, EVENT_TRANSLATED);
}

// Page loaders on the app's own database and media store.

/** /Events: the list (upcoming, then past by month) or one month's calendar, with the category filter. */
export async function loadEventsPage(search: URLSearchParams, language = DEFAULT_LANGUAGE) {
  const query = eventListQuerySchema.parse(Object.fromEntries(search));
  const shown = (events: PublicEvent[]) => events.map((event) => eventInLanguage(event, language));
  const database = db();
  if (query.view === "calendar") {
    const timeZone = await schoolTimeZone(database);
    const today = todayIn(timeZone);
    const month = query.month ?? today.slice(0, 7);
    const events = await listPublishedEvents(database, {
      from: `${month}-01`,
      to: `${month}-31`,
      category: query.category,
    });
    return { view: "calendar" as const, category: query.category, month, today, events: shown(events) };
  }
  // The list (the page's usual view) is held until the events change, the school's day ends, or one comes due or
  // stops showing (decision 148).
  return heldUntilChangedOrDue(database, `events-list:${language}:${query.category ?? ""}`, async (at) => {
    const { list, changesAt } = await loadEventList(database, query.category, at);
    const page = {
      view: "list" as const,
      category: query.category,
      ...list,
      upcoming: shown(list.upcoming),
      past: list.past.map(({ month, events }) => ({ month, events: shown(events) })),
    };
    return { value: deepFreeze(page), changesAt };
  });
}

/**
 * The next published event (today's included), which the news ticker links to. Held until the events change, one
 * of them comes due or stops showing, or the school's day ends (decision 148).
 */
export function loadNextEvent(language = DEFAULT_LANGUAGE) {
  const database = db();
  return heldUntilChangedOrDue(database, `next-event:${language}`, async (at) => {
    const timeZone = await schoolTimeZone(database);
    const today = todayIn(timeZone, at);
    const candidates = await listPublishedEvents(database, { from: today, stillToShowAt: at });
    const next = candidates.find((event) => isShowing(event, at));
    const tomorrow = zonedInstant(addDays(today, 1), "00:00", timeZone).utc.getTime();
    return {
      value: next && deepFreeze(nextEventLink(next, language)),
      changesAt: Math.min(tomorrow, nextScheduleChange(candidates, at) ?? Infinity),
    };
  });
}

function nextEventLink(next: PublicEvent, language: string) {
  const { title, englishFields } = eventInLanguage(next, language);
  return {
    label: title,
    href: `/Events/${next.slug}`,
    ...(language === DEFAULT_LANGUAGE ? {} : { lang: englishFields?.includes("title") ? "en" : language }),
  };
}

/** Every published event's address and last change, for the sitemap. */
export async function loadEventAddresses() {
  const events = await listPublishedEvents(db());
  return events.map((event) => ({ path: `/Events/${event.slug}`, updatedAt: event.updatedAt }));
}

/** /Events/{slug}: one published event with its picture and calendar links. */
export async function loadEventPage(slug: string, language = DEFAULT_LANGUAGE) {
  const database = db();
  const event = await findEventBySlug(database, slug);
  if (!event) return undefined;
  const [timeZone, pictures] = await Promise.all([
    schoolTimeZone(database),
    eventPictures(database, mediaStorage(), [event]),
  ]);
  return {
    event: eventInLanguage(event, language),
    timeZone,
    picture: event.pictureKey ? pictures[event.pictureKey] : undefined,
  };
}

/** The whole published calendar (/events.ics) or one event's file (/Events/{slug}.ics); undefined for no such event. */
export async function loadEventFeed(origin: string, slug?: string, language = DEFAULT_LANGUAGE) {
  const database = db();
  const [settings, english] = await Promise.all([
    getSiteSettings(database),
    slug ? findEventBySlug(database, slug).then((event) => (event ? [event] : [])) : listPublishedEvents(database),
  ]);
  if (slug && english.length === 0) return undefined;
  if (!languageSwitchedOn(settings.languages, language)) return undefined;
  const events = english.map((event) => eventInLanguage(event, language));
  return eventFeed({
    events,
    timeZone: settings.timeZone,
    origin,
    language,
    calendarName: slug ? events[0].title : `${settings.schoolName} events`,
  });
}

/** The dashboard's list: events (or the trash) with the address of each one's page. */
export async function loadEventsForOffice(trash: boolean) {
  const database = db();
  const [events, timeZone] = await Promise.all([listEventsForOffice(database, { trash }), schoolTimeZone(database)]);
  return events.map((event) => ({ ...event, scheduleNote: scheduleLabel(event, timeZone) }));
}

/** One event for the edit form, with its picture's small copy. */
export async function loadEventForOffice(id: number) {
  const database = db();
  const event = Number.isSafeInteger(id) ? await findEvent(database, id) : undefined;
  if (!event) return undefined;
  const pictures = await eventPictures(database, mediaStorage(), [event]);
  const picture = event.pictureKey ? pictures[event.pictureKey] : undefined;
  const timeZone = await schoolTimeZone(database);
  return { event, pictureUrl: picture?.thumb ?? picture?.src, schedule: scheduleValues(event, timeZone), timeZone };
}

/** Saves the dashboard form (new when `id` is undefined), with the picture it carried. */
export function saveEventFromDashboard(
  id: number | undefined,
  input: EventInput,
  actor: AuditActor,
  options: { picture?: SpooledFile; removePicture?: boolean },
) {
  return id === undefined
    ? createEvent(db(), mediaStorage(), input, actor, options.picture)
    : updateEvent(db(), mediaStorage(), id, input, actor, options);
}

export function duplicateEventFromDashboard(id: number, actor: AuditActor) {
  return duplicateEvent(db(), id, actor);
}

export function trashEventFromDashboard(id: number, actor: AuditActor, restore: boolean) {
  return trashEvent(db(), id, actor, restore);
}

/** The school's time zone, named beside the schedule fields of a new event. */
export function loadSchoolTimeZone() {
  return schoolTimeZone(db());
}
