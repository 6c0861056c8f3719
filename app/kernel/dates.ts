// Dates as YYYY-MM-DD texts, worked out in UTC so a server in any time zone gets the same days; shared by
// the browser and the server.

export const MONTHS = [
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

/** "2026-08-19" -> "Wednesday 19 August 2026" (or without the weekday); any other text comes back as it is. */
export function formatDate(date: string, withWeekday = false): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return date;
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

/** Today's date in the school's time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return formatterFor("en-CA", timeZone, { year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

// Making an Intl.DateTimeFormat costs far more than using one (it loads the zone's and locale's data): each
// locale, zone and set of options is made once per process and reused.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    // Zones come from settings (a handful); the bound only guards against a caller passing many.
    if (formatters.size > 200) formatters.clear();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Minutes the zone is ahead of UTC at the given instant. */
function offsetMinutes(timeZone: string, at: Date): number {
  const fields = Object.fromEntries(
    formatterFor("en-US", timeZone, {
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

/**
 * A moment (an ISO timestamp) as the school reads it: in its time zone, with the zone named ("26 Nov 2026,
 * 5:30 pm IST"), the same on the server and in the browser.
 */
export function formatMoment(iso: string, timeZone: string, style: "dateTime" | "date" = "dateTime"): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  return formatterFor("en-IN", timeZone, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(style === "dateTime" ? { hour: "numeric", minute: "2-digit", timeZoneName: "short" } : {}),
  }).format(at);
}

/** A moment in ISO 8601 with the school's offset ("2026-11-26T17:30:00+05:30"), for CSV exports. */
export function isoInZone(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const offset = offsetMinutes(timeZone, at);
  const wall = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19);
  const abs = Math.abs(offset);
  const sign = offset < 0 ? "-" : "+";
  return `${wall}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}
