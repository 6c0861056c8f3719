import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { DEFAULT_NEWS } from "./defaults";
import { newsSchema } from "./schema";

const valid = { jobOpenings: "We are hiring teachers.", latestEvent: "Sports meet on 10 September." };

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(newsSchema, input);
  return result.ok ? {} : result.fields;
};

describe("newsSchema", () => {
  it("accepts the news, trimmed", () =>
    expect(newsSchema.parse({ ...valid, latestEvent: ` ${valid.latestEvent} ` })).toEqual({
      ...valid,
      showFrom: "",
      showUntil: "",
      // The lines' translations (docs/decisions/139): empty, so the English ones are shown.
      jobOpenings_hi: "",
      jobOpenings_te: "",
      latestEvent_hi: "",
      latestEvent_te: "",
    }));
  it("accepts the default ticker texts", () => expect(newsSchema.safeParse(DEFAULT_NEWS).success).toBe(true));
  it("accepts 500 characters", () =>
    expect(newsSchema.safeParse({ ...valid, jobOpenings: "j".repeat(500) }).success).toBe(true));
  it.each([
    ["jobOpenings", "", "Job openings text is required"],
    ["jobOpenings", "   ", "Job openings text is required"],
    ["jobOpenings", "j".repeat(501), "Job openings text must be at most 500 characters"],
    ["latestEvent", undefined, "Latest event text is required"],
    ["latestEvent", "l".repeat(501), "Latest event text must be at most 500 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });
});
