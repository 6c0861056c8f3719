import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { enquirySchema } from "./schema";

const valid = {
  studentName: "Ravi Kumar",
  parentName: "Sita Kumar",
  phone: "+919000000001",
  email: "sita@example.org",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(enquirySchema, input);
  return result.ok ? {} : result.fields;
};

describe("enquirySchema", () => {
  it("accepts the required fields alone, optional ones become '' and daycare false", () => {
    expect(enquirySchema.parse(valid)).toEqual({
      ...valid,
      occupation: "",
      address: "",
      presentSchool: "",
      admissionSought: "",
      daycareRequest: false,
      remarks: "",
    });
  });

  it("accepts a full enquiry posted as a form, with the checkbox's 'on'", () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({
      ...valid,
      occupation: " Farmer ",
      admissionSought: "Class 6",
      daycareRequest: "on",
      remarks: "Hostel?",
    }))
      form.set(key, value);
    const result = parseForm(enquirySchema, form);
    expect(result).toMatchObject({
      ok: true,
      data: { occupation: "Farmer", admissionSought: "Class 6", daycareRequest: true, remarks: "Hostel?" },
    });
  });

  it.each([
    [true, true],
    ["true", true],
    ["on", true],
    [false, false],
    ["false", false],
    ["off", false],
    ["", false],
    [undefined, false],
  ])("reads daycareRequest %j as %j", (value, expected) => {
    expect(enquirySchema.parse({ ...valid, daycareRequest: value }).daycareRequest).toBe(expected);
  });

  it.each([
    ["studentName", "", "Student name is required"],
    ["studentName", "  ", "Student name is required"],
    ["studentName", "s".repeat(101), "Student name must be at most 100 characters"],
    ["parentName", undefined, "Parent name is required"],
    ["parentName", "p".repeat(101), "Parent name must be at most 100 characters"],
    ["phone", "", "Phone number is required"],
    [
      "phone",
      "12345",
      "Phone number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["email", "", "Email is required"],
    ["email", "sita@", "Invalid email address"],
    ["occupation", "o".repeat(101), "Occupation must be at most 100 characters"],
    ["address", "a".repeat(501), "Address must be at most 500 characters"],
    ["presentSchool", "p".repeat(151), "Present school must be at most 150 characters"],
    ["admissionSought", "c".repeat(51), "Admission sought must be at most 50 characters"],
    ["remarks", "r".repeat(1001), "Remarks must be at most 1000 characters"],
    ["daycareRequest", "yes please", "Daycare request must be yes or no"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });

  it("accepts the honeypot field", () => expect(enquirySchema.parse({ ...valid, website: "bot" }).website).toBe("bot"));
});
