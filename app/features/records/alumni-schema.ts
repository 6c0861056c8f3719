import { z } from "zod";
import { fourDigitYear, gender, optionalText, optionalUrl, requiredText, tenDigitPhone } from "~/lib/validation";

export const ALUMNI_KINDS = ["student", "teacher"] as const;

const studentOrTeacher = z.enum(ALUMNI_KINDS, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Student or Teacher is required"
      : "Select either student or teacher",
});

/** Alumni registration and update (POST /api/alumni, PUT /api/alumni/{registerid}). */
export const alumniSchema = z
  .object({
    registerid: requiredText("Register ID is required", 50, "Register ID must be at most 50 characters"),
    name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
    gender: gender("Gender is required"),
    studentorteacher: studentOrTeacher,
    admissionyear: fourDigitYear("Enter a four-digit year", "Admission Year is required"),
    passoutyear: fourDigitYear("Enter a four-digit year", "Passout Year is required"),
    branch: requiredText("Branch is required", 100, "Branch must be at most 100 characters"),
    contactnum: tenDigitPhone("Contact number must be 10 digits", "Contact number is required"),
    typeofemployee: requiredText(
      "Type of Employee is required",
      100,
      "Type of Employee must be at most 100 characters",
    ),
    designation: requiredText("Designation is required", 100, "Designation must be at most 100 characters"),
    companyname: requiredText("Company Name is required", 150, "Company Name must be at most 150 characters"),
    companylocation: requiredText(
      "Company Location is required",
      150,
      "Company Location must be at most 150 characters",
    ),
    facebookurl: optionalUrl("Invalid URL"),
    linkedinurl: optionalUrl("Invalid URL"),
    blogurl: optionalUrl("Invalid URL"),
    websiteurl: optionalUrl("Invalid URL"),
    comments: optionalText(2000, "Comments must be at most 2000 characters"),
  })
  // Compared only once both years are valid, so a bad year shows its own message instead.
  .refine(
    ({ admissionyear, passoutyear }) =>
      !/^\d{4}$/.test(admissionyear ?? "") || !/^\d{4}$/.test(passoutyear ?? "") || passoutyear >= admissionyear,
    { path: ["passoutyear"], error: "Passout year cannot be before admission year" },
  );
export type Alumni = z.infer<typeof alumniSchema>;
