import type { CertificateState, ItemKind } from "./schema";

// What the disclosure's readers get (page, PDF, dashboard, API): plain data, browser-safe.

export type { CertificateState };

export type CertificateView = {
  documentId: number | null;
  documentTitle: string | null;
  documentUrl: string | null;
  issuedOn: string;
  validUntil: string | null;
  authority: string;
  sample: boolean;
};

export type DisclosureRow = {
  key: string;
  label: string;
  kind: ItemKind;
  /** The answer as text ("" when the office has not given one). */
  value: string;
  /** Where a link item or a certificate's document leads. */
  href: string | null;
  sample: boolean;
  certificate: (CertificateView & { status: CertificateState }) | null;
};

export type ResultRow = {
  id: number;
  className: string;
  year: number;
  registered: number;
  passed: number;
  percentage: string;
  sample: boolean;
};

export type DisclosureView = {
  today: string;
  format: string;
  sections: { section: string; title: string; rows: DisclosureRow[] }[];
  /** The last three examination years of each board class, newest first. */
  results: ResultRow[];
};

export type AttentionItem = { key: string; label: string; status: CertificateState; validUntil: string | null };

/** A typed answer as a reader sees it: a count in digits grouped as India writes them (1,33,546), else as typed. */
export const shownAnswer = (row: Pick<DisclosureRow, "kind" | "value">) =>
  row.kind === "number" && /^\d{4,15}$/.test(row.value.trim())
    ? Number(row.value.trim()).toLocaleString("en-IN")
    : row.value;
