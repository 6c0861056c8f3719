import { ERASED } from "~/kernel/privacy";
import { tableInboxSource } from "~/modules/help-desk/index.server";

/** The admission enquiries as the help desk reads and keeps them (its "enquiries" list). */
export const enquiryInboxSource = tableInboxSource("enquiries", {
  studentName: ERASED,
  parentName: ERASED,
  occupation: null,
  address: null,
  presentSchool: null,
  phone: "",
  email: ERASED,
  remarks: null,
});
