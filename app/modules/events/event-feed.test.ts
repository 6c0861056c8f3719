import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { eventFeed } from "./event-feed.server";
import { timeZoneOptions } from "~/kernel/time-zones";
import type { PublicEvent } from "./schema";

const base: PublicEvent = {
  id: 7,
  slug: "sports-day-2026",
  title: "Sports day; relay, races & more",
  startDate: "2026-12-05",
  startTime: "09:30",
  endDate: "2026-12-05",
  endTime: "13:00",
  allDay: false,
  place: "Main ground, Campus Road",
  category: "sports",
  summary: "Races for every class, with parents' relay at noon. ".repeat(3).trim(),
  body: "",
  pictureKey: null,
  translations: {},
  published: true,
  showFrom: null,
  showUntil: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-02T10:00:00.000Z",
};

describe("eventFeed", () => {
  const text = eventFeed({
    events: [
      base,
      {
        ...base,
        id: 8,
        slug: "diwali",
        title: "Diwali holidays",
        allDay: true,
        startTime: null,
        endTime: null,
        startDate: "2026-11-08",
        endDate: "2026-11-10",
        category: "holiday",
      },
    ],
    timeZone: "Asia/Kolkata",
    origin: "https://school.example",
    calendarName: "Sample School events",
  });

  it("writes the school's zone, escaped text and folded lines", () => {
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toContain("DTSTART;TZID=Asia/Kolkata:20261205T093000");
    expect(text).toContain("DTEND;TZID=Asia/Kolkata:20261205T130000");
    expect(text).toContain("SUMMARY:Sports day\\; relay\\, races & more");
    expect(text).toContain("DTSTART;VALUE=DATE:20261108");
    expect(text).toContain("DTEND;VALUE=DATE:20261111");
    expect(text).toContain("DTSTAMP:20261102T100000Z");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });

  it("is read back by an iCalendar parser with the right instants", () => {
    const parsed = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === "VEVENT") as VEvent[];
    expect(parsed).toHaveLength(2);
    const sports = parsed.find((e) => e.uid === "event-7@school.example")!;
    expect(sports.start.toISOString()).toBe("2026-12-05T04:00:00.000Z");
    expect(sports.end?.toISOString()).toBe("2026-12-05T07:30:00.000Z");
    expect(sports.location).toBe("Main ground, Campus Road");
    const diwali = parsed.find((e) => e.uid === "event-8@school.example")!;
    expect(diwali.datetype).toBe("date");
  });

  it("defines the very zone its events name, for every zone in the list and for old aliases", () => {
    const zones = [...timeZoneOptions().map((option) => option.value), "Asia/Calcutta", "Europe/Kiev", "Asia/Saigon"];
    const mismatched = zones.filter((zone) => {
      const feed = eventFeed({ events: [base], timeZone: zone, origin: "https://school.example", calendarName: "x" });
      const defined = [...feed.matchAll(/^TZID:(.+)\r$/gm)].map((match) => match[1]);
      const named = [...feed.matchAll(/;TZID=([^:]+):/g)].map((match) => match[1]);
      // A zone the table cannot define is written in UTC: no TZID at all, the instants still right.
      if (defined.length === 0) return named.length > 0 || !/DTSTART:\d{8}T\d{6}Z/.test(feed);
      return defined.length !== 1 || named.length === 0 || named.some((name) => name !== defined[0]);
    });
    expect(mismatched).toEqual([]);
    const calcutta = eventFeed({
      events: [base],
      timeZone: "Asia/Calcutta",
      origin: "https://s.example",
      calendarName: "x",
    });
    expect(calcutta).toContain("DTSTART;TZID=Asia/Kolkata:20261205T093000");
    expect(calcutta).toContain("TZID:Asia/Kolkata\r\n");
    // Kyiv by its current name, though the zone table knows only "Europe/Kiev": one name throughout.
    const kyiv = eventFeed({ events: [base], timeZone: "Europe/Kyiv", origin: "https://s.example", calendarName: "x" });
    expect(kyiv).toMatch(/DTSTART;TZID=(Europe\/Kiev|Europe\/Kyiv):20261205T093000/);
  });
});
