import { describe, expect, it } from "vitest";
import { previewText } from "./slug";

describe("previewText", () => {
  it("keeps short text whole", () => {
    expect(previewText("National holiday.")).toBe("National holiday.");
  });
  it("ends at a whole word within the length, with an ellipsis", () => {
    const preview = previewText("National holiday: the school is closed after the flag hoisting at 8.");
    expect(preview).toBe("National holiday: the school is closed after the...");
    expect(preview.length - 3).toBeLessThanOrEqual(50);
  });
  it("cuts a very long word at the length", () => {
    expect(previewText("x".repeat(80))).toBe(`${"x".repeat(50)}...`);
  });
});
