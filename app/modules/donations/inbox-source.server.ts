import { ERASED } from "~/kernel/privacy";
import { tableInboxSource } from "~/modules/help-desk/index.server";

/** The donation pledges as the help desk reads and keeps them (its "donation_pledges" list). */
export const pledgeInboxSource = tableInboxSource("donation_pledges", { donorName: ERASED, phone: "", email: ERASED });
