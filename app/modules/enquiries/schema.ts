import { z } from "zod";
import { email, honeypotShape, optionalText, refuseUnknownFields, requiredText } from "~/kernel/validation";
import { phoneNumber } from "~/kernel/phone";

// An HTML checkbox posts 'on' when ticked and nothing when not; a JSON body sends a boolean.
const checkbox = z
  .union([z.boolean(), z.enum(["on", "true", "false", "off", ""])], { error: "Daycare request must be yes or no" })
  .optional()
  .transform((value) => value === true || value === "on" || value === "true");

/** The Online Enquiry form (/Onlineenquiryform). */
export const enquirySchema = z.object({
  ...honeypotShape,
  studentName: requiredText("Student name is required", 100, "Student name must be at most 100 characters"),
  parentName: requiredText("Parent name is required", 100, "Parent name must be at most 100 characters"),
  occupation: optionalText(100, "Occupation must be at most 100 characters"),
  address: optionalText(500, "Address must be at most 500 characters"),
  presentSchool: optionalText(150, "Present school must be at most 150 characters"),
  admissionSought: optionalText(50, "Admission sought must be at most 50 characters"),
  phone: phoneNumber({ required: "Phone number is required", label: "Phone number" }),
  email: email("Invalid email address", "Email is required"),
  daycareRequest: checkbox,
  remarks: optionalText(1000, "Remarks must be at most 1000 characters"),
});

export type Enquiry = z.infer<typeof enquirySchema>;

/** JSON body of POST /api/enquiries: the form's fields and nothing else. */
export const enquiryBodySchema = z.strictObject(enquirySchema.shape, refuseUnknownFields);
