import { describe, expect, it } from "vitest";
import {
  addDays,
  formatDate,
  formatMoment,
  formatMonth,
  formatTime,
  isoInZone,
  shiftMonth,
  weekdayIndex,
  zonedInstant,
} from "./dates";

describe("dates as YYYY-MM-DD texts", () => {
  it("formats a date, with or without its weekday, and leaves other text alone", () => {
    expect(formatDate("2024-08-19")).toBe("19 August 2024");
    expect(formatDate("2026-08-19", true)).toBe("Wednesday 19 August 2026");
    expect(formatDate("not a date")).toBe("not a date");
  });

  it("counts days and months across year ends and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(shiftMonth("2026-01", -1)).toBe("2025-12");
    expect(formatMonth("2026-11")).toBe("November 2026");
    expect(weekdayIndex("2026-11-23")).toBe(0);
  });

  it("writes times the way parents read them", () => {
    expect(formatTime("09:30")).toBe("9:30 am");
    expect(formatTime("12:05")).toBe("12:05 pm");
    expect(formatTime("00:00")).toBe("12:00 am");
  });

  it("finds the instant of a wall-clock time in a zone", () => {
    expect(zonedInstant("2026-08-19", "10:00", "Asia/Kolkata")).toEqual({
      utc: new Date("2026-08-19T04:30:00Z"),
      offset: "+05:30",
    });
  });
});

describe("moments in the school's time zone", () => {
  it("names the zone and reads the wall clock there", () => {
    expect(formatMoment("2026-11-26T12:00:00.000Z", "Asia/Kolkata")).toMatch(/26 Nov 2026.*5:30\s?pm.*IST/i);
    expect(formatMoment("2026-11-26T12:00:00.000Z", "Asia/Kolkata", "date")).toBe("26 Nov 2026");
    expect(formatMoment("not a date", "Asia/Kolkata")).toBe("");
  });

  it("writes ISO 8601 with the zone's offset", () => {
    expect(isoInZone("2026-11-26T12:00:00.000Z", "Asia/Kolkata")).toBe("2026-11-26T17:30:00+05:30");
    expect(isoInZone("2026-07-01T12:00:00.000Z", "America/New_York")).toBe("2026-07-01T08:00:00-04:00");
    expect(isoInZone("2026-01-01T00:00:00.000Z", "UTC")).toBe("2026-01-01T00:00:00+00:00");
  });
});
