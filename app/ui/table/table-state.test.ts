import { describe, expect, it } from "vitest";
import { readTableState, tableHref } from "./table-state";

const read = (query: string, sortable = ["stdname", "stdid"]) => readTableState(new URLSearchParams(query), sortable);

describe("table state in the URL", () => {
  it("reads page, size, sort, order and search", () => {
    expect(read("page=3&pageSize=25&sort=stdname&order=desc&q=%20ravi%20")).toEqual({
      page: 3,
      pageSize: 25,
      sort: "stdname",
      order: "desc",
      q: "ravi",
    });
  });
  it.each(["page=0", "page=-2", "page=1.5", "page=abc", "pageSize=11", "sort=password_hash", "order=sideways"])(
    "replaces bad %s with defaults",
    (query) => {
      expect(read(query)).toEqual({ page: 1, pageSize: 10, sort: undefined, order: "asc", q: undefined });
    },
  );
  it("writes only what differs from the defaults and keeps other parameters", () => {
    expect(tableHref({ page: 1, pageSize: 10, order: "asc" })).toBe("?");
    expect(
      tableHref({ page: 2, pageSize: 15, sort: "stdname", order: "desc", q: "ra" }, { panel: "students-view" }),
    ).toBe("?panel=students-view&page=2&pageSize=15&sort=stdname&order=desc&q=ra");
  });
  it("writes a search as URLSearchParams does, whatever its characters", () => {
    const words = ["ravi kumar", "a+b&c=d", "50% (x)!*~'-._", "ऋषि", "x\u{1F600}y", "cut \uD83D", "/?#[]@$,;:"];
    for (const q of words) {
      const state = { page: 2, pageSize: 15, sort: "stdname", order: "asc", q } as const;
      const keep = { panel: "p q", sort: "x" };
      const expected = new URLSearchParams(keep);
      for (const [name, value] of [
        ["page", "2"],
        ["pageSize", "15"],
        ["sort", "stdname"],
        ["order", "asc"],
        ["q", q],
      ])
        expected.set(name, value);
      expect(tableHref(state, keep)).toBe(`?${expected.toString()}`);
    }
  });
});
