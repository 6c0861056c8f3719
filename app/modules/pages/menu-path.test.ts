import { describe, expect, it } from "vitest";
import { menuLinkSchema } from "./menu";

describe("a menu entry's address", () => {
  it("Low: a menu entry's address cannot lead off the site (//evil.example)", () => {
    expect(menuLinkSchema.safeParse({ label: "Off", path: "//evil.example" }).success).toBe(false);
    expect(menuLinkSchema.safeParse({ label: "On", path: "/Transport" }).success).toBe(true);
  });
});
