import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  MAX_PAGE,
  PAGE_MESSAGE,
  pageFields,
  pageSizeMessage,
  pageWindow,
  readPage,
  readPageRequest,
} from "./pagination";

const TABLE = { choices: [10, 15, 20, 25, 30], usual: 10 } as const;
const RANGE = { min: 10, max: 100, usual: 25 } as const;
const read = (query: string, sizes: Parameters<typeof readPageRequest>[1] = TABLE) =>
  readPageRequest(new URLSearchParams(query), sizes);

describe("the page asked for in an address", () => {
  it("reads page and size, and blanks are the defaults", () => {
    expect(read("page=3&pageSize=25")).toEqual({ page: 3, pageSize: 25 });
    expect(read("page=&pageSize=")).toEqual({ page: 1, pageSize: 10 });
    expect(read("", RANGE)).toEqual({ page: 1, pageSize: 25 });
    expect(read("pageSize=40", RANGE)).toEqual({ page: 1, pageSize: 40 });
  });
  it.each(["page=0", "page=-2", "page=1.5", "page=abc", `page=${MAX_PAGE + 1}`, "pageSize=11", "pageSize=all"])(
    "falls back from bad %s",
    (query) => expect(read(query)).toEqual({ page: 1, pageSize: 10 }),
  );
  it("never lets the address choose a fixed size", () => {
    expect(read("page=2&pageSize=500", { fixed: 24 })).toEqual({ page: 2, pageSize: 24 });
  });
});

describe("page fields of the JSON API", () => {
  const schema = z.object(pageFields(TABLE));
  it("refuses what the list does not allow, with the field's message", () => {
    for (const page of ["0", "-1", "1.5", "two", String(MAX_PAGE + 1)])
      expect(schema.safeParse({ page }).error?.issues[0].message).toBe(PAGE_MESSAGE);
    expect(schema.safeParse({ pageSize: "12" }).error?.issues[0].message).toBe(
      "Rows per page must be 10, 15, 20, 25 or 30",
    );
    expect(z.object(pageFields(RANGE)).safeParse({ pageSize: "5000" }).error?.issues[0].message).toBe(
      "Rows per page must be 10 to 100",
    );
  });
  it("names its sizes", () => {
    expect(pageSizeMessage(RANGE)).toBe("Rows per page must be 10 to 100");
    expect(pageSizeMessage({ fixed: 24 })).toBe("Rows per page must be 24");
  });
});

describe("a page of a total", () => {
  it("gives the page count, the offset and the limit", () => {
    expect(pageWindow(45, { page: 2, pageSize: 20 })).toEqual({
      page: 2,
      pageSize: 20,
      pageCount: 3,
      offset: 20,
      limit: 20,
    });
    expect(pageWindow(0, { page: 1, pageSize: 10 })).toMatchObject({ page: 1, pageCount: 1, offset: 0 });
  });
  it("shows the last page for a page past the end, or no rows for the API", () => {
    expect(pageWindow(45, { page: 9, pageSize: 20 })).toMatchObject({ page: 3, offset: 40 });
    expect(pageWindow(0, { page: 9, pageSize: 20 })).toMatchObject({ page: 1, offset: 0 });
    expect(pageWindow(45, { page: 9, pageSize: 20 }, "no rows")).toMatchObject({ page: 9, pageCount: 3, offset: 160 });
  });
  it("reads the last page again when the asked one is past the end", async () => {
    const rows = Array.from({ length: 23 }, (_, i) => i + 1);
    const reads: number[] = [];
    const list = {
      total: async () => rows.length,
      rows: async ({ offset, limit }: { offset: number; limit: number }) => {
        reads.push(offset);
        return rows.slice(offset, offset + limit);
      },
    };
    expect(await readPage({ page: 2, pageSize: 10 }, list)).toMatchObject({
      page: 2,
      rows: [11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    });
    expect(await readPage({ page: 7, pageSize: 10 }, list)).toMatchObject({
      page: 3,
      pageCount: 3,
      total: 23,
      rows: [21, 22, 23],
    });
    expect(await readPage({ page: 7, pageSize: 10 }, list, "no rows")).toMatchObject({ page: 7, rows: [] });
    expect(reads).toEqual([10, 60, 20, 60]);
  });
});
