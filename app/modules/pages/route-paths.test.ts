import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { isRoutePath } from "./route-paths";

// A page the office adds must never take an address the site answers already: every route's first part and
// every file of public/ is on the list the new-page form checks.

type RouteEntry = { path?: string; children?: RouteEntry[] };

describe("addresses an added page may not take", () => {
  it("include the first part of every route and every file the server sends from public/", () => {
    const firstParts = (routes as RouteEntry[])
      .map((route) => route.path?.split("/")[0] ?? "")
      .filter((part) => part !== "" && !part.startsWith(":") && part !== "*");
    expect(firstParts.length).toBeGreaterThan(60);
    for (const part of [...firstParts, ...readdirSync("public")]) expect(isRoutePath(part), part).toBe(true);
  });

  it("ignore letter case and slashes, and leave new words free", () => {
    expect(isRoutePath("/TRANSPORT/")).toBe(true);
    expect(isRoutePath("curriculum")).toBe(true);
    expect(isRoutePath("Api")).toBe(true);
    expect(isRoutePath("AnnualDay2026")).toBe(false);
  });
});
