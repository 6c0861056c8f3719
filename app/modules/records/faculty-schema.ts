import { z } from "zod";
import { aadhaarNumber } from "~/kernel/aadhaar";
import { phoneNumber } from "~/kernel/phone";
import { email, gender, requiredText, wholeNumber } from "~/kernel/validation";
import { checkbox } from "./alumni-schema";

/** Faculty registration and update (POST /api/faculty, PUT /api/faculty/{facultyadmid}). */
export const facultySchema = z.object({
  facultyadmid: requiredText("Staff ID is required", 50, "Staff ID must be at most 50 characters"),
  facultyaadhar: aadhaarNumber(),
  facultyname: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  subject: requiredText("Subject is required", 100, "Subject must be at most 100 characters"),
  qualification: requiredText("Qualification is required", 200, "Qualification must be at most 200 characters"),
  experience: requiredText("Experience is required", 100, "Experience must be at most 100 characters"),
  contactnum: phoneNumber({ required: "Contact number is required", label: "Contact number" }),
  emailid: email("Invalid email address", "Email is required"),
  address: requiredText("Address is required", 500, "Address must be at most 500 characters"),
  gender: gender("Gender is required"),
  showOnWebsite: checkbox("Show on website must be yes or no"),
  // The office's order on Our Faculty; empty leaves the teacher after the numbered ones, by name.
  websiteOrder: z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    wholeNumber("", "Order on the website must be a whole number from 1 to 999", 1, 999)
      .optional()
      .transform((value) => value ?? null),
  ),
});
export type Faculty = z.infer<typeof facultySchema>;
