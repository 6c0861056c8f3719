import { z } from "zod";
import { pageFieldsOrUsual } from "~/kernel/pagination";
import {
  fourDigitYear,
  gender,
  honeypotShape,
  optionalEmail,
  optionalText,
  optionalUrl,
  requiredText,
} from "~/kernel/validation";
import { phoneNumber } from "~/kernel/phone";

export const ALUMNI_KINDS = ["student", "teacher"] as const;

const studentOrTeacher = z.enum(ALUMNI_KINDS, {
  error: (issue) =>
    issue.input === undefined || issue.input === ""
      ? "Student or Teacher is required"
      : "Select either student or teacher",
});

// An HTML checkbox posts 'on' when ticked and nothing when not; a JSON body sends a boolean.
export const checkbox = (message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? false : value),
    z
      .union([z.boolean(), z.enum(["on", "true", "false", "off", "1", "0", ""])], { error: message })
      .transform((value) => value === true || value === "on" || value === "true" || value === "1"),
  );

/** Admission year not after passout year; checked only once both are valid, so a bad year shows its own message. */
export const yearsInOrder = [
  ({ admissionyear, passoutyear }: { admissionyear?: string; passoutyear?: string }) =>
    !/^\d{4}$/.test(admissionyear ?? "") ||
    !/^\d{4}$/.test(passoutyear ?? "") ||
    (passoutyear ?? "") >= (admissionyear ?? ""),
  { path: ["passoutyear"], error: "Passout year cannot be before admission year" },
] as [(value: { admissionyear?: string; passoutyear?: string }) => boolean, { path: string[]; error: string }];

/** The managed alumni fields (the spec's), shared by the office's records and the public registration form. */
export const alumniFields = z.object({
  registerid: requiredText("Register ID is required", 50, "Register ID must be at most 50 characters"),
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  gender: gender("Gender is required"),
  studentorteacher: studentOrTeacher,
  admissionyear: fourDigitYear("Enter a four-digit year", "Admission Year is required"),
  passoutyear: fourDigitYear("Enter a four-digit year", "Passout Year is required"),
  branch: requiredText("Branch is required", 100, "Branch must be at most 100 characters"),
  contactnum: phoneNumber({ required: "Contact number is required", label: "Contact number" }),
  typeofemployee: requiredText("Type of Employee is required", 100, "Type of Employee must be at most 100 characters"),
  designation: requiredText("Designation is required", 100, "Designation must be at most 100 characters"),
  companyname: requiredText("Company Name is required", 150, "Company Name must be at most 150 characters"),
  companylocation: requiredText("Company Location is required", 150, "Company Location must be at most 150 characters"),
  facebookurl: optionalUrl("Invalid URL"),
  linkedinurl: optionalUrl("Invalid URL"),
  blogurl: optionalUrl("Invalid URL"),
  websiteurl: optionalUrl("Invalid URL"),
  comments: optionalText(2000, "Comments must be at most 2000 characters"),
});

/** Alumni registration and update (POST /api/alumni, PUT /api/alumni/{registerid}). */
export const alumniSchema = alumniFields
  .extend({ showOnWebsite: checkbox("Show on website must be yes or no") })
  .refine(...yearsInOrder);
export type Alumni = z.infer<typeof alumniSchema>;

/** The public self-registration at /Alumniregistration (and POST /api/alumni-registrations): the record's fields, an e-mail and consent. */
export const alumniRegistrationSchema = alumniFields
  .omit({ registerid: true })
  .extend({
    ...honeypotShape,
    email: optionalEmail("Invalid email address"),
    consent: checkbox("Consent must be yes or no"),
  })
  .refine(...yearsInOrder);
export type AlumniRegistrationInput = z.output<typeof alumniRegistrationSchema>;

/** The office's decision on a registration: the record as edited, its Register ID and whether it is shown. */
export const approveRegistrationSchema = alumniSchema;

export const ALUMNI_PAGE_SIZE = 20;
export const publicAlumniQuerySchema = z.object({
  q: z
    .string()
    .transform((value) => value.split(String.fromCharCode(0)).join("").trim().slice(0, 100))
    .catch(""),
  ...pageFieldsOrUsual({ fixed: ALUMNI_PAGE_SIZE }),
});
