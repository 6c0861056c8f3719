import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod } from "ical-generator";
import { addDays } from "~/kernel/dates";
import { timeZoneNames } from "~/kernel/time-zones";
import { zonedInstant } from "~/kernel/dates";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { CATEGORY_LABELS, type PublicEvent } from "./schema";

/**
 * An iCalendar (RFC 5545) file of events: stable UIDs, DTSTAMP from the last change, times with
 * the school's TZID and its VTIMEZONE, all-day events as VALUE=DATE with the day after as DTEND.
 * ical-generator escapes text and folds long lines.
 */
/**
 * The zone the events name, with the VTIMEZONE that defines it under the very same TZID: the zone table
 * files old aliases (Asia/Calcutta) under the current zone (TZID:Asia/Kolkata), so the name is read from
 * the component itself. Null for a zone the table lacks (events are then written in UTC).
 */
export function feedTimeZone(zone: string): string | null {
  for (const name of timeZoneNames(zone)) {
    const tzid = getVtimezoneComponent(name)
      ?.match(/^TZID:(.+)$/m)?.[1]
      .trim();
    if (tzid) return tzid;
  }
  return null;
}

export function eventFeed(options: {
  events: PublicEvent[];
  timeZone: string;
  origin: string;
  calendarName: string;
  /** The address's language (/hi/events.ics): the events' pages are linked in it. */
  language?: string;
}): string {
  const language = options.language ?? "en";
  const host = new URL(options.origin).hostname || "school.invalid";
  const timeZone = feedTimeZone(options.timeZone);
  const calendar = ical({
    name: options.calendarName,
    prodId: { company: host, product: "school-events", language: language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // Zone on each event, not the calendar: a calendar zone would also write DTSTAMP in local time, which RFC 5545 forbids.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60 * 6,
  });
  for (const event of options.events) {
    // Wall-clock texts without a zone are read as local time and written back as the same digits under TZID.
    let start: string | Date = event.allDay
      ? `${event.startDate}T00:00:00`
      : `${event.startDate}T${event.startTime}:00`;
    let end: string | Date = event.allDay
      ? `${addDays(event.endDate, 1)}T00:00:00`
      : `${event.endDate}T${event.endTime}:00`;
    if (!timeZone && !event.allDay) {
      start = zonedInstant(event.startDate, event.startTime!, options.timeZone).utc;
      end = zonedInstant(event.endDate, event.endTime!, options.timeZone).utc;
    }
    const url = `${options.origin}${pathInLanguage(language, `/Events/${event.slug}`)}`;
    calendar.createEvent({
      id: `event-${event.id}@${host}`,
      start,
      end,
      allDay: event.allDay,
      timezone: timeZone,
      stamp: new Date(event.updatedAt),
      lastModified: new Date(event.updatedAt),
      created: new Date(event.createdAt),
      summary: event.title,
      description: [event.summary, event.body, url].filter(Boolean).join("\n\n"),
      location: event.place || null,
      categories: [{ name: CATEGORY_LABELS[event.category] }],
      url,
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; the generator leaves the last one bare.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
