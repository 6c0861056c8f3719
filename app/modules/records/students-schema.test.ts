import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { studentSchema, studentUpdateSchema } from "./students-schema";

const valid = {
  stdadmid: "ADM-2024-001",
  stdaadhar: "123412341234",
  stdname: "Ravi Kumar",
  studentclass: "6",
  section: "A",
  contactnum: "9000000001",
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
  ["stdaadhar", "", "Aadhar is required"],
  ["stdaadhar", "12341234123", "Aadhar must be 12 digits"],
  ["stdaadhar", "1234 1234 1234", "Aadhar must be 12 digits"],
  ["stdaadhar", "12341234123x", "Aadhar must be 12 digits"],
  ["stdname", "", "Name is required"],
  ["stdname", "n".repeat(101), "Name must be at most 100 characters"],
  ["studentclass", "", "Class is required"],
  ["studentclass", "c".repeat(21), "Class must be at most 20 characters"],
  ["section", " ", "Section is required"],
  ["section", "s".repeat(11), "Section must be at most 10 characters"],
  ["contactnum", "", "Contact number is required"],
  ["contactnum", "900000000", "Contact number must be 10 digits"],
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
      stdaadhar: "Aadhar is required",
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
