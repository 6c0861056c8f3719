import { addDays, formatDate, formatTime, weekdayIndex, zonedInstant } from "~/kernel/dates";
import type { PublicEvent } from "./schema";

// The events' own date texts; plain calendar arithmetic lives in ~/lib/dates.

type EventTimes = Pick<PublicEvent, "startDate" | "startTime" | "endDate" | "endTime" | "allDay">;

/** "19 August 2026, 10:00 am to 12:30 pm", "15 to 17 August 2026 (all day)" and the like. */
export function formatEventWhen(event: EventTimes): string {
  const sameDay = event.startDate === event.endDate;
  if (event.allDay) {
    return sameDay
      ? `${formatDate(event.startDate, true)} (all day)`
      : `${formatDate(event.startDate)} to ${formatDate(event.endDate)} (all day)`;
  }
  const start = `${formatDate(event.startDate, true)}, ${formatTime(event.startTime ?? "00:00")}`;
  const endTime = formatTime(event.endTime ?? "00:00");
  return sameDay ? `${start} to ${endTime}` : `${start} to ${formatDate(event.endDate)}, ${endTime}`;
}

export type CalendarDay = { date: string; inMonth: boolean; events: PublicEvent[] };

/** The weeks (Monday to Sunday) that show a month, each day with the events on it. */
export function monthGrid(month: string, events: PublicEvent[]): CalendarDay[][] {
  const first = `${month}-01`;
  const start = addDays(first, -weekdayIndex(first));
  const weeks: CalendarDay[][] = [];
  let day = start;
  do {
    const week: CalendarDay[] = [];
    for (let i = 0; i < 7; i++) {
      week.push({
        date: day,
        inMonth: day.startsWith(month),
        events: events.filter((event) => event.startDate <= day && day <= event.endDate),
      });
      day = addDays(day, 1);
    }
    weeks.push(week);
  } while (day.startsWith(month));
  return weeks;
}

const compact = (text: string) => text.replace(/[-:]/g, "");

/** "Add to calendar" addresses for Google Calendar and Outlook; Apple Calendar opens the .ics file. */
export function addToCalendarLinks(event: PublicEvent, timeZone: string, pageUrl: string) {
  const details = [event.summary, pageUrl].filter(Boolean).join("\n\n");
  const google = new URL("https://calendar.google.com/calendar/render");
  google.searchParams.set("action", "TEMPLATE");
  google.searchParams.set("text", event.title);
  google.searchParams.set(
    "dates",
    event.allDay
      ? `${compact(event.startDate)}/${compact(addDays(event.endDate, 1))}`
      : `${compact(event.startDate)}T${compact(event.startTime ?? "00:00")}00/${compact(event.endDate)}T${compact(event.endTime ?? "00:00")}00`,
  );
  if (!event.allDay) google.searchParams.set("ctz", timeZone);
  if (event.place) google.searchParams.set("location", event.place);
  google.searchParams.set("details", details);

  const outlook = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  outlook.searchParams.set("path", "/calendar/action/compose");
  outlook.searchParams.set("rru", "addevent");
  outlook.searchParams.set("subject", event.title);
  if (event.allDay) {
    outlook.searchParams.set("startdt", event.startDate);
    outlook.searchParams.set("enddt", addDays(event.endDate, 1));
    outlook.searchParams.set("allday", "true");
  } else {
    const start = zonedInstant(event.startDate, event.startTime ?? "00:00", timeZone);
    const end = zonedInstant(event.endDate, event.endTime ?? "00:00", timeZone);
    outlook.searchParams.set("startdt", `${event.startDate}T${event.startTime}:00${start.offset}`);
    outlook.searchParams.set("enddt", `${event.endDate}T${event.endTime}:00${end.offset}`);
  }
  if (event.place) outlook.searchParams.set("location", event.place);
  outlook.searchParams.set("body", details);
  return { google: google.toString(), outlook: outlook.toString() };
}
