import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  formatPhone,
  isSpreadsheetScientific,
  optionalPhoneNumber,
  phoneHref,
  phoneNumber,
  PHONE_MAX_LENGTH,
  toE164,
} from "./phone";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const phone = phoneNumber({ required: "Phone is required", label: "Phone" });

describe("phone numbers as people write them", () => {
  it.each([
    ["040 2345 6789", "+914023456789"],
    ["040-2345-6789", "+914023456789"],
    ["(040) 23456789", "+914023456789"],
    ["+91 40 2345 6789", "+914023456789"],
    ["4023456789", "+914023456789"],
    ["022 2345 6789", "+912223456789"],
    ["03192 234567", "+913192234567"],
    ["+91 98480 12345", "+919848012345"],
    ["+91-98480-12345", "+919848012345"],
    ["098480 12345", "+919848012345"],
    ["0091 98480 12345", "+919848012345"],
    ["919848012345", "+919848012345"],
    [" 9848012345 ", "+919848012345"],
    ["+1 212 555 0100", "+12125550100"],
  ])("reads %s as %s", (written, e164) => expect(phone.parse(written)).toBe(e164));

  it("refuses what cannot be dialled, saying what would be right", () => {
    expect(messageOf(phone, "98480 1234")).toBe(
      "Phone is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    );
    // An old seven-digit Delhi number: Delhi numbers now have eight digits after 011.
    expect(messageOf(phone, "011-2345678")).toMatch(/^Phone is too short/);
    expect(messageOf(phone, "98480 abc 12345")).toMatch(/^Phone has letters in it: write only digits/);
    expect(messageOf(phone, "12345678901234567890")).toMatch(/^Phone is not a number we can dial: write a 10-digit/);
    expect(messageOf(phone, "1".repeat(PHONE_MAX_LENGTH + 1))).toMatch(/^Phone is too long/);
  });

  it("gives the required message for empty or missing", () => {
    expect(messageOf(phone, "  ")).toBe("Phone is required");
    expect(messageOf(phone, undefined)).toBe("Phone is required");
  });

  it("recognises a number a spreadsheet wrote in scientific notation", () => {
    expect(isSpreadsheetScientific("9.84801E+09")).toBe(true);
    expect(isSpreadsheetScientific("1.23412e11")).toBe(true);
    expect(isSpreadsheetScientific("98480 12345")).toBe(false);
    expect(messageOf(phone, "9.84801E+09")).toMatch(/^"9\.84801E\+09" is how a spreadsheet shows a long number/);
  });

  it("keeps an optional number empty", () => {
    const optional = optionalPhoneNumber({ label: "Phone" });
    expect(optional.parse("")).toBe("");
    expect(optional.parse(undefined)).toBe("");
    expect(optional.parse("98480-12345")).toBe("+919848012345");
    expect(messageOf(optional, "12")).toMatch(/^Phone is too short/);
  });
});

describe("stored numbers shown and dialled", () => {
  it("shows Indian numbers as India writes them, others with their country code", () => {
    expect(formatPhone("+914023456789")).toBe("040 2345 6789");
    expect(formatPhone("+919848012345")).toBe("+91 98480 12345");
    expect(formatPhone("+12125550100")).toBe("+1 212 555 0100");
  });
  it("reads a number stored before numbers were normalised (ten digits)", () => {
    expect(formatPhone("9848012345")).toBe("+91 98480 12345");
    expect(phoneHref("9848012345")).toBe("tel:+919848012345");
  });
  it("writes Indian mobiles without + in a spreadsheet cell, where a leading + would read as a formula", () => {
    expect(formatPhone("+919848012345", { forSpreadsheet: true })).toBe("098480 12345");
    expect(formatPhone("+914023456789", { forSpreadsheet: true })).toBe("040 2345 6789");
  });
  it("links in E.164, which dials from a mobile anywhere", () => {
    expect(phoneHref("+914023456789")).toBe("tel:+914023456789");
    expect(phoneHref("040 2345 6789")).toBe("tel:+914023456789");
  });
  it("shows text that is no number as it is, without a link", () => {
    expect(formatPhone("[erased]")).toBe("[erased]");
    expect(phoneHref("[erased]")).toBeUndefined();
    expect(formatPhone(null)).toBe("");
    expect(toE164("")).toBeUndefined();
  });
});
