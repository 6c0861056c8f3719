import { describe, it, expect } from "vitest";
import { z } from "zod";
import {
  FORM_ERROR_KEY,
  HONEYPOT_FIELD,
  email,
  fieldErrors,
  formToObject,
  fourDigitYear,
  gender,
  honeypotShape,
  isHoneypotFilled,
  isoDate,
  optionalFourDigitYear,
  optionalText,
  optionalUrl,
  parseForm,
  requiredText,
  requiredUrl,
  wholeNumber,
  WHOLE_NUMBER_IN_DIGITS,
} from "./validation";
import { phoneNumber } from "./phone";

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("requiredText", () => {
  const name = requiredText("Name is required", 5, "Too long");
  it("trims", () => expect(name.parse("  Ann  ")).toBe("Ann"));
  it("refuses empty, whitespace-only and missing with the message", () => {
    expect(messageOf(name, "")).toBe("Name is required");
    expect(messageOf(name, "   \t")).toBe("Name is required");
    expect(messageOf(name, undefined)).toBe("Name is required");
    expect(messageOf(name, 42)).toBe("Name is required");
  });
  it("refuses text over the maximum", () => {
    expect(messageOf(name, "abcdef")).toBe("Too long");
    expect(name.parse(" abcde ")).toBe("abcde");
  });
  it("has a default too-long message", () =>
    expect(messageOf(requiredText("x", 2), "abc")).toBe("Must be at most 2 characters"));
  it("refuses a NUL character, which PostgreSQL cannot store", () => {
    expect(messageOf(requiredText("x", 20), "An\u0000n")).toBe("Must not contain a NUL character");
    expect(messageOf(optionalText(20), "\u0000")).toBe("Must not contain a NUL character");
  });
});

describe("optionalText", () => {
  const remarks = z.object({ remarks: optionalText(3, "Too long") });
  it("turns missing and null into ''", () => {
    expect(remarks.parse({})).toEqual({ remarks: "" });
    expect(remarks.parse({ remarks: null })).toEqual({ remarks: "" });
  });
  it("trims and limits", () => {
    expect(remarks.parse({ remarks: " ab " })).toEqual({ remarks: "ab" });
    expect(messageOf(remarks, { remarks: "abcd" })).toBe("Too long");
  });
});

describe("email", () => {
  const mail = email("Invalid email address", "Email is required");
  it("accepts text@text.text", () => expect(mail.parse(" a@b.co ")).toBe("a@b.co"));
  it("refuses what does not match", () => {
    for (const bad of ["a@b", "ab.co", "a b@c.de", "@b.co", "a@.co x"])
      expect(messageOf(mail, bad)).toBe("Invalid email address");
  });
  it("refuses addresses over 254 characters", () =>
    expect(messageOf(mail, `${"a".repeat(250)}@b.co`)).toBe("Invalid email address"));
  it("gives the required message for empty", () => expect(messageOf(mail, "")).toBe("Email is required"));
});

describe("optionalUrl and requiredUrl", () => {
  const link = z.object({ link: optionalUrl("Invalid URL") });
  it("allows empty and missing as ''", () => {
    expect(link.parse({ link: "" })).toEqual({ link: "" });
    expect(link.parse({ link: "  " })).toEqual({ link: "" });
    expect(link.parse({})).toEqual({ link: "" });
  });
  it("accepts http and https addresses", () => {
    expect(link.parse({ link: "https://example.org/a?b=c" })).toEqual({ link: "https://example.org/a?b=c" });
    expect(link.parse({ link: "http://example.org" })).toEqual({ link: "http://example.org" });
  });
  it("refuses other text and other schemes", () => {
    for (const bad of [
      "example",
      "javascript:alert(1)",
      "ftp://example.org",
      "https://exa mple.org",
      `https://example.org/${"a".repeat(500)}`,
    ])
      expect(messageOf(link, { link: bad })).toBe("Invalid URL");
  });
  it("requiredUrl needs a value", () => {
    const site = requiredUrl("Invalid URL", "Address is required");
    expect(messageOf(site, "")).toBe("Address is required");
    expect(messageOf(site, "nope")).toBe("Invalid URL");
    expect(site.parse("https://example.org")).toBe("https://example.org");
  });
});

describe("years, dates, numbers, gender", () => {
  it("fourDigitYear", () => {
    const year = fourDigitYear("Enter a four-digit year", "Year is required");
    expect(year.parse(" 2024 ")).toBe("2024");
    expect(messageOf(year, "")).toBe("Year is required");
    for (const bad of ["24", "20245", "20a4"]) expect(messageOf(year, bad)).toBe("Enter a four-digit year");
  });
  it("optionalFourDigitYear", () => {
    const year = z.object({ year: optionalFourDigitYear("Enter a four-digit year") });
    expect(year.parse({})).toEqual({ year: "" });
    expect(year.parse({ year: "" })).toEqual({ year: "" });
    expect(year.parse({ year: "2020" })).toEqual({ year: "2020" });
    expect(messageOf(year, { year: "20" })).toBe("Enter a four-digit year");
  });
  it("isoDate", () => {
    const date = isoDate("Date is required", "Bad date");
    expect(date.parse("2024-02-29")).toBe("2024-02-29");
    expect(messageOf(date, "")).toBe("Date is required");
    expect(messageOf(date, undefined)).toBe("Date is required");
    for (const bad of ["2023-02-29", "2024-13-01", "2024-1-1", "19/08/2024", "soon"])
      expect(messageOf(date, bad)).toBe("Bad date");
  });
  it("wholeNumber", () => {
    const sno = wholeNumber("Required", "Whole number please", 1, 10);
    expect(sno.parse("3")).toBe(3);
    expect(sno.parse(" 10 ")).toBe(10);
    expect(sno.parse(7)).toBe(7);
    expect(messageOf(sno, "")).toBe("Required");
    expect(messageOf(sno, undefined)).toBe("Required");
    for (const bad of ["0", "11", 2.5, -1]) expect(messageOf(sno, bad)).toBe("Whole number please");
  });
  it("wholeNumber takes only plain digits: exponents, decimals, signs and other notations are refused", () => {
    const trees = wholeNumber("Required", "Whole number please", 0, 100_000);
    expect(trees.parse("1000")).toBe(1000);
    for (const bad of ["1e3", "1E3", "1.5", "1.0", "-1", "+4", "0x10", "1_000", "1 000", "abc", "Infinity", "٣"])
      expect(messageOf(trees, bad)).toBe(WHOLE_NUMBER_IN_DIGITS);
    expect(WHOLE_NUMBER_IN_DIGITS).toBe("Write a whole number in digits, for example 12");
  });
  it("gender", () => {
    const g = gender("Gender is required");
    expect(g.parse("other")).toBe("other");
    for (const bad of ["", "Male", "x", undefined]) expect(messageOf(g, bad)).toBe("Gender is required");
  });
});

describe("honeypot", () => {
  it("is the 'website' field, optional", () => {
    expect(HONEYPOT_FIELD).toBe("website");
    const form = z.object({ ...honeypotShape });
    expect(form.parse({})).toEqual({});
    expect(form.parse({ website: "spam" })).toEqual({ website: "spam" });
  });
  it("tells a filled honeypot", () => {
    expect(isHoneypotFilled({})).toBe(false);
    expect(isHoneypotFilled({ website: "  " })).toBe(false);
    expect(isHoneypotFilled({ website: "http://spam.example" })).toBe(true);
  });
});

describe("fieldErrors and parseForm", () => {
  const schema = z.strictObject({
    name: requiredText("Name is required", 10),
    phone: phoneNumber({ required: "Phone is required", label: "Phone" }),
    box: z.object({ a: z.string({ error: "Inner" }) }).optional(),
  });

  it("keeps the first message per top-level field", () => {
    const result = schema.safeParse({ name: "", phone: "", box: {} });
    expect(fieldErrors(result.error!)).toEqual({ name: "Name is required", phone: "Phone is required", box: "Inner" });
  });
  it("puts messages without a field under the form key", () => {
    const result = schema.safeParse({ name: "A", phone: "9000000001", extra: 1 });
    expect(Object.keys(fieldErrors(result.error!))).toEqual([FORM_ERROR_KEY]);
  });
  it("parses a plain object", () => {
    expect(parseForm(schema, { name: " A ", phone: "9000000001" })).toEqual({
      ok: true,
      data: { name: "A", phone: "+919000000001" },
    });
    expect(parseForm(schema, { name: "A", phone: "1" })).toEqual({
      ok: false,
      fields: { phone: expect.stringMatching(/^Phone is too short: an Indian number has 10 digits/) },
    });
  });
  it("parses FormData and URLSearchParams", () => {
    const form = new FormData();
    form.set("name", "A");
    form.set("phone", "9000000001");
    expect(parseForm(schema, form)).toEqual({ ok: true, data: { name: "A", phone: "+919000000001" } });
    expect(parseForm(schema, new URLSearchParams("name=&phone=9000000001"))).toEqual({
      ok: false,
      fields: { name: "Name is required" },
    });
  });
  it("nests dotted names and ignores prototype keys", () => {
    const form = new URLSearchParams(
      "quantities.1=2&quantities.2=&x=1&x=2&__proto__.polluted=1&a.constructor.b=1&.bad=1",
    );
    expect(formToObject(form)).toEqual({ quantities: { "1": "2", "2": "" }, x: "2" });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
