import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { SLIDE_IMAGE_REQUIRED_MESSAGE, SLIDE_SETS, slideSchema } from "./schema";

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(slideSchema, input);
  return result.ok ? {} : result.fields;
};

describe("slideSchema", () => {
  it("accepts a slide posted as a form", () => {
    expect(slideSchema.parse({ slidename: "HomeScreenMainSlides", sno: "3" })).toEqual({
      slidename: "HomeScreenMainSlides",
      sno: 3,
      alt: "",
      // The caption's translations (docs/decisions/139): empty, so the English one is shown.
      alt_hi: "",
      alt_te: "",
      showFrom: "",
      showUntil: "",
    });
  });
  it.each(SLIDE_SETS.map((set) => [set]))("accepts the set %s", (set) => {
    expect(slideSchema.parse({ slidename: set, sno: 10, alt: "Children in the library" }).slidename).toBe(set);
  });
  it.each([
    ["slidename", "", "Slide set is required"],
    ["slidename", undefined, "Slide set is required"],
    ["slidename", "homescreenmainslides", "Slide set is required"],
    ["sno", "", "Slide number must be between 1 and 10"],
    ["sno", "0", "Slide number must be between 1 and 10"],
    ["sno", "11", "Slide number must be between 1 and 10"],
    ["sno", "2.5", "Slide number must be between 1 and 10"],
    ["sno", "x", "Slide number must be between 1 and 10"],
    ["alt", "a".repeat(151), "Image description must be at most 150 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ slidename: "sports", sno: "1", [field]: value })).toEqual({ [field]: expected });
  });
  it("exports the upload handler's message for a missing file", () =>
    expect(SLIDE_IMAGE_REQUIRED_MESSAGE).toBe("Image file is required"));
});
