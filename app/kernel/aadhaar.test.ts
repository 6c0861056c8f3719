import { describe, expect, it } from "vitest";
import { z } from "zod";
import { aadhaarNumber, formatAadhaar, hasVerhoeffCheckDigit, verhoeffCheckDigit } from "./aadhaar";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const aadhaar = aadhaarNumber();

describe("Verhoeff check digit", () => {
  it("matches published examples", () => {
    // Verhoeff's own example: 236 → 2363; the algorithm's usual test vector 12345 → 123451.
    expect(verhoeffCheckDigit("236")).toBe("3");
    expect(hasVerhoeffCheckDigit("2363")).toBe(true);
    expect(verhoeffCheckDigit("12345")).toBe("1");
    expect(hasVerhoeffCheckDigit("123451")).toBe(true);
    expect(verhoeffCheckDigit("142857")).toBe("0");
  });
  it("catches every single mistyped digit and every swap of two neighbouring digits", () => {
    const valid = "234567890124";
    expect(hasVerhoeffCheckDigit(valid)).toBe(true);
    for (let at = 0; at < valid.length; at++)
      for (let digit = 0; digit <= 9; digit++) {
        if (String(digit) === valid[at]) continue;
        expect(hasVerhoeffCheckDigit(valid.slice(0, at) + digit + valid.slice(at + 1))).toBe(false);
      }
    for (let at = 0; at < valid.length - 1; at++) {
      if (valid[at] === valid[at + 1]) continue;
      const swapped = valid.slice(0, at) + valid[at + 1] + valid[at] + valid.slice(at + 2);
      expect(hasVerhoeffCheckDigit(swapped)).toBe(false);
    }
  });
  it("refuses what is not digits", () => expect(hasVerhoeffCheckDigit("12a4")).toBe(false));
});

describe("Aadhaar numbers as printed", () => {
  it.each(["2345 6789 0124", "2345-6789-0124", " 234567890124 ", "2345  6789  0124"])(
    "accepts %s and keeps twelve digits",
    (written) => expect(aadhaar.parse(written)).toBe("234567890124"),
  );
  it("says what is wrong and what would be right", () => {
    expect(messageOf(aadhaar, "")).toBe("Aadhaar number is required");
    expect(messageOf(aadhaar, "2345 6789 012")).toBe(
      "Aadhaar number has 11 digits, not 12: write 12 digits as printed on the card, such as 2345 6789 0124",
    );
    expect(messageOf(aadhaar, "2345 6789 0125")).toMatch(
      /^Aadhaar number does not add up .*check it against the card$/,
    );
    expect(messageOf(aadhaar, "0345 6789 0124")).toBe(
      "Aadhaar number cannot start with 0 or 1: check the number on the card",
    );
    expect(messageOf(aadhaar, "2345/6789/0124")).toMatch(/^Aadhaar number has something other than digits/);
    expect(messageOf(aadhaar, "2.34568E+11")).toMatch(/^"2\.34568E\+11" is how a spreadsheet shows a long number/);
  });
  it("is shown grouped as on the card", () => {
    expect(formatAadhaar("234567890124")).toBe("2345 6789 0124");
    expect(formatAadhaar("XXXX XXXX 0124")).toBe("XXXX XXXX 0124");
  });
});
