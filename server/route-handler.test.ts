import type { RouteConfigEntry } from "@react-router/dev/routes";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import routeConfig from "../app/routes";
import { routeSetsByFirstPart } from "./route-handler";

type Entry = { id: string; parentId?: string; path?: string; index?: boolean };

/** The route table as the build hands it to React Router: every route by id, with its parent's id. */
function buildRoutes(): Record<string, Entry> {
  const routes: Record<string, Entry> = { root: { id: "root", path: "" } };
  const add = (entries: RouteConfigEntry[], parentId: string) => {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
      routes[id] = { id, parentId, path: entry.path, index: entry.index };
      add(entry.children ?? [], id);
    }
  };
  add(routeConfig, "root");
  return routes;
}

function tree(routes: Record<string, Entry | undefined>, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((route): route is Entry => route !== undefined && route.parentId === parentId)
    .map(({ id, path, index }) =>
      index ? { id, path, index: true } : { id, path, children: tree(routes, id) },
    ) as RouteObject[];
}

const trees = new WeakMap<object, RouteObject[]>();
const matchedIds = (routes: Record<string, Entry | undefined>, pathname: string) => {
  let routeTree = trees.get(routes);
  if (!routeTree) trees.set(routes, (routeTree = tree(routes)));
  return matchRoutes(routeTree, pathname)?.map((match) => match.route.id) ?? [];
};

const fullPath = (routes: Record<string, Entry>, id: string): string => {
  const route = routes[id];
  const own = route.path ?? "";
  return route.parentId ? `${fullPath(routes, route.parentId)}/${own}` : own;
};

/** Every route's address (parameters filled in) in several spellings, and addresses no route names. */
function addresses(routes: Record<string, Entry>) {
  const own = Object.keys(routes).map((id) =>
    `/${fullPath(routes, id)}`.replace(/\/+/g, "/").replace(/:\w+/g, "x1").replace(/\*/g, "a/b"),
  );
  return [
    ...new Set([
      ...own.flatMap((path) =>
        [path, path.toLowerCase(), path.toUpperCase(), `${path}/`, `${path}/extra`].map((it) =>
          it.replace(/\/+/g, "/"),
        ),
      ),
      "/",
      "/nope",
      "/nope/deeper",
      "/hi/nope",
      "/te/nope/deeper",
      "/xx/Faq",
      "/_root",
    ]),
  ];
}

describe("route tables by an address's first part (decision 152)", () => {
  const routes = buildRoutes();
  const sets = routeSetsByFirstPart(routes);

  it("match every address to the same routes as the whole table", () => {
    let compared = 0;
    const keys = new Set<string>();
    const tables: Record<string, Record<string, Entry | undefined>> = {};
    for (const pathname of addresses(routes)) {
      const key = sets.keyOf(pathname);
      expect(key, pathname).toBeDefined();
      keys.add(key ?? "");
      const own = (tables[key ?? ""] ??= sets.routesFor(key ?? ""));
      expect(matchedIds(own, pathname), pathname).toEqual(matchedIds(routes, pathname));
      compared++;
    }
    expect(compared).toBeGreaterThan(500);
    // The dashboard, each language and the spec's own pages have tables of their own.
    for (const key of ["welcome", "hi", "te", "faq", "admissions", "robots.txt"]) expect(keys.has(key), key).toBe(true);
    expect(Object.keys(sets.routesFor("faq")).length).toBeLessThan(Object.keys(routes).length / 10);
  }, 30_000);

  it("read a data request's address as React Router does", () => {
    expect(sets.keyOf("/Faq.data")).toBe("faq");
    expect(sets.keyOf("/welcome/students.data")).toBe("welcome");
    expect(sets.keyOf("/_.data")).toBe("");
    expect(sets.keyOf("/hi/_.data")).toBe("hi");
  });

  it("give an address that could read two ways to the whole table", () => {
    for (const pathname of ["/%46aq", "/welcome%2Fstudents", "//Faq", "/\\welcome"])
      expect(sets.keyOf(pathname), pathname).toBeUndefined();
  });

  it("give a first part no route names the open routes alone", () => {
    expect(sets.keyOf("/AnnualDay2026")).toBe("");
    expect(Object.keys(sets.routesFor(""))).toEqual(
      expect.arrayContaining(["root", "modules/home/routes/home", "added-page"]),
    );
    expect(Object.keys(sets.routesFor(""))).not.toContain("dashboard");
  });
});
