import { z } from "zod";
import { CLASS_NAMES, nextAcademicYear } from "~/kernel/settings/facts";
import { isoDate } from "~/kernel/validation";

// The office's admissions settings (docs/decisions/119-online-admissions.md): kept as one JSON value in the site
// settings store, read by the application and the dashboard. Browser-safe: the settings form checks with it too.

export type ClassName = (typeof CLASS_NAMES)[number];

export const DOCUMENT_KINDS = ["birth_certificate", "photograph", "report_card", "address_proof"] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  birth_certificate: "Birth certificate",
  photograph: "Photograph of the child",
  report_card: "Last report card",
  address_proof: "Address proof",
};

/** "none": never asked; a class: asked from that class up. */
export const NOT_ASKED = "none";

/** `fee`: the application fee in whole rupees, 0 for none (docs/decisions/136-admission-fee-by-upi.md). */
export type ClassRule = { open: boolean; minAge: number; maxAge: number; fee: number };

export type AdmissionsSettings = {
  open: boolean;
  academicYear: string;
  /** Ages are counted on this date (YYYY-MM-DD). */
  cutoffDate: string;
  classes: Record<ClassName, ClassRule>;
  /** For each document, the lowest class that must upload it, or NOT_ASKED. */
  documents: Record<DocumentKind, ClassName | typeof NOT_ASKED>;
  maxDocumentMb: number;
  maxPhotoMb: number;
  /** The school's UPI ID (VPA, name@bank) the application fee is paid to; "" when no fee is taken online. */
  upiId: string;
  /** The name a parent's UPI app shows as the payee. */
  payeeName: string;
};

/**
 * Common practice in India (NEP 2020, most states and CBSE schools): nursery at three years or more on the cut-off
 * date, LKG at four, UKG at five, class 1 at six, and one year more for each class after; the upper bound leaves
 * two years' room for a child who started late or repeated a year.
 */
export function seededClassRules(): Record<ClassName, ClassRule> {
  const rules = {} as Record<ClassName, ClassRule>;
  CLASS_NAMES.forEach((name, index) => {
    rules[name] = { open: index <= CLASS_NAMES.indexOf("class 9"), minAge: index + 3, maxAge: index + 5, fee: 0 };
  });
  return rules;
}

export function defaultAdmissionsSettings(today = new Date()): AdmissionsSettings {
  const academicYear = nextAcademicYear(today);
  return {
    open: true,
    academicYear,
    // Most states count ages on 31 March of the year the session starts.
    cutoffDate: `${academicYear.slice(0, 4)}-03-31`,
    classes: seededClassRules(),
    documents: {
      birth_certificate: "Nursery",
      photograph: "Nursery",
      report_card: "class 2",
      address_proof: "Nursery",
    },
    maxDocumentMb: 5,
    maxPhotoMb: 2,
    upiId: "",
    payeeName: "",
  };
}

const classSlug = (name: string) => name.replace(/\s+/g, "-").toLowerCase();
export const classField = (part: "open" | "minAge" | "maxAge" | "fee", name: string) => `${part}_${classSlug(name)}`;
export const documentField = (kind: DocumentKind) => `document_${kind}`;

const age = (label: string) =>
  z.coerce
    .number({ error: `${label}: write a whole number of years` })
    .int({ error: `${label}: write a whole number of years` })
    .min(1, { error: `${label}: between 1 and 25 years` })
    .max(25, { error: `${label}: between 1 and 25 years` });

const checkbox = z
  .enum(["on", "true", "false", ""])
  .optional()
  .transform((value) => value === "on" || value === "true");

/** A UPI ID (virtual payment address): a handle, "@", the bank's or app's short name (name@okaxis, 98480@ybl). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{1,255}@[A-Za-z][A-Za-z0-9]{1,63}$/;
export const MAX_FEE_RUPEES = 1_000_000;

const feeMessage = (name: string) => `${name}: write the fee in whole rupees, 0 for none`;
// Typed as the office writes it: "1,500", "₹ 1500" or "1500".
const rupees = (name: string) =>
  z
    .string()
    .default("")
    .transform((value) => value.trim().replace(/[₹,\s]|^rs\.?/gi, "") || "0")
    .pipe(
      z.coerce
        .number<string>({ error: feeMessage(name) })
        .int({ error: feeMessage(name) })
        .min(0, { error: feeMessage(name) })
        .max(MAX_FEE_RUPEES, { error: `${name}: at most ₹10,00,000` }),
    );

const classOrNone = z.enum([NOT_ASKED, ...CLASS_NAMES], { error: "Choose a class or 'not asked'" });

/** The dashboard's settings form: flat fields, one per input, so each gets its own message. */
export const admissionsSettingsFormSchema = z
  .object({
    open: checkbox,
    academicYear: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}$/, { error: "Write the year as 2027-28" }),
    cutoffDate: isoDate("The cut-off date is required", "Write a real date"),
    maxDocumentMb: z.coerce
      .number({ error: "Between 1 and 20 MB" })
      .min(0.5, { error: "Between 1 and 20 MB" })
      .max(20, { error: "Between 1 and 20 MB" }),
    maxPhotoMb: z.coerce
      .number({ error: "Between 1 and 20 MB" })
      .min(0.5, { error: "Between 1 and 20 MB" })
      .max(20, { error: "Between 1 and 20 MB" }),
    upiId: z
      .string()
      .trim()
      .max(256, { error: "Write the UPI ID like school@okaxis" })
      .refine((value) => value === "" || UPI_ID_PATTERN.test(value), { error: "Write the UPI ID like school@okaxis" })
      .default(""),
    payeeName: z.string().trim().max(50, { error: "The payee name must be at most 50 characters" }).default(""),
    ...Object.fromEntries(
      CLASS_NAMES.flatMap((name) => [
        [classField("open", name), checkbox],
        [classField("minAge", name), age(`${name}, youngest`)],
        [classField("maxAge", name), age(`${name}, oldest`)],
        [classField("fee", name), rupees(name)],
      ]),
    ),
    ...Object.fromEntries(DOCUMENT_KINDS.map((kind) => [documentField(kind), classOrNone])),
  })
  .superRefine((values, context) => {
    const read = values as Record<string, unknown>;
    for (const name of CLASS_NAMES) {
      const min = read[classField("minAge", name)] as number;
      const max = read[classField("maxAge", name)] as number;
      if (max < min)
        context.addIssue({
          code: "custom",
          path: [classField("maxAge", name)],
          message: `${name}: the oldest age cannot be below the youngest`,
        });
    }
    const feeTaken = CLASS_NAMES.some((name) => (read[classField("fee", name)] as number) > 0);
    if (feeTaken && !values.upiId)
      context.addIssue({ code: "custom", path: ["upiId"], message: "A fee is set: write the school's UPI ID" });
    if ((feeTaken || values.upiId) && !values.payeeName)
      context.addIssue({ code: "custom", path: ["payeeName"], message: "Write the payee name parents' apps show" });
  })
  .transform((values): AdmissionsSettings => {
    const read = values as Record<string, unknown>;
    return {
      open: read.open as boolean,
      academicYear: read.academicYear as string,
      cutoffDate: read.cutoffDate as string,
      maxDocumentMb: read.maxDocumentMb as number,
      maxPhotoMb: read.maxPhotoMb as number,
      upiId: read.upiId as string,
      payeeName: read.payeeName as string,
      classes: Object.fromEntries(
        CLASS_NAMES.map((name) => [
          name,
          {
            open: read[classField("open", name)] as boolean,
            minAge: read[classField("minAge", name)] as number,
            maxAge: read[classField("maxAge", name)] as number,
            fee: read[classField("fee", name)] as number,
          },
        ]),
      ) as Record<ClassName, ClassRule>,
      documents: Object.fromEntries(DOCUMENT_KINDS.map((kind) => [kind, read[documentField(kind)]])) as Record<
        DocumentKind,
        ClassName | typeof NOT_ASKED
      >,
    };
  });

/** The settings as the form's fields (its starting values). */
export function settingsAsFields(settings: AdmissionsSettings): Record<string, string> {
  const fields: Record<string, string> = {
    open: settings.open ? "on" : "",
    academicYear: settings.academicYear,
    cutoffDate: settings.cutoffDate,
    maxDocumentMb: String(settings.maxDocumentMb),
    maxPhotoMb: String(settings.maxPhotoMb),
    upiId: settings.upiId,
    payeeName: settings.payeeName,
  };
  for (const name of CLASS_NAMES) {
    const rule = settings.classes[name];
    fields[classField("open", name)] = rule.open ? "on" : "";
    fields[classField("minAge", name)] = String(rule.minAge);
    fields[classField("maxAge", name)] = String(rule.maxAge);
    fields[classField("fee", name)] = String(rule.fee);
  }
  for (const kind of DOCUMENT_KINDS) fields[documentField(kind)] = settings.documents[kind];
  return fields;
}

/** The classes a parent may choose, lowest first. */
export const openClasses = (settings: AdmissionsSettings) => CLASS_NAMES.filter((name) => settings.classes[name].open);

/** The documents asked of a child seeking `className`. */
export function documentsAskedFor(settings: AdmissionsSettings, className: string): DocumentKind[] {
  const index = CLASS_NAMES.indexOf(className as ClassName);
  return DOCUMENT_KINDS.filter((kind) => {
    const from = settings.documents[kind];
    return from !== NOT_ASKED && index >= CLASS_NAMES.indexOf(from);
  });
}

/** The application fee for `className` in rupees; 0 when none is taken (or no UPI ID is set to take it). */
export function applicationFee(settings: AdmissionsSettings, className: string): number {
  const fee = settings.classes[className as ClassName]?.fee ?? 0;
  return settings.upiId ? fee : 0;
}

/** Rupees as an Indian reader writes them: ₹1,50,000. */
export const formatRupees = (rupees: number) => `₹${rupees.toLocaleString("en-IN")}`;

/** Completed years of a child born on `dateOfBirth` on `onDate` (both YYYY-MM-DD). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number);
  const [y, m, d] = onDate.split("-").map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const AGE_REFUSAL =
  /^For (.{1,40}) a child (must be at least|may be at most) (\d{1,2}) years old on (\d{4}-\d{2}-\d{2}); this date of birth gives (\d{1,3})$/;

/**
 * The parts of an ageRefusal's English message, so the parent's page can say it in her language (the refusal travels
 * as English words like every other, decision 144); undefined for any other text.
 */
export function ageRefusalParts(text: string) {
  const found = AGE_REFUSAL.exec(text);
  if (!found) return undefined;
  const [, className, bound, years, on, gives] = found;
  return { className, tooYoung: bound.startsWith("must"), years: Number(years), on, gives: Number(gives) };
}

/** The message under the date of birth when the child's age does not fit the class, else undefined. */
export function ageRefusal(settings: AdmissionsSettings, className: string, dateOfBirth: string): string | undefined {
  const rule = settings.classes[className as ClassName];
  if (!rule) return undefined;
  const years = ageOn(dateOfBirth, settings.cutoffDate);
  const on = settings.cutoffDate;
  if (years < rule.minAge)
    return `For ${className} a child must be at least ${rule.minAge} years old on ${on}; this date of birth gives ${Math.max(years, 0)}`;
  if (years > rule.maxAge)
    return `For ${className} a child may be at most ${rule.maxAge} years old on ${on}; this date of birth gives ${years}`;
  return undefined;
}
