import { describe, expect, it } from "vitest";
import { RefusedError } from "~/kernel/errors";
import { paiseOf, readStatement, utrIn } from "./statement.server";

describe("the bank statement reader", () => {
  it("reads amounts as Indian exports write them, in paise", () => {
    expect(paiseOf("1,500.00")).toBe(150_000);
    expect(paiseOf("₹ 1,50,000")).toBe(15_000_000);
    expect(paiseOf("1500.5 Cr")).toBe(150_050);
    expect(paiseOf("Rs. 200")).toBe(20_000);
    expect(paiseOf("fifteen")).toBeUndefined();
    expect(paiseOf("1.234")).toBeUndefined();
  });

  it("finds the 12-digit UTR in the reference, grouped or inside text, else in the narration", () => {
    expect(utrIn("UPI-412356789012", "")).toBe("412356789012");
    expect(utrIn("4123 5678 9012", "")).toBe("412356789012");
    expect(utrIn("000123", "UPI/CR/412356789012/MEERA")).toBe("412356789012");
    expect(utrIn("1234567890123", "")).toBeUndefined();
  });

  it("accepts headings in any case and ignores debit and balance columns", () => {
    const read = readStatement(
      "TXN DATE,Narration,UTR No,Withdrawal Amt.,Deposit Amt.,Closing Balance\n1/11,x,412356789012,,500,900\n",
    );
    expect(read.rows).toEqual([{ row: 2, date: "1/11", utr: "412356789012", paise: 50_000, narration: "x" }]);
  });

  it("refuses other columns naming them, two amount columns, and a file without a UTR column", () => {
    const refusal = (csv: string) => {
      try {
        readStatement(csv);
      } catch (error) {
        return (error as RefusedError).fields.file;
      }
      return undefined;
    };
    expect(refusal("Date,UTR,Amount,Student\n")).toContain('"Student"');
    expect(refusal("UTR,Amount,Credit\n")).toContain("Amount and Credit");
    expect(refusal("Date,Amount\n")).toContain("needs a UTR");
    expect(refusal("")).toContain("empty");
  });
});
