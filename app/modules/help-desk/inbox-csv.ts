import { isoInZone } from "~/kernel/dates";
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxKind, type InboxStatus } from "./kinds";
import { formatPhone } from "~/kernel/phone-number";

// The inbox's CSV export, one row per item. Times are ISO 8601 with the school's offset
// ("2026-11-26T17:30:00+05:30"): what the office saw on the page, and still one exact moment for a program.

export const INBOX_CSV_COLUMNS = [
  "reference",
  "kind",
  "status",
  "received",
  "name",
  "email",
  "phone",
  "text",
  "assignee",
  "done",
];

type ExportedItem = {
  reference: string;
  kind: InboxKind;
  status: InboxStatus;
  received_at: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  summary: string | null;
  assignee_name: string | null;
  done_at: string | null;
};

export function inboxCsvRow(item: ExportedItem, timeZone: string): string[] {
  return [
    item.reference,
    INBOX_KIND_LABELS[item.kind],
    INBOX_STATUS_LABELS[item.status],
    isoInZone(item.received_at, timeZone),
    item.name ?? "",
    item.email ?? "",
    // As India writes it (+91 98480 12345): the space keeps a spreadsheet from dropping the 0 or rounding digits.
    formatPhone(item.phone, { forSpreadsheet: true }),
    item.summary ?? "",
    item.assignee_name ?? "",
    item.done_at ? isoInZone(item.done_at, timeZone) : "",
  ];
}
