import { z } from "zod";
import { CLASS_NAMES } from "~/kernel/settings/facts";
import { isoDate, optionalText, optionalUrl } from "~/kernel/validation";

// The RTE notice's settings and how long closed applications are kept (docs/decisions/137-admission-letters.md):
// one JSON value in the site settings store, apart from the admissions settings so each form saves its own.
// Browser-safe: the form checks with the same schema.

export type RteSettings = {
  /** The state's RTE admission portal (Section 12(1)(c) seats are applied for there, not at the school). */
  portalUrl: string;
  /** The entry class whose seats are reserved (pre-primary or class 1). */
  entryClass: string;
  opensOn: string;
  closesOn: string;
  /** Declined, withdrawn and never-submitted applications are deleted this many months after their last change. */
  retentionMonths: number;
};

export const defaultRteSettings = (): RteSettings => ({
  portalUrl: "",
  entryClass: "LKG",
  opensOn: "",
  closesOn: "",
  retentionMonths: 12,
});

const optionalDate = (message: string) =>
  optionalText(10).refine((value) => value === "" || isoDate(message, message).safeParse(value).success, {
    error: message,
  });

export const rteSettingsSchema = z
  .object({
    portalUrl: optionalUrl("Write the portal's address starting with https://"),
    entryClass: z.enum(CLASS_NAMES, { error: "Choose the entry class" }),
    opensOn: optionalDate("Write a real date"),
    closesOn: optionalDate("Write a real date"),
    retentionMonths: z.coerce
      .number({ error: "Between 1 and 60 months" })
      .int({ error: "Between 1 and 60 months" })
      .min(1, { error: "Between 1 and 60 months" })
      .max(60, { error: "Between 1 and 60 months" }),
  })
  .refine((rte) => !rte.opensOn || !rte.closesOn || rte.closesOn >= rte.opensOn, {
    path: ["closesOn"],
    error: "The last date cannot be before the first",
  });

export const rteAsFields = (rte: RteSettings): Record<string, string> => ({
  ...rte,
  retentionMonths: String(rte.retentionMonths),
});
