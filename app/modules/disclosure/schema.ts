import { z } from "zod";
import { isoDate, optionalText, optionalUrl, requiredText, wholeNumber } from "~/kernel/validation";
import { addDays, formatDate } from "~/kernel/dates";

// The disclosure's checks and states, shared by the dashboard's forms, the JSON API and the public page.
// Browser-safe: no database code here.

/** How an item's answer is kept: from the settings, a certificate, typed, or computed (results). */
export const ITEM_KINDS = [
  "setting",
  "certificate",
  "link",
  "list",
  "results",
  "number",
  "text",
  "yesno",
  "url",
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];
/** The kinds the office types in the disclosure section (the others come from settings, documents or results). */
export const TYPED_KINDS: readonly ItemKind[] = ["link", "list", "number", "text", "yesno", "url"];

export type DisclosureItem = {
  key: string;
  section: string;
  sectionTitle: string;
  label: string;
  kind: ItemKind;
  source: string | null;
};

/** Board classes whose results CBSE asks for. */
export const RESULT_CLASSES = ["class 10", "class 12"] as const;

/** Days before a certificate's validity ends when the office is reminded; 0 is the last day itself. */
export const REMINDER_DAYS = [60, 30, 7, 0] as const;
/** CBSE's date for the annual report; the office is reminded from a month before. */
export const ANNUAL_REPORT_DUE = { month: 9, day: 15 };
export const ANNUAL_REPORT_NOTICE_DAYS = 31;

const DAY_MS = 86_400_000;
const utc = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string) => Math.round((utc(to) - utc(from)) / DAY_MS);

export type CertificateState =
  | { state: "missing" }
  | { state: "no-document" }
  | { state: "valid"; daysLeft: number | null }
  | { state: "lapsing"; daysLeft: number }
  | { state: "lapsed"; daysAgo: number };

/**
 * A certificate on `today`: valid through its validity date (the last day included), lapsing within 60 days of
 * it, lapsed after it; never "valid" once past.
 */
export function certificateState(
  certificate: { validUntil: string | null; documentId: number | null } | undefined,
  today: string,
): CertificateState {
  if (!certificate) return { state: "missing" };
  if (certificate.validUntil) {
    const daysLeft = daysBetween(today, certificate.validUntil);
    if (daysLeft < 0) return { state: "lapsed", daysAgo: -daysLeft };
    if (certificate.documentId === null) return { state: "no-document" };
    if (daysLeft <= REMINDER_DAYS[0]) return { state: "lapsing", daysLeft };
    return { state: "valid", daysLeft };
  }
  return certificate.documentId === null ? { state: "no-document" } : { state: "valid", daysLeft: null };
}

/** The tightest reminder threshold a certificate has reached on `today` (days left ≤ threshold), if any. */
export function reminderThreshold(validUntil: string, today: string): number | undefined {
  const daysLeft = daysBetween(today, validUntil);
  if (daysLeft < 0) return undefined;
  return [...REMINDER_DAYS].reverse().find((threshold) => daysLeft <= threshold);
}

/** The annual report's due date when `today` is in the month before it (YYYY-09-15), else undefined. */
export function annualReportDue(today: string): string | undefined {
  const due = `${today.slice(0, 4)}-${String(ANNUAL_REPORT_DUE.month).padStart(2, "0")}-${String(ANNUAL_REPORT_DUE.day).padStart(2, "0")}`;
  const days = daysBetween(today, due);
  return days >= 0 && days <= ANNUAL_REPORT_NOTICE_DAYS ? due : undefined;
}

export const passPercentage = (registered: number, passed: number) =>
  registered > 0 ? `${((passed / registered) * 100).toFixed(1)}%` : "–";

export const VALIDITY_BEFORE_ISSUE = "The validity date must be on or after the issue date";
export const PASSED_OVER_REGISTERED = "Passed cannot be more than registered";
export const DOCUMENT_NOT_IN_LIBRARY = "Choose a document from the documents library";

/** A certificate of section B: a document of the library, its dates and who issued it. */
export const certificateSchema = z
  .object({
    documentId: wholeNumber(
      DOCUMENT_NOT_IN_LIBRARY,
      DOCUMENT_NOT_IN_LIBRARY,
      1,
      2_147_483_647,
      DOCUMENT_NOT_IN_LIBRARY,
    ),
    issuedOn: isoDate("The issue date is required", "Write a real date"),
    validUntil: z.preprocess(
      (value) => value ?? "",
      z
        .string()
        .trim()
        .refine((value) => value === "" || isoDate("", "").safeParse(value).success, { error: "Write a real date" }),
    ),
    authority: requiredText("The issuing authority is required", 200, "At most 200 characters"),
  })
  .superRefine((value, context) => {
    if (value.validUntil && value.validUntil < value.issuedOn)
      context.addIssue({
        code: "custom",
        path: ["validUntil"],
        message: VALIDITY_BEFORE_ISSUE,
        input: value.validUntil,
      });
  });
export type CertificateInput = z.infer<typeof certificateSchema>;

const count = (label: string) =>
  wholeNumber(`${label} is required`, `${label}: a whole number from 0 to 100000`, 0, 100_000);

/** One row of the board results: a class, the year of the examination, how many registered and passed. */
export const resultSchema = z
  .object({
    className: z.enum(RESULT_CLASSES, { error: "Choose class 10 or class 12" }),
    year: wholeNumber("The year is required", "Write the year of the examination, like 2026", 2000, 2100),
    registered: count("Registered"),
    passed: count("Passed"),
  })
  .superRefine((value, context) => {
    if (value.passed > value.registered)
      context.addIssue({ code: "custom", path: ["passed"], message: PASSED_OVER_REGISTERED, input: value.passed });
  });
export type ResultInput = z.infer<typeof resultSchema>;

const PATH_OR_URL = "A page of this site (starting with /) or an https address";
const answerSchemas: Partial<Record<ItemKind, z.ZodType<string>>> = {
  number: optionalText(7).refine((value) => value === "" || /^\d{1,7}$/.test(value), {
    error: "A whole number in digits, or empty",
  }),
  text: optionalText(300, "At most 300 characters"),
  list: optionalText(4000, "At most 4000 characters"),
  yesno: z.preprocess((value) => value ?? "", z.enum(["", "yes", "no"], { error: "Choose yes or no" })),
  url: optionalUrl("A full web address starting with https://"),
  link: optionalText(300, PATH_OR_URL).refine((value) => value === "" || /^\/(?!\/)\S*$|^https:\/\/\S+$/.test(value), {
    error: PATH_OR_URL,
  }),
};

/**
 * The answers the office types, one field per item (its key). `partial`: the JSON API may send some of them;
 * an unknown key is refused there.
 */
export function answersSchema(items: DisclosureItem[], options: { partial?: boolean } = {}) {
  const shape: Record<string, z.ZodType> = {};
  for (const item of items) {
    const schema = answerSchemas[item.kind];
    if (schema) shape[item.key] = options.partial ? schema.optional() : schema;
  }
  if (!options.partial) return z.object(shape);
  return z.looseObject(shape).superRefine((value, context) => {
    for (const key of Object.keys(value))
      if (!(key in shape))
        context.addIssue({ code: "custom", path: [key], message: "The disclosure has no such item" });
  });
}

/** "15 Mar 2027" from "2027-03-15". */
export const showDate = (date: string) => formatDate(date);
export { addDays };
