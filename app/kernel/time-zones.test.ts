import { describe, expect, it } from "vitest";
import { canonicalTimeZone, timeZoneOptions } from "./time-zones";
import { siteSettingsSchema } from "./settings/schema";

describe("time zones", () => {
  it("lists Asia/Kolkata (not the retired Asia/Calcutta) once, labelled for India with its offset", () => {
    const options = timeZoneOptions(new Date("2026-11-26T00:00:00Z"));
    const kolkata = options.filter((option) => option.value === "Asia/Kolkata");
    expect(kolkata).toEqual([{ value: "Asia/Kolkata", label: "India: Kolkata (Asia), UTC+05:30" }]);
    expect(options.some((option) => option.value === "Asia/Calcutta")).toBe(false);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  });

  it("stores an old alias by its current name", () => {
    expect(canonicalTimeZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("Europe/London")).toBe("Europe/London");
    const parsed = siteSettingsSchema.shape.timeZone.safeParse("Asia/Calcutta");
    expect(parsed.success && parsed.data).toBe("Asia/Kolkata");
  });
});
