import { z } from "zod";
import { requiredText, wholeNumber } from "~/kernel/validation";

/** Executive committee member (POST /api/committee_members, PUT /api/committee_members/{sno}). */
export const committeeMemberSchema = z.object({
  // A form posts the number as text; a JSON body may send a number.
  sno: wholeNumber(
    "SNO is required",
    "SNO must be a whole number of 1 or more",
    1,
    2_147_483_647,
    "SNO must be a whole number of 1 or more",
  ),
  designation: requiredText("Designation is required", 100, "Designation must be at most 100 characters"),
  name: requiredText("Name is required", 100, "Name must be at most 100 characters"),
  address: requiredText("Address is required", 500, "Address must be at most 500 characters"),
});
export type CommitteeMember = z.infer<typeof committeeMemberSchema>;
