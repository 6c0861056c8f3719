import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { describe, expect, it } from "vitest";
import { FORMULA_SAFE_CSV, restoreCsvFormula } from "./csv-cell";

const cells = [
  "=1+2",
  "+91 98765 43210",
  "-5",
  "@SUM(A1)",
  "\tTab",
  "\rReturn",
  "＝1+2",
  "＠SUM(A1)",
  "Plain",
  "a=b",
  "",
];

describe("CSV formula guard", () => {
  it("gives every cell a spreadsheet would run a leading apostrophe, and leaves the rest", () => {
    const [row] = parse(stringify([cells], FORMULA_SAFE_CSV)) as string[][];
    expect(row).toEqual([
      "'=1+2",
      "'+91 98765 43210",
      "'-5",
      "'@SUM(A1)",
      "'\tTab",
      "'\rReturn",
      "'＝1+2",
      "'＠SUM(A1)",
      "Plain",
      "a=b",
      "",
    ]);
  });
  it("takes the apostrophe off again on import, and only where the export put it", () => {
    const [row] = parse(stringify([cells], FORMULA_SAFE_CSV), { cast: restoreCsvFormula }) as string[][];
    expect(row).toEqual(cells);
    expect(restoreCsvFormula("'Tis the season")).toBe("'Tis the season");
  });
});
