import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  isSpreadsheetScientific,
  optionalPhoneNumber,
  phoneNumber,
  PHONE_MAX_LENGTH,
  registerPhoneParser,
} from "./phone";
import { formatPhone, phoneHref, showStoredPhone, splitPhoneNumbers, toE164 } from "./phone-number";
import { phoneShape } from "./phone-input";
import { learnShownPhones, registerPhoneFormatter, shownPhone, shownPhones } from "./phone-shown";

// The server's check and formatting, as app/wiring.server.ts registers them (the browser has neither).
registerPhoneParser(toE164);
registerPhoneFormatter({ number: showStoredPhone, text: splitPhoneNumbers });

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

describe("the browser's shape check, without the phone metadata", () => {
  it.each([
    ["040 2345 6789", "+914023456789"],
    ["(040) 23456789", "+914023456789"],
    ["+91 98480 12345", "+919848012345"],
    ["0091 98480 12345", "+919848012345"],
    ["919848012345", "+919848012345"],
    ["098480 12345", "+919848012345"],
    ["+1 212 555 0100", "+12125550100"],
  ])("lets %s through as %s", (written, e164) => expect(phoneShape(written)).toBe(e164));

  it.each(["98480 1234", "011-2345678", "98480 abc 12345", "+91 98480 123456", "98+480 12345", "+0 123 4567"])(
    "stops %s at once",
    (written) => expect(phoneShape(written)).toBeUndefined(),
  );

  it("leaves the last word to the server's check: a ten-digit shape India does not dial", () => {
    expect(phoneShape("5555555555")).toBe("+915555555555");
    expect(toE164("5555555555")).toBeUndefined();
  });
});

describe("numbers shown in the browser from what the server formatted", () => {
  it("shows a learned number as the server wrote it, and an unknown one with its link only", () => {
    const fromServer = shownPhones(["+914023456789"]);
    expect(fromServer.numbers["+914023456789"]).toEqual({ text: "040 2345 6789", href: "tel:+914023456789" });
    registerPhoneFormatter(undefined as never);
    try {
      expect(shownPhone("+919848012345")).toEqual({ text: "+919848012345", href: "tel:+919848012345" });
      learnShownPhones(fromServer);
      expect(shownPhone("+914023456789")).toEqual({ text: "040 2345 6789", href: "tel:+914023456789" });
      expect(shownPhone("call the office")).toEqual({ text: "call the office", href: undefined });
    } finally {
      registerPhoneFormatter({ number: showStoredPhone, text: splitPhoneNumbers });
    }
  });
});
