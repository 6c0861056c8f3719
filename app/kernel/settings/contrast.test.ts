import { describe, expect, it } from "vitest";
import { contrastRatio, darken, lowestContrast } from "./contrast";

describe("contrast", () => {
  it("computes the WCAG ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 1);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#ffffff", "#777777")).toBeCloseTo(4.48, 2);
  });

  it("checks the default brand pair and refuses a pale main colour", () => {
    expect(lowestContrast("#7a1f1f", "primary")).toBeGreaterThanOrEqual(4.5);
    expect(lowestContrast("#f4b942", "accent")).toBeGreaterThanOrEqual(4.5);
    expect(lowestContrast("#f4b942", "primary")).toBeLessThan(4.5);
    expect(lowestContrast("#1f4e79", "accent")).toBeLessThan(4.5);
  });

  it("darkens towards black", () => {
    expect(darken("#ffffff", 0.5)).toBe("#808080");
    expect(darken("#7a1f1f", 0)).toBe("#7a1f1f");
  });
});
