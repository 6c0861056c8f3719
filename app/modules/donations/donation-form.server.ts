import { db } from "~/kernel/database/connection";
import { submitPublicForm } from "~/kernel/public-form.server";
import { savePledge } from "./donations.server";
import { donationPledgeSchema, emptyPledgeFields } from "./schema";

export const PLEDGE_THANK_YOU = "Thank you for your pledge!";

/** Route action of the Donate form: priced and stored by the server; the answer carries the reference and total. */
export function saveDonationForm(request: Request, clientIp: string) {
  return submitPublicForm({
    request,
    clientIp,
    form: "donation",
    schema: donationPledgeSchema,
    successMessage: PLEDGE_THANK_YOU,
    // The 0-total rule here; unknown items and prices are the save step's (it reads the offered items).
    extra: (submitted) => emptyPledgeFields(submitted),
    save: (pledge) => savePledge(db(), pledge, new URL(request.url).origin),
  });
}
