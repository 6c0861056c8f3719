import type { TableColumn, TableRow } from "~/ui/table/data-table";
import { When } from "~/ui/when";
import { PhoneLink } from "~/ui/phone-link";
import type { InboxType } from "../inbox";

const when = (row: TableRow) => <When iso={String(row.createdat ?? "")} />;
const phone = (field: string) => (row: TableRow) => <PhoneLink number={row[field] as string | null} />;

const itemsOf = (row: TableRow) => {
  try {
    const items = JSON.parse(String(row.items ?? "[]")) as { name?: string; quantity?: number }[];
    return items
      .filter((item) => (item.quantity ?? 0) > 0)
      .map((item) => `${item.name} × ${item.quantity}`)
      .join(", ");
  } catch {
    return "";
  }
};

/** The columns of each inbox list, newest first. */
export const INBOX_COLUMNS: Record<InboxType, TableColumn[]> = {
  contact_requests: [
    { field: "createdat", header: "Received", cell: when },
    { field: "kind", header: "Kind", cell: (row) => (row.kind === "callback" ? "Call-back" : "Contact") },
    { field: "name", header: "Name" },
    { field: "emailid", header: "Email" },
    { field: "mobilnum", header: "Phone", cell: phone("mobilnum") },
    { field: "subject", header: "Subject" },
    { field: "message", header: "Message" },
  ],
  enquiries: [
    { field: "createdat", header: "Received", cell: when },
    { field: "studentName", header: "Student" },
    { field: "parentName", header: "Parent" },
    { field: "phone", header: "Phone", cell: phone("phone") },
    { field: "email", header: "Email" },
    { field: "admissionSought", header: "Class sought" },
    { field: "daycareRequest", header: "Day care", cell: (row) => (row.daycareRequest ? "Yes" : "No") },
    { field: "remarks", header: "Remarks" },
  ],
  donation_pledges: [
    { field: "createdat", header: "Received", cell: when },
    { field: "donorName", header: "Donor" },
    { field: "phone", header: "Phone", cell: phone("phone") },
    { field: "email", header: "Email" },
    { field: "items", header: "Items", cell: itemsOf },
    { field: "total", header: "Total" },
  ],
};
