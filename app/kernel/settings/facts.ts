import type { Translator } from "../i18n/translate";

// The school facts' plain values, apart from their zod schema (school-facts.ts) so pages can use them without zod.

/** The classes a school in India can have, lowest first: the class range is two of these. */
export const CLASS_NAMES = [
  "Nursery",
  "LKG",
  "UKG",
  ...Array.from({ length: 12 }, (_, index) => `class ${index + 1}`),
] as const;

/**
 * A class's name in the reader's words: Nursery, LKG, UKG or "class N" from the catalogue (`facts.*`, "कक्षा 4",
 * "4వ తరగతి"); a name the catalogue does not know stays as the office wrote it.
 */
export function classNameIn(t: Pick<Translator, "t" | "number">, name: string) {
  if (name === "Nursery") return t.t("facts.nursery");
  if (name === "LKG") return t.t("facts.lkg");
  if (name === "UKG") return t.t("facts.ukg");
  const number = /^class (\d{1,2})$/i.exec(name)?.[1];
  return number ? t.t("facts.classNumber", { number: t.number(Number(number)) }) : name;
}

/** Sample facts, from the spec where it gives them; the founding year and the counts are invented samples. */
export const SAMPLE_SCHOOL_FACTS = {
  lowestClass: "Nursery",
  highestClass: "class 10",
  boards: "SSC and CBSE",
  sectionSize: 25,
  schoolHours: "8:30 am to 3:30 pm, Monday to Saturday",
  campusAcres: 33,
  foundedYear: 2010,
  studentCount: 640,
  teacherCount: 48,
  feeSummary: "Fees are paid in three instalments a year, before each term.",
  admissionsOpen: "yes" as "yes" | "no",
  // Empty: the next academic year, worked out from today.
  admissionsYear: "",
  // Empty: every class of the class range.
  admissionsClasses: "",
};

/** Sample affiliation facts and principal (the disclosure's section A); quiet for parents, as decision 118 asks. */
export const CBSE_SAMPLES = {
  affiliationNumber: "0000000",
  schoolCode: "00000",
  principalName: "K. Lakshmi",
  principalQualification: "M.Sc., B.Ed.",
};

/**
 * The academic year admissions are for when the office has not typed one: the next one, from today (in India
 * the year starts in April or June, so from April on admissions are for the year after).
 */
export function nextAcademicYear(today = new Date()) {
  const start = today.getMonth() >= 3 ? today.getFullYear() + 1 : today.getFullYear();
  return `${start}-${String((start + 1) % 100).padStart(2, "0")}`;
}
