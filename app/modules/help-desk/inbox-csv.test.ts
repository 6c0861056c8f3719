import { describe, expect, it } from "vitest";
import { INBOX_CSV_COLUMNS, inboxCsvRow } from "./inbox-csv";

const item = {
  reference: "ENQ-2026-00001",
  kind: "enquiry" as const,
  status: "done" as const,
  received_at: "2026-11-26T12:00:00.000Z",
  name: "Lakshmi",
  email: null,
  phone: "9700000001",
  summary: "Class 5",
  assignee_name: null,
  done_at: "2026-11-26T20:15:00.000Z",
};

describe("the inbox CSV", () => {
  it("writes times in ISO 8601 with the school's offset", () => {
    const row = inboxCsvRow(item, "Asia/Kolkata");
    expect(row[INBOX_CSV_COLUMNS.indexOf("received")]).toBe("2026-11-26T17:30:00+05:30");
    // Past midnight in the school's zone: the school's date, not the UTC one.
    expect(row[INBOX_CSV_COLUMNS.indexOf("done")]).toBe("2026-11-27T01:45:00+05:30");
    expect(inboxCsvRow(item, "America/New_York")[INBOX_CSV_COLUMNS.indexOf("received")]).toBe(
      "2026-11-26T07:00:00-05:00",
    );
  });

  it("leaves a time that is not there empty", () => {
    const row = inboxCsvRow({ ...item, status: "new", done_at: null }, "Asia/Kolkata");
    expect(row[INBOX_CSV_COLUMNS.indexOf("done")]).toBe("");
    expect(row).toHaveLength(INBOX_CSV_COLUMNS.length);
  });
});
