import { describe, expect, it } from "vitest";
import { parseForm } from "~/kernel/validation";
import { alertSchema, mailingListSchema } from "./schema";

const valid = { message: "School is closed on Monday.", severity: "emergency" };
const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(alertSchema, input);
  return result.ok ? {} : result.fields;
};

describe("alertSchema", () => {
  it("accepts an alert with only its text and severity, and keeps translations by language", () => {
    expect(alertSchema.parse({ ...valid, message_hi: " सोमवार को विद्यालय बंद है। ", message_te: "" })).toEqual({
      message: valid.message,
      translations: { hi: "सोमवार को विद्यालय बंद है।" },
      severity: "emergency",
      link: "",
      startsAt: "",
      endsAt: "",
    });
  });
  it("accepts a page of this site or a web address as the link", () => {
    expect(errorsOf({ ...valid, link: "/Holidays" })).toEqual({});
    expect(errorsOf({ ...valid, link: "https://cbse.gov.in/notice" })).toEqual({});
  });
  it("reads datetime-local values, with or without seconds", () => {
    const parsed = alertSchema.parse({ ...valid, startsAt: "2026-12-01T09:00", endsAt: "2026-12-01 17:30:15" });
    expect([parsed.startsAt, parsed.endsAt]).toEqual(["2026-12-01T09:00", "2026-12-01T17:30:15"]);
  });
  it.each([
    [{ message: "  " }, { message: "Write the alert's text" }],
    [{ message: "x".repeat(501) }, { message: "The alert's text must be at most 500 characters" }],
    [{ severity: "urgent" }, { severity: "Choose information, warning or emergency" }],
    [
      { link: "javascript:alert(1)" },
      { link: "Enter a web address starting with https:// or a page of this site starting with /" },
    ],
    [
      { link: "//evil.example/x" },
      { link: "Enter a web address starting with https:// or a page of this site starting with /" },
    ],
    [{ startsAt: "tomorrow" }, { startsAt: "Enter a date and time, such as 2026-12-01 09:00" }],
    [{ startsAt: "2026-12-02T10:00", endsAt: "2026-12-01T10:00" }, { endsAt: "The alert must end after it starts" }],
    [{ startsAt: "2026-12-02T10:00", endsAt: "2026-12-02T10:00" }, { endsAt: "The alert must end after it starts" }],
  ])("refuses %j", (change, expected) => expect(errorsOf({ ...valid, ...change })).toEqual(expected));
});

describe("mailingListSchema", () => {
  it("reads addresses separated by lines, commas or spaces, once each", () =>
    expect(mailingListSchema.parse({ recipients: "a@example.org\nb@example.org, a@example.org" })).toEqual({
      recipients: ["a@example.org", "b@example.org"],
    }));
  it("refuses an empty list", () =>
    expect(parseForm(mailingListSchema, { recipients: " \n " })).toEqual({
      ok: false,
      fields: { recipients: "Enter at least one e-mail address" },
    }));
  it("refuses a word that is not an address", () =>
    expect(parseForm(mailingListSchema, { recipients: "a@example.org\nprincipal" })).toEqual({
      ok: false,
      fields: { recipients: "Not an e-mail address: principal" },
    }));
});
