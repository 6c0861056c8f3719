import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { alumniSchema } from "./alumni-schema";

const valid = {
  registerid: "ALU-2010-07",
  name: "Arjun Singh",
  gender: "male",
  studentorteacher: "student",
  admissionyear: "2000",
  passoutyear: "2010",
  branch: "Science",
  contactnum: "+919000000003",
  typeofemployee: "Government",
  designation: "Captain",
  companyname: "Sample Regiment",
  companylocation: "Sample City",
  facebookurl: "",
  linkedinurl: "https://example.org/in/arjun",
  blogurl: "",
  websiteurl: "http://example.org",
  comments: "",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(alumniSchema, input);
  return result.ok ? {} : result.fields;
};

describe("alumniSchema", () => {
  it("accepts a valid alumnus, hidden from the website unless asked", () =>
    expect(alumniSchema.parse(valid)).toEqual({ ...valid, showOnWebsite: false }));
  it("accepts a teacher without links or comments, and the same admission and passout year", () => {
    const withoutOptional = { ...valid, studentorteacher: "teacher", passoutyear: "2000" } as Record<string, unknown>;
    for (const key of ["facebookurl", "linkedinurl", "blogurl", "websiteurl", "comments"]) delete withoutOptional[key];
    const parsed = alumniSchema.parse(withoutOptional);
    expect(parsed).toMatchObject({ facebookurl: "", linkedinurl: "", blogurl: "", websiteurl: "", comments: "" });
  });
  it.each([
    ["registerid", "", "Register ID is required"],
    ["registerid", "r".repeat(51), "Register ID must be at most 50 characters"],
    ["name", " ", "Name is required"],
    ["name", "n".repeat(101), "Name must be at most 100 characters"],
    ["gender", "", "Gender is required"],
    ["gender", "unknown", "Gender is required"],
    ["studentorteacher", "", "Student or Teacher is required"],
    ["studentorteacher", undefined, "Student or Teacher is required"],
    ["studentorteacher", "parent", "Select either student or teacher"],
    ["admissionyear", "", "Admission Year is required"],
    ["admissionyear", "200", "Enter a four-digit year"],
    ["passoutyear", "", "Passout Year is required"],
    ["passoutyear", "twenty", "Enter a four-digit year"],
    ["passoutyear", "1999", "Passout year cannot be before admission year"],
    ["branch", "", "Branch is required"],
    ["branch", "b".repeat(101), "Branch must be at most 100 characters"],
    ["contactnum", "", "Contact number is required"],
    [
      "contactnum",
      "12345",
      "Contact number is too short: an Indian number has 10 digits after the 0 or +91. Write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["typeofemployee", "", "Type of Employee is required"],
    ["typeofemployee", "t".repeat(101), "Type of Employee must be at most 100 characters"],
    ["designation", "", "Designation is required"],
    ["designation", "d".repeat(101), "Designation must be at most 100 characters"],
    ["companyname", "", "Company Name is required"],
    ["companyname", "c".repeat(151), "Company Name must be at most 150 characters"],
    ["companylocation", "", "Company Location is required"],
    ["companylocation", "l".repeat(151), "Company Location must be at most 150 characters"],
    ["facebookurl", "facebook", "Invalid URL"],
    ["linkedinurl", "javascript:alert(1)", "Invalid URL"],
    ["blogurl", "www.example.org", "Invalid URL"],
    ["websiteurl", "https://", "Invalid URL"],
    ["comments", "c".repeat(2001), "Comments must be at most 2000 characters"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });
  it("does not compare years when the admission year is itself wrong", () => {
    expect(errorsOf({ ...valid, admissionyear: "", passoutyear: "1999" })).toEqual({
      admissionyear: "Admission Year is required",
    });
  });
});
