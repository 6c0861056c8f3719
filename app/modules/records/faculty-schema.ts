import { z } from "zod";
import { email, gender, requiredText, tenDigitPhone } from "~/kernel/validation";

/** Faculty registration and update (POST /api/faculty, PUT /api/faculty/{facultyadmid}). */
export const facultySchema = z.object({
  facultyadmid: requiredText("Admission ID is required", 50, "Admission ID must be at most 50 characters"),
  facultyaadhar: requiredText("Aadhar is required", 12, "Aadhar must be 12 digits").regex(/^\d{12}$/, {
    error: "Aadhar must be 12 digits",
  }),
  facultyname: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  subject: requiredText("Subject is required", 100, "Subject must be at most 100 characters"),
  qualification: requiredText("Qualification is required", 200, "Qualification must be at most 200 characters"),
  experience: requiredText("Experience is required", 100, "Experience must be at most 100 characters"),
  contactnum: tenDigitPhone("Contact number must be 10 digits", "Contact number is required"),
  emailid: email("Invalid email address", "Email is required"),
  address: requiredText("Address is required", 500, "Address must be at most 500 characters"),
  gender: gender("Gender is required"),
});
export type Faculty = z.infer<typeof facultySchema>;
