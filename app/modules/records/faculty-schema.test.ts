import { describe, it, expect } from "vitest";
import { parseForm } from "~/kernel/validation";
import { facultySchema } from "./faculty-schema";

const valid = {
  facultyadmid: "FAC-001",
  facultyaadhar: "432143214321",
  facultyname: "Meena Iyer",
  subject: "Mathematics",
  qualification: "M.Sc., B.Ed.",
  experience: "8 years",
  contactnum: "+919000000002",
  emailid: "meena@example.org",
  address: "2 Staff Quarters, Sample Nagar",
  gender: "female",
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = parseForm(facultySchema, input);
  return result.ok ? {} : result.fields;
};

describe("facultySchema", () => {
  it("accepts a valid faculty member", () =>
    expect(facultySchema.parse({ ...valid, facultyname: " Meena Iyer " })).toEqual({
      ...valid,
      showOnWebsite: false,
      websiteOrder: null,
    }));
  it("reads the website box and order as a form sends them", () =>
    expect(facultySchema.parse({ ...valid, showOnWebsite: "on", websiteOrder: " 3 " })).toMatchObject({
      showOnWebsite: true,
      websiteOrder: 3,
    }));
  it.each([
    ["websiteOrder", "1e3", "Write a whole number in digits, for example 12"],
    ["websiteOrder", "0", "Order on the website must be a whole number from 1 to 999"],
    ["facultyadmid", "", "Staff ID is required"],
    ["facultyadmid", "f".repeat(51), "Staff ID must be at most 50 characters"],
    ["facultyaadhar", "", "Aadhaar number is required"],
    [
      "facultyaadhar",
      "4321",
      "Aadhaar number has 4 digits, not 12: write 12 digits as printed on the card, such as 2345 6789 0124",
    ],
    ["facultyname", " ", "Name is required"],
    ["facultyname", "n".repeat(101), "Name must be at most 100 characters"],
    ["subject", "", "Subject is required"],
    ["subject", "s".repeat(101), "Subject must be at most 100 characters"],
    ["qualification", "", "Qualification is required"],
    ["qualification", "q".repeat(201), "Qualification must be at most 200 characters"],
    ["experience", "", "Experience is required"],
    ["experience", "e".repeat(101), "Experience must be at most 100 characters"],
    ["contactnum", "", "Contact number is required"],
    [
      "contactnum",
      "90000000021",
      "Contact number is not a number we can dial: write a 10-digit mobile number such as 98480 12345, or a landline with its STD code such as 040 2345 6789",
    ],
    ["emailid", "", "Email is required"],
    ["emailid", "meena", "Invalid email address"],
    ["address", "", "Address is required"],
    ["address", "a".repeat(501), "Address must be at most 500 characters"],
    ["gender", "", "Gender is required"],
    ["gender", "F", "Gender is required"],
  ])("refuses %s = %j", (field, value, expected) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: expected });
  });
});
