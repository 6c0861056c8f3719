import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  checkScheduleOrder,
  firstMomentAfter,
  isShowing,
  momentToInput,
  nextScheduleChange,
  resolveSchedule,
  scheduleLabel,
  scheduleShape,
  scheduleValues,
} from "./schedule";

const schema = z.object(scheduleShape).superRefine(checkScheduleOrder);
const now = new Date("2026-11-27T06:00:00.000Z"); // 11:30 in Kolkata

describe("scheduled publishing's shared rules", () => {
  it("reads the school's wall clock and stores UTC, across a daylight-saving change too", () => {
    const typed = schema.parse({ showFrom: "2026-12-01T09:00", showUntil: "2026-12-01 17:30:15" });
    expect(resolveSchedule(typed, "Asia/Kolkata", now)).toEqual({
      showFrom: "2026-12-01T03:30:00.000Z",
      showUntil: "2026-12-01T12:00:15.000Z",
      startedNow: false,
    });
    // London is on GMT in December and on BST in July.
    expect(resolveSchedule({ showFrom: "2027-07-01T09:00:00", showUntil: "" }, "Europe/London", now).showFrom).toBe(
      "2027-07-01T08:00:00.000Z",
    );
    expect(momentToInput("2026-12-01T03:30:00.000Z", "Asia/Kolkata")).toBe("2026-12-01T09:00");
  });

  it("publishes now, and says so, when “publish at” has passed", () => {
    const resolved = resolveSchedule({ showFrom: "2026-11-27T11:00:00", showUntil: "" }, "Asia/Kolkata", now);
    expect(resolved).toEqual({ showFrom: null, showUntil: null, startedNow: true });
  });

  it("refuses an end not after the start, and what is no date and time", () => {
    const refused = schema.safeParse({ showFrom: "2026-12-01T09:00", showUntil: "2026-12-01T09:00" });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues[0]).toMatchObject({ path: ["showUntil"] });
    for (const bad of ["2026-02-30T09:00", "2026-12-01T24:00", "tomorrow", "2026-12-01"])
      expect(schema.safeParse({ showFrom: bad }).success, bad).toBe(false);
    expect(schema.parse({})).toEqual({ showFrom: "", showUntil: "" });
  });

  it("says in the lists when a thing shows, and whether it shows now", () => {
    const zone = "Asia/Kolkata";
    const ahead = { showFrom: "2026-12-01T03:30:00.000Z", showUntil: "2027-01-05T12:00:00.000Z" };
    expect(scheduleLabel(ahead, zone, now)).toBe("Scheduled for 1 Dec 09:00 until 5 Jan 2027 17:30");
    expect(scheduleLabel({ showFrom: null, showUntil: ahead.showUntil }, zone, now)).toBe(
      "Showing until 5 Jan 2027 17:30",
    );
    expect(scheduleLabel({ showFrom: null, showUntil: "2026-11-20T12:00:00.000Z" }, zone, now)).toBe(
      "Stopped showing 20 Nov 17:30",
    );
    expect(scheduleLabel({ showFrom: null, showUntil: null }, zone, now)).toBe("");
    expect(isShowing(ahead, now)).toBe(false);
    expect(isShowing({ showFrom: "2026-11-27T05:59:59.000Z", showUntil: null }, now)).toBe(true);
    expect(scheduleValues({ showFrom: "2026-11-20T00:00:00.000Z", showUntil: null }, zone, now)).toEqual({
      showFrom: "",
      showUntil: "",
    });
  });
});

describe("the next moment a schedule changes what shows (held reads, decision 148)", () => {
  it("is the first start or stop after now, of any of the things; none when all are behind or open", () => {
    const schedules = [
      { showFrom: "2026-11-27T05:00:00.000Z", showUntil: "2026-12-01T00:00:00.000Z" },
      { showFrom: "2026-11-28T00:00:00.000Z", showUntil: null },
      { showFrom: null, showUntil: null },
    ];
    expect(nextScheduleChange(schedules, now)).toBe(Date.parse("2026-11-28T00:00:00.000Z"));
    expect(nextScheduleChange(schedules.slice(2), now)).toBeUndefined();
    expect(nextScheduleChange([{ showFrom: null, showUntil: now.toISOString() }], now)).toBeUndefined();
    // The moment itself is where isShowing changes its answer.
    const next = { showFrom: "2026-11-27T06:00:00.001Z", showUntil: null };
    expect(nextScheduleChange([next], now)).toBe(now.getTime() + 1);
    expect(isShowing(next, new Date(now.getTime() + 1))).toBe(true);
    expect(isShowing(next, now)).toBe(false);
  });

  it("treats a moment it cannot read as now, so nothing is held on it", () => {
    expect(firstMomentAfter(["not a date", null], now)).toBe(now.getTime());
  });
});
