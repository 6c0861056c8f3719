import { describe, expect, it } from "vitest";
import { nextAcademicYear } from "./academic-year";
import { blockSchema, pageContentSchema, pageFieldMessages } from "./page-blocks";
import { formatRupees, readRupees, showRupees } from "./rupees";

const feeTable = (rows: string[][], extra: Record<string, unknown> = {}) => ({
  type: "table",
  caption: "School fees by class",
  head: ["Class", "Admission fee (one-time)", "Tuition fee (per year)"],
  rows,
  amounts: [1, 2],
  year: "2027-28",
  from: "2027-04-01",
  ...extra,
});

const messagesFor = (block: unknown) => {
  const body = { title: "Fees", description: "Fees", heading: "Fees", blocks: [block] };
  const parsed = pageContentSchema.safeParse(body);
  expect(parsed.success).toBe(false);
  return parsed.success ? {} : pageFieldMessages(parsed.error, body);
};

describe("amounts in rupees in a fee table", () => {
  it("reads the ways the office writes rupees: ₹ 12,500, 12500, Rs. 12,500, 1,25,000/-", () => {
    for (const [typed, rupees] of [
      ["₹ 12,500", 12500],
      ["12500", 12500],
      ["Rs. 12,500", 12500],
      ["Rs 12500", 12500],
      ["INR 12,500.00", 12500],
      ["1,25,000", 125000],
      ["125,000", 125000],
      ["1,25,000/-", 125000],
      ["₹99,99,99,999", 999999999],
    ] as const)
      expect(readRupees(typed), typed).toEqual({ kind: "amount", rupees });
    for (const none of ["", "  ", "-", "—", "Nil"]) expect(readRupees(none)).toEqual({ kind: "none" });
  });

  it("refuses exponents, negatives, paise, misplaced commas, words and more than nine digits, each with its reason", () => {
    const reason = (typed: string) => {
      const read = readRupees(typed);
      return read.kind === "refused" ? read.message : `accepted as ${JSON.stringify(read)}`;
    };
    expect(reason("1e3")).toMatch(/no exponents like 1e3/);
    expect(reason("1.5E4")).toMatch(/no exponents/);
    expect(reason("-500")).toBe("An amount cannot be negative");
    expect(reason("12,500.50")).toMatch(/whole rupees/);
    expect(reason("12,50,0")).toMatch(/Put the commas where they go/);
    expect(reason("twelve thousand")).toMatch(/is not an amount: write the rupees in digits/);
    expect(reason("12500 per term")).toMatch(/is not an amount/);
    expect(reason("1000000000")).toMatch(/at most ₹99,99,99,999/);
    expect(reason("０１２")).toMatch(/is not an amount/);
  });

  it("shows amounts Indian style, with lakh grouping", () => {
    expect(formatRupees(12500)).toBe("₹12,500");
    expect(formatRupees(125000)).toBe("₹1,25,000");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678");
    expect(showRupees("Rs. 1,25,000/-")).toBe("₹1,25,000");
    expect(showRupees("")).toBe("—");
  });
});

describe("the fee table block", () => {
  it("accepts a fee table with its year, date and sample flag", () => {
    const parsed = blockSchema.safeParse(feeTable([["Classes 1 to 5", "₹ 12,500", "42000"]], { sample: true }));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it("refuses a bad amount with a message naming the block, row and column", () => {
    const fields = messagesFor(
      feeTable([
        ["Nursery", "10,000", "36,000"],
        ["Classes 1 to 5", "1e3", "Rs. -5"],
      ]),
    );
    expect(fields["blocks.0.rows.1.1"]).toMatch(
      /^Block 1 \(table\), row 2, Admission fee \(one-time\): "1e3" is not an amount.*no exponents like 1e3/,
    );
    expect(fields["blocks.0.rows.1.2"]).toBe(
      "Block 1 (table), row 2, Tuition fee (per year): An amount cannot be negative",
    );
    expect(fields["blocks.0.rows.0.1"]).toBeUndefined();
  });

  it("leaves words in columns that do not hold amounts, and caps every cell at 500 characters", () => {
    expect(blockSchema.safeParse(feeTable([["Nursery (3 years by 1 June)", "10,000", "36,000"]])).success).toBe(true);
    const fields = messagesFor(feeTable([["x".repeat(501), "10,000", "36,000"]]));
    expect(fields["blocks.0.rows.0.0"]).toMatch(/Must be at most 500 characters/);
  });

  it("refuses an academic year or date that is not one, and amounts in the class column or past the last", () => {
    expect(messagesFor(feeTable([], { year: "2027-29" }))["blocks.0.year"]).toMatch(/academic year as 2027-28/);
    expect(messagesFor(feeTable([], { year: "27-28" }))["blocks.0.year"]).toMatch(/academic year/);
    expect(messagesFor(feeTable([], { from: "2027-02-30" }))["blocks.0.from"]).toMatch(/date the fees apply from/);
    expect(messagesFor(feeTable([], { from: "" }))["blocks.0.from"]).toMatch(/date the fees apply from/);
    expect(messagesFor(feeTable([], { amounts: [0] }))["blocks.0.amounts.0"]).toMatch(/first column names the class/);
    expect(messagesFor(feeTable([], { amounts: [5] }))["blocks.0.amounts"]).toMatch(/no column 6/);
  });

  it("dates sample fees from the next 1 April", () => {
    expect(nextAcademicYear(new Date("2026-11-26T12:00:00Z"))).toEqual({ from: "2027-04-01", year: "2027-28" });
    expect(nextAcademicYear(new Date("2027-03-31T12:00:00Z"))).toEqual({ from: "2027-04-01", year: "2027-28" });
    expect(nextAcademicYear(new Date("2027-04-01T12:00:00Z"))).toEqual({ from: "2027-04-01", year: "2027-28" });
    expect(nextAcademicYear(new Date("2027-04-02T12:00:00Z"))).toEqual({ from: "2028-04-01", year: "2028-29" });
    expect(nextAcademicYear(new Date("2099-12-01T00:00:00Z"))).toEqual({ from: "2100-04-01", year: "2100-01" });
  });
});
