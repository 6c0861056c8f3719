import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import {
  PAGE_SIZES,
  admissionIdSearchSchema,
  committeeSearchSchema,
  listQuerySchema,
  registerIdSearchSchema,
  searchKeySchema,
} from "./search-schema";

const messageOf = (
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) => schema.safeParse(value).error?.issues[0]?.message;

describe("search boxes", () => {
  it("accept a key, trimmed", () => {
    expect(admissionIdSearchSchema.parse(" ADM-1 ")).toBe("ADM-1");
    expect(registerIdSearchSchema.parse("ALU-7")).toBe("ALU-7");
    expect(committeeSearchSchema.parse("3")).toBe("3");
  });
  it.each([[""], ["   "], [undefined]])("refuse %j with the spec's messages", (value) => {
    expect(messageOf(admissionIdSearchSchema, value)).toBe("Please enter an Admission ID");
    expect(messageOf(registerIdSearchSchema, value)).toBe("Please enter a Register ID");
    expect(messageOf(committeeSearchSchema, value)).toBe("Please enter an Admission ID");
  });
  it("refuse an over-long key", () =>
    expect(messageOf(searchKeySchema("Enter it"), "k".repeat(101))).toBe("Must be at most 100 characters"));
});

describe("listQuerySchema", () => {
  const errorsOf = (query: string) => {
    const result = parseForm(listQuerySchema, new URLSearchParams(query));
    return result.ok ? {} : result.fields;
  };

  it("defaults an empty query", () => {
    expect(listQuerySchema.parse({})).toEqual({ page: 1, pageSize: 10, order: "asc" });
    expect(parseForm(listQuerySchema, new URLSearchParams("page=&pageSize=&sort=&order=&q="))).toEqual({
      ok: true,
      data: { page: 1, pageSize: 10, order: "asc" },
    });
  });
  it("reads a full query", () => {
    expect(
      parseForm(listQuerySchema, new URLSearchParams("page=3&pageSize=25&sort=stdname&order=desc&q=%20ravi%20")),
    ).toEqual({
      ok: true,
      data: { page: 3, pageSize: 25, sort: "stdname", order: "desc", q: "ravi" },
    });
  });
  it.each(PAGE_SIZES.map((size) => [size]))("accepts page size %i", (size) => {
    expect(listQuerySchema.parse({ pageSize: String(size) }).pageSize).toBe(size);
  });
  it.each([
    ["page=0", "page", "Page must be a whole number of 1 or more"],
    ["page=-1", "page", "Page must be a whole number of 1 or more"],
    ["page=1.5", "page", "Page must be a whole number of 1 or more"],
    ["page=two", "page", "Page must be a whole number of 1 or more"],
    ["pageSize=12", "pageSize", "Rows per page must be 10, 15, 20, 25 or 30"],
    ["pageSize=all", "pageSize", "Rows per page must be 10, 15, 20, 25 or 30"],
    ["sort=name;drop", "sort", "Sort column must be a column name"],
    [`sort=${"s".repeat(51)}`, "sort", "Sort column must be a column name"],
    ["order=up", "order", "Order must be asc or desc"],
    [`q=${"q".repeat(101)}`, "q", "Search text must be at most 100 characters"],
  ])("refuses %s", (query, field, expected) => {
    expect(errorsOf(query)).toEqual({ [field]: expected });
  });
});
