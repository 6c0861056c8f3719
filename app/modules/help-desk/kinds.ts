// The help desk's vocabulary, shared by the pages and the server (no zod, no server code).

export const INBOX_KINDS = ["enquiry", "callback", "contact", "pledge", "alumni"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  enquiry: "Admission enquiries",
  callback: "Call-back requests",
  contact: "Contact messages",
  pledge: "Donation pledges",
  alumni: "Alumni registrations",
};

export const INBOX_KIND_SINGULAR: Record<InboxKind, string> = {
  enquiry: "admission enquiry",
  callback: "call-back request",
  contact: "contact message",
  pledge: "donation pledge",
  alumni: "alumni registration",
};

export const REFERENCE_PREFIX: Record<InboxKind, string> = {
  enquiry: "ENQ",
  callback: "CB",
  contact: "MSG",
  pledge: "PLG",
  alumni: "ALU",
};

/** e.g. ENQ-2026-00042: the kind, the year received and the form's own number. */
export function referenceFor(kind: InboxKind, sourceId: number, receivedAt: string) {
  return `${REFERENCE_PREFIX[kind]}-${receivedAt.slice(0, 4)}-${String(sourceId).padStart(5, "0")}`;
}

export const REFERENCE_PATTERN = /^(ENQ|CB|MSG|PLG|ALU)-\d{4}-\d{5,}$/;

export const INBOX_STATUSES = ["new", "in_progress", "done"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export const INBOX_STATUS_LABELS: Record<InboxStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
};

/** The spec's three inbox lists and the kinds each holds (the handled API keeps working on them). */
export const SOURCE_TABLE_KINDS = {
  contact_requests: ["callback", "contact"],
  enquiries: ["enquiry"],
  donation_pledges: ["pledge"],
} as const satisfies Record<string, readonly InboxKind[]>;
