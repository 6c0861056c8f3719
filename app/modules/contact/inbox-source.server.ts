import { ERASED } from "~/kernel/privacy";
import { tableInboxSource } from "~/modules/help-desk/index.server";

/** The call-back requests and contact messages as the help desk reads and keeps them (its "contact_requests" list). */
export const contactInboxSource = tableInboxSource("contact_requests", {
  name: ERASED,
  emailid: ERASED,
  mobilnum: null,
  subject: null,
  message: null,
});
