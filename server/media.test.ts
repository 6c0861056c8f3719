import { describe, expect, it } from "vitest";
import { parseRange } from "./media";

describe("parseRange", () => {
  it.each([
    ["bytes=0-99", 1000, { start: 0, end: 99 }],
    ["bytes=500-", 1000, { start: 500, end: 999 }],
    ["bytes=-100", 1000, { start: 900, end: 999 }],
    ["bytes=-5000", 1000, { start: 0, end: 999 }],
    ["bytes=900-5000", 1000, { start: 900, end: 999 }],
    ["bytes=1000-", 1000, "unsatisfiable"],
    ["bytes=0-1, 2000-", 1000, { start: 0, end: 1 }],
    ["bytes=5-2", 1000, undefined],
    ["bytes=-0", 1000, "unsatisfiable"],
    ["bytes=0-1,5-9", 1000, undefined],
    ["items=0-1", 1000, undefined],
    ["bytes=-", 1000, undefined],
    ["bytes=abc", 1000, undefined],
    ["items=1000-", 1000, undefined],
    ["bytes=0-", 0, "unsatisfiable"],
    [undefined, 1000, undefined],
  ])("%s of %i bytes", (header, size, expected) => expect(parseRange(header, size)).toEqual(expected));
});
