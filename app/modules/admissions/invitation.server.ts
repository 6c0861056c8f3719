import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod } from "ical-generator";
import { addDays, zonedInstant } from "~/kernel/dates";
import { timeZoneNames } from "~/kernel/time-zones";

// The assessment invitation's calendar file (RFC 5545): the event at the wall-clock time the office typed, under the
// school's TZID with its VTIMEZONE, as the events feed writes it, so a parent's phone shows the school's time.

const ASSESSMENT_MINUTES = 60;

/** The zone's TZID as the zone table files it (Asia/Calcutta is filed as Asia/Kolkata), or null when unknown. */
function calendarZone(zone: string): string | null {
  for (const name of timeZoneNames(zone)) {
    const tzid = getVtimezoneComponent(name)
      ?.match(/^TZID:(.+)$/m)?.[1]
      .trim();
    if (tzid) return tzid;
  }
  return null;
}

const wallClock = (date: string, time: string, addMinutes = 0) => {
  const [h, m] = time.split(":").map(Number);
  const total = h * 60 + m + addMinutes;
  const hh = String(Math.floor(total / 60) % 24).padStart(2, "0");
  const mm = String(total % 60).padStart(2, "0");
  return `${addDays(date, Math.floor(total / 1440))}T${hh}:${mm}:00`;
};

export function assessmentInvitation(options: {
  applicationNumber: string;
  childName: string;
  className: string;
  schoolName: string;
  date: string;
  time: string;
  place: string;
  timeZone: string;
  origin: string;
  sentAt: Date;
}): string {
  const host = options.origin ? new URL(options.origin).hostname : "school.invalid";
  const zone = calendarZone(options.timeZone);
  const calendar = ical({
    name: options.schoolName,
    prodId: { company: host, product: "admissions", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const start = zone
    ? wallClock(options.date, options.time)
    : zonedInstant(options.date, options.time, options.timeZone).utc;
  const end = zone
    ? wallClock(options.date, options.time, ASSESSMENT_MINUTES)
    : new Date((start as Date).getTime() + ASSESSMENT_MINUTES * 60_000);
  calendar.createEvent({
    id: `admission-${options.applicationNumber}-assessment@${host}`,
    start,
    end,
    timezone: zone,
    stamp: options.sentAt,
    summary: `Admission assessment: ${options.childName} (${options.className})`,
    description: `${options.schoolName}, application ${options.applicationNumber}.`,
    location: options.place,
  });
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
