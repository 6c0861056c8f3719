import { describe, expect, it } from "vitest";
import { expandQuery, postgresQueryText, sqliteMatchText, synonymGroupSchema, telling } from "./synonyms";

const groups = [
  ["bus", "transport", "van", "route"],
  ["timings", "timing", "school hours", "time"],
];

describe("query expansion by synonym groups", () => {
  it("turns a word of a group into any of the group's terms, the typed one as a prefix", () => {
    const clauses = expandQuery(["bus"], groups);
    expect(sqliteMatchText(clauses)).toBe('("bus"* OR "transport" OR "van" OR "route")');
    expect(postgresQueryText(clauses)).toBe("(bus:* | transport | van | route)");
  });

  it("matches a group term of several words typed in a row, and keeps other words as they are", () => {
    const clauses = expandQuery(["school", "hours", "fees"], groups);
    expect(sqliteMatchText(clauses)).toBe('("school hours"* OR "timings" OR "timing" OR "time") AND "fees"*');
    expect(postgresQueryText(clauses)).toBe("((school <-> hours:*) | timings | timing | time) & fees:*");
  });

  it("adds nothing for a second word of a group already used", () => {
    expect(expandQuery(["bus", "transport"], groups)).toHaveLength(1);
  });

  it("joins clauses by OR when asked for what holds any word", () => {
    expect(sqliteMatchText(expandQuery(["bus", "fees"], []), true)).toBe('"bus"* OR "fees"*');
  });

  it("does not count the school's own name as a telling word", () => {
    const clauses = expandQuery(["vidya", "school", "bus"], groups);
    expect(telling(clauses, "Sample Vidya Niketan School")).toHaveLength(1);
  });
});

describe("a synonym group as the office types it", () => {
  it("is 2 to 20 different terms of at most 40 characters, lower-cased and trimmed", () => {
    expect(synonymGroupSchema.parse(" Bus ,Transport,, VAN ")).toEqual(["bus", "transport", "van"]);
    expect(synonymGroupSchema.safeParse("bus").success).toBe(false);
    expect(synonymGroupSchema.safeParse("bus, bus").success).toBe(false);
    expect(synonymGroupSchema.safeParse(`bus, ${"x".repeat(41)}`).success).toBe(false);
    expect(synonymGroupSchema.safeParse(Array.from({ length: 21 }, (_, i) => `w${i}`).join(",")).success).toBe(false);
    expect(synonymGroupSchema.safeParse("bus, ***").success).toBe(false);
  });
});
