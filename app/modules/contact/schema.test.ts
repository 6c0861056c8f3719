import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { callbackRequestSchema, contactMessageSchema, contactUsBodySchema, isCallbackRequest } from "./schema";

const callback = { name: "Asha Rao", emailid: "asha@example.org", mobilnum: "+919000000001" };
const message = {
  name: "Asha Rao",
  emailid: "asha@example.org",
  subject: "Admissions",
  message: "When does admission open?",
};

const errorsOf = (schema: Parameters<typeof parseForm>[0], input: Record<string, unknown>) => {
  const result = parseForm(schema, input);
  return result.ok ? {} : result.fields;
};

describe("callbackRequestSchema", () => {
  it("accepts a valid request, trimmed", () => {
    expect(callbackRequestSchema.parse({ ...callback, name: "  Asha Rao " })).toEqual(callback);
  });
  it.each([
    ["name", "", "Please enter your name"],
    ["name", "   ", "Please enter your name"],
    ["name", undefined, "Please enter your name"],
    ["name", "a".repeat(101), "Name must be at most 100 characters"],
    ["emailid", "", "Please enter a valid e-mail address"],
    ["emailid", "asha@example", "Please enter a valid e-mail address"],
    ["mobilnum", "", "Please enter your phone number"],
    [
      "mobilnum",
      "900000001",
      "This phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    [
      "mobilnum",
      "90000000ab",
      "This phone number has letters in it: write only digits, spaces, dashes or a +, as in a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(callbackRequestSchema, { ...callback, [field]: value })).toEqual({ [field]: expected });
  });
  it("accepts the honeypot field", () => {
    expect(callbackRequestSchema.parse({ ...callback, website: "x" }).website).toBe("x");
  });
});

describe("contactMessageSchema", () => {
  it("accepts a valid message", () => expect(contactMessageSchema.parse(message)).toEqual(message));
  it.each([
    ["name", " ", "Please enter your name"],
    ["emailid", "not-an-email", "Please enter a valid e-mail address"],
    ["subject", "", "Please enter a subject"],
    ["subject", "s".repeat(151), "Subject must be at most 150 characters"],
    ["message", "  ", "Please enter your message"],
    ["message", "m".repeat(4001), "Message must be at most 4000 characters"],
    ["emailid", `${"a".repeat(250)}@b.co`, "Please enter a valid e-mail address"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(contactMessageSchema, { ...message, [field]: value })).toEqual({ [field]: expected });
  });
});

describe("contactUsBodySchema (POST /api/contact_us)", () => {
  it("accepts either body and tells which it is", () => {
    const a = contactUsBodySchema.parse(callback);
    const b = contactUsBodySchema.parse({ ...message, website: "" });
    expect(isCallbackRequest(a)).toBe(true);
    expect(isCallbackRequest(b)).toBe(false);
  });
  it("reports the field messages of the kind of body sent", () => {
    expect(errorsOf(contactUsBodySchema, { ...callback, mobilnum: "12" })).toEqual({
      mobilnum:
        "This phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    });
    expect(errorsOf(contactUsBodySchema, { ...callback, name: " " })).toEqual({ name: "Please enter your name" });
    expect(errorsOf(contactUsBodySchema, { ...message, subject: "" })).toEqual({ subject: "Please enter a subject" });
    expect(errorsOf(contactUsBodySchema, { ...callback, mobilnum: 9000000001 })).toEqual({
      mobilnum: 'This phone number must be sent as text, such as "98480 12345", so a leading 0 or + is kept',
    });
    expect(errorsOf(contactUsBodySchema, { ...message, message: 42 })).toEqual({
      message: "Please enter your message",
    });
  });
  it("refuses unknown keys, mixed and empty bodies", () => {
    const refusal = {
      _form:
        "Send either a call-back request (name, emailid, mobilnum) or a contact message (name, emailid, subject, message)",
    };
    expect(errorsOf(contactUsBodySchema, { ...callback, admin: true })).toEqual({ _form: "Unknown field: admin" });
    expect(errorsOf(contactUsBodySchema, { ...callback, subject: "s", message: "m" })).toEqual(refusal);
    expect(errorsOf(contactUsBodySchema, {})).toEqual(refusal);
    expect(errorsOf(contactUsBodySchema, "text" as unknown as Record<string, unknown>)).toEqual(refusal);
  });
});
