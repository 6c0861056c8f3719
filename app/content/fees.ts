import { nextAcademicYear } from "~/kernel/content/academic-year";
import type { Block } from "~/kernel/content/page-blocks";
import { TRANSPORT_TARIFF } from "~/content/transport";
import type { ContentPage } from "~/content/types";

// /Feestructure: the fees by class and the transport tariff as fee tables (docs/decisions/108-fee-tables.md).
// The class fees are the product's sample, flagged on the page for the office to replace; the transport tariff is
// the spec's. The fees apply from the next 1 April, so a new install shows the coming academic year.

/** Sample fees by class in rupees: admission once, tuition and the annual fee per year. */
export const SAMPLE_CLASS_FEES = {
  caption: "School fees by class (sample figures)",
  head: ["Class", "Admission fee (one-time)", "Tuition fee (per year)", "Annual and development fee (per year)"],
  rows: [
    ["Nursery, LKG and UKG", "10,000", "36,000", "6,000"],
    ["Classes 1 to 5", "12,000", "42,000", "7,500"],
    ["Classes 6 to 8", "15,000", "48,000", "8,500"],
    ["Classes 9 and 10", "15,000", "54,000", "9,500"],
  ],
  amounts: [1, 2, 3],
};

/** The blocks of /Feestructure for the academic year that opens on the next 1 April after `today`. */
export function feeStructureBlocks(today: Date = new Date()): Block[] {
  const { from, year } = nextAcademicYear(today);
  return [
    { type: "h2", text: "Fees by class" },
    { type: "table", ...SAMPLE_CLASS_FEES, year, from, sample: true },
    {
      type: "p",
      text: "The admission fee is paid once, when the seat is confirmed. Tuition and the annual fee are per year, paid in three instalments: at admission or in April, by 15 September and by 15 December. For questions about fees, call {phone} or write to {email}.",
    },
    { type: "h2", text: "Transport by distance" },
    {
      type: "table",
      caption: "Transport tariff per year, by distance from the school, paid in three instalments",
      head: TRANSPORT_TARIFF.head,
      rows: TRANSPORT_TARIFF.rows,
      amounts: [1, 2, 3, 4],
      year,
      from,
    },
    { type: "p", text: "Transport fees are paid in advance and are not refundable." },
    {
      type: "links",
      items: [
        { label: "Transport routes and policies", href: "/Transport" },
        { label: "Fee structure document to download (optional)", href: "/Downloads" },
      ],
    },
  ];
}

export const feeStructurePage = (today: Date = new Date()): ContentPage => ({
  path: "/Feestructure",
  title: "Fee Structure",
  description:
    "Fees at {school} by class: admission fee, yearly tuition and annual fee, and the transport tariff by distance.",
  heading: "Fee Structure",
  lead: "What each class pays: the one-time admission fee, the yearly tuition and annual fee, and the bus fee by distance.",
  blocks: feeStructureBlocks(today),
});
