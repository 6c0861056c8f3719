import { z } from "zod";
import { aadhaarNumber } from "~/kernel/aadhaar";
import { phoneNumber } from "~/kernel/phone";
import { email, gender, fourDigitYear, optionalFourDigitYear, requiredText } from "~/kernel/validation";

// Messages are the spec's (section 5); the Aadhaar and phone checks, year format and lengths go beyond it.

const studentShape = {
  stdadmid: requiredText("Admission ID is required", 50, "Admission ID must be at most 50 characters"),
  stdaadhar: aadhaarNumber(),
  stdname: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  studentclass: requiredText("Class is required", 20, "Class must be at most 20 characters"),
  section: requiredText("Section is required", 10, "Section must be at most 10 characters"),
  contactnum: phoneNumber({ required: "Contact number is required", label: "Contact number" }),
  emailid: email("Invalid email address", "Email is required"),
  address: requiredText("Address is required", 500, "Address must be at most 500 characters"),
  gender: gender("Gender is required"),
};

/** Student registration (Addstd, POST /api/students): the admission year may be left empty. */
export const studentSchema = z.object({
  ...studentShape,
  admissionyear: optionalFourDigitYear("Enter a four-digit year"),
});
export type Student = z.infer<typeof studentSchema>;

/** Student update (PUT /api/students/{stdadmid}): the admission year is required here. */
export const studentUpdateSchema = z.object({
  ...studentShape,
  admissionyear: fourDigitYear("Enter a four-digit year", "Admission year is required"),
});
// Not "StudentUpdate": db/schema.ts uses that name for the Kysely update row.
export type StudentUpdateForm = z.infer<typeof studentUpdateSchema>;
