import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { studentSchema, studentUpdateSchema } from "./students-schema";

const valid = {
  stdadmid: "ADM-2024-001",
  stdaadhar: "223412321234",
  stdname: "Ravi Kumar",
  studentclass: "6",
  section: "A",
  contactnum: "+919000000001",
  emailid: "ravi@example.org",
  address: "1 Campus Road, Sample Nagar",
  gender: "male",
  admissionyear: "2024",
};

const errorsOf = (schema: Parameters<typeof parseForm>[0], input: Record<string, unknown>) => {
  const result = parseForm(schema, input);
  return result.ok ? {} : result.fields;
};

// Rules shared by the register and update forms, with the spec's messages.
const sharedRules: [string, unknown, string][] = [
  ["stdadmid", "", "Admission ID is required"],
  ["stdadmid", "  ", "Admission ID is required"],
  ["stdadmid", "a".repeat(51), "Admission ID must be at most 50 characters"],
  ["stdaadhar", "", "Aadhaar number is required"],
  [
    "stdaadhar",
    "22341232123",
    "Aadhaar number has 11 digits, not 12: write 12 digits as printed on the card, such as 2345 6789 0124",
  ],
  [
    "stdaadhar",
    "2234 1232 1235",
    "Aadhaar number does not add up (its last digit is a check digit): one digit is probably mistyped, check it against the card",
  ],
  ["stdaadhar", "1234 1234 1234", "Aadhaar number cannot start with 0 or 1: check the number on the card"],
  [
    "stdaadhar",
    "22341232123x",
    "Aadhaar number has something other than digits, spaces or dashes: write 12 digits as printed on the card, such as 2345 6789 0124",
  ],
  ["stdname", "", "Name is required"],
  ["stdname", "n".repeat(101), "Name must be at most 100 characters"],
  ["studentclass", "", "Class is required"],
  ["studentclass", "c".repeat(21), "Class must be at most 20 characters"],
  ["section", " ", "Section is required"],
  ["section", "s".repeat(11), "Section must be at most 10 characters"],
  ["contactnum", "", "Contact number is required"],
  [
    "contactnum",
    "900000000",
    "Contact number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
  ],
  ["emailid", "", "Email is required"],
  ["emailid", "ravi@example", "Invalid email address"],
  ["address", "", "Address is required"],
  ["address", "a".repeat(501), "Address must be at most 500 characters"],
  ["gender", "", "Gender is required"],
  ["gender", "boy", "Gender is required"],
  ["gender", undefined, "Gender is required"],
];

describe("studentSchema (register)", () => {
  it("accepts a valid student", () => expect(studentSchema.parse(valid)).toEqual(valid));
  it("accepts a student without an admission year", () => {
    expect(studentSchema.parse({ ...valid, admissionyear: "" }).admissionyear).toBe("");
    expect(studentSchema.parse({ ...valid, admissionyear: undefined }).admissionyear).toBe("");
  });
  it.each(sharedRules)("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(studentSchema, { ...valid, [field]: value })).toEqual({ [field]: expected });
  });
  it("refuses an admission year that is not four digits", () => {
    expect(errorsOf(studentSchema, { ...valid, admissionyear: "24" })).toEqual({
      admissionyear: "Enter a four-digit year",
    });
  });
  it("reports every missing field with its message", () => {
    expect(errorsOf(studentSchema, {})).toEqual({
      stdadmid: "Admission ID is required",
      stdaadhar: "Aadhaar number is required",
      stdname: "Name is required",
      studentclass: "Class is required",
      section: "Section is required",
      contactnum: "Contact number is required",
      emailid: "Email is required",
      address: "Address is required",
      gender: "Gender is required",
    });
  });
});

describe("studentUpdateSchema (update)", () => {
  it("accepts a valid student", () => expect(studentUpdateSchema.parse(valid)).toEqual(valid));
  it.each(sharedRules)("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf(studentUpdateSchema, { ...valid, [field]: value })).toEqual({ [field]: expected });
  });
  it.each([
    ["", "Admission year is required"],
    [undefined, "Admission year is required"],
    ["2k24", "Enter a four-digit year"],
  ])("refuses admissionyear %j", (value, expected) => {
    expect(errorsOf(studentUpdateSchema, { ...valid, admissionyear: value })).toEqual({ admissionyear: expected });
  });
});
