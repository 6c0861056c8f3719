import type { PublicEvent } from "./schema";

// Calendar arithmetic on YYYY-MM-DD texts in UTC, so a server in any time zone gets the same days.

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

const parts = (date: string) => date.split("-").map(Number) as [number, number, number];
const toText = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return toText(new Date(Date.UTC(y, m - 1, d + days)));
}

/** 0 = Monday ... 6 = Sunday */
export function weekdayIndex(date: string): number {
  const [y, m, d] = parts(date);
  return (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
}

/** "2026-08-19" -> "Wednesday 19 August 2026" (or without the weekday). */
export function formatDate(date: string, withWeekday = false): string {
  const [y, m, d] = parts(date);
  const text = `${d} ${MONTHS[m - 1]} ${y}`;
  return withWeekday ? `${WEEKDAYS[weekdayIndex(date)]} ${text}` : text;
}

/** "2026-08" -> "August 2026" */
export function formatMonth(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return `${MONTHS[m - 1]} ${y}`;
}

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split("-").map(Number);
  return toText(new Date(Date.UTC(y, m - 1 + by, 1))).slice(0, 7);
}

/** "09:30" -> "9:30 am" */
export function formatTime(time: string): string {
  const [h, min] = time.split(":").map(Number);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(min).padStart(2, "0")} ${h < 12 ? "am" : "pm"}`;
}

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

/** Today's date in the school's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Minutes the zone is ahead of UTC at the given instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const fields = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  );
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** The instant of a wall-clock date and time in a zone, with the zone's offset then ("+05:30"). */
export function zonedInstant(date: string, time: string, timeZone: string): { utc: Date; offset: string } {
  const [y, m, d] = parts(date);
  const [h, min] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  // Two passes settle the offset across a daylight-saving change.
  let offset = offsetMinutes(timeZone, new Date(wall));
  offset = offsetMinutes(timeZone, new Date(wall - offset * 60_000));
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return {
    utc: new Date(wall - offset * 60_000),
    offset: `${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`,
  };
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
