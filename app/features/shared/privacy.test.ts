import { describe, expect, it } from "vitest";
import { maskAadhaar } from "./privacy";

describe("maskAadhaar", () => {
  it("shows only the last four digits", () => {
    expect(maskAadhaar("1234 5678 9012")).toBe("XXXX XXXX 9012");
    expect(maskAadhaar("123456789012")).toBe("XXXX XXXX 9012");
    expect(maskAadhaar("123456789012")).not.toContain("5678");
  });
  it("keeps an empty value empty", () => {
    expect(maskAadhaar("")).toBe("");
    expect(maskAadhaar(null)).toBe("");
    expect(maskAadhaar(undefined)).toBe("");
  });
});
