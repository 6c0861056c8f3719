import { describe, expect, it } from "vitest";
import { canonicalTimeZone, resolveTimeZone, timeZoneOptions } from "./time-zones";
import { siteSettingsSchema } from "./settings/schema";

describe("time zones", () => {
  it("lists Asia/Kolkata (not the retired Asia/Calcutta) once, labelled for India with its offset", () => {
    const options = timeZoneOptions(new Date("2026-11-26T00:00:00Z"));
    const kolkata = options.filter((option) => option.value === "Asia/Kolkata");
    expect(kolkata).toEqual([{ value: "Asia/Kolkata", label: "India — Kolkata (UTC+5:30)" }]);
    expect(options.some((option) => option.value === "Asia/Calcutta")).toBe(false);
    expect(new Set(options.map((option) => option.value)).size).toBe(options.length);
  });

  it("labels every zone by country and city, so a list can be searched by either", () => {
    const options = timeZoneOptions(new Date("2026-01-15T00:00:00Z"));
    expect(options.every((option) => / — .+ \(UTC([+-]\d{1,2}(:\d\d)?)?\)$/.test(option.label))).toBe(true);
    expect(options.find((option) => option.value === "America/New_York")?.label).toBe(
      "United States — New York (UTC-5)",
    );
    expect(options.find((option) => option.value === "Europe/London")?.label).toBe("United Kingdom — London (UTC)");
    expect(options.find((option) => option.value === "Asia/Kathmandu")?.label).toBe("Nepal — Kathmandu (UTC+5:45)");
  });

  it("reads what a person types: the name, an old alias, the list's label or a city", () => {
    expect(resolveTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
    expect(resolveTimeZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(resolveTimeZone(" kolkata ")).toBe("Asia/Kolkata");
    expect(resolveTimeZone("India — Kolkata (UTC+5:30)")).toBe("Asia/Kolkata");
    expect(resolveTimeZone("New York")).toBe("America/New_York");
    expect(resolveTimeZone("Atlantis")).toBeUndefined();
    expect(resolveTimeZone("")).toBeUndefined();
    expect(siteSettingsSchema.shape.timeZone.safeParse("Atlantis").success).toBe(false);
  });

  it("stores an old alias by its current name", () => {
    expect(canonicalTimeZone("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(canonicalTimeZone("Europe/London")).toBe("Europe/London");
    const parsed = siteSettingsSchema.shape.timeZone.safeParse("Asia/Calcutta");
    expect(parsed.success && parsed.data).toBe("Asia/Kolkata");
  });
});
