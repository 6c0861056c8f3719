import "~/kernel/zod-setup";
import { z } from "zod";
import { pageFields } from "~/kernel/pagination";

// The inbox: what visitors sent through the public forms, newest first, with a "handled" mark.

export const INBOX_TYPES = ["contact_requests", "enquiries", "donation_pledges"] as const;
export type InboxType = (typeof INBOX_TYPES)[number];

export const INBOX_LABELS: Record<InboxType, string> = {
  contact_requests: "Contact and call-back requests",
  enquiries: "Admission enquiries",
  donation_pledges: "Donation pledges",
};

/** ?type=&unhandled=&page=&pageSize= of the inbox list. */
export const inboxQuerySchema = z.object({
  type: z
    .enum(INBOX_TYPES, { error: "Type must be contact_requests, enquiries or donation_pledges" })
    .default("contact_requests"),
  unhandled: z.preprocess((value) => value === "1" || value === "true" || value === true, z.boolean()).default(false),
  ...pageFields({ choices: [10, 15, 20, 25, 30], usual: 10 }),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** PUT /api/inbox/{type}/{id}: mark handled or not. */
export const handledSchema = z.object({ handled: z.boolean({ error: "Handled must be true or false" }) });
