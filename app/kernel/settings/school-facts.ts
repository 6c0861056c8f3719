import { z } from "zod";
import { optionalText, requiredText } from "~/kernel/validation";
import { CLASS_NAMES, SAMPLE_SCHOOL_FACTS } from "./facts";

const CLASS_MESSAGE = "Choose a class: Nursery, LKG, UKG or class 1 to class 12";

/** "class 10", "Class X", "10" and "lkg" all name a class; anything else is refused. */
function className(value: string): string | undefined {
  const roman = ["I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"];
  const bare = value
    .trim()
    .replace(/^class\s+/i, "")
    .toUpperCase();
  const number = /^\d{1,2}$/.test(bare) ? Number(bare) : roman.indexOf(bare) + 1;
  if (number >= 1 && number <= 12) return `class ${number}`;
  return CLASS_NAMES.find((name) => name.toUpperCase() === bare);
}

const classField = (label: string) =>
  requiredText(`${label} is required`, 20, CLASS_MESSAGE)
    .refine((value) => className(value) !== undefined, { error: CLASS_MESSAGE })
    .transform((value) => className(value) ?? value);

/** A whole number typed in digits (no exponents, no decimals) between `min` and `max`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((value) => String(value).trim())
    .refine((value) => /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max, { error: message })
    .transform(Number);

/** A field left out of a request keeps the sample value (older clients send the settings without the facts). */
const orSample = <T extends z.ZodType>(sample: unknown, schema: T) =>
  z.preprocess((value) => (value === undefined || value === null ? sample : value), schema);

const ACADEMIC_YEAR_MESSAGE = "Enter the academic year like 2027-28, or leave it empty for the next one";

/** 2027-28: the second year follows the first. */
function isAcademicYear(value: string) {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  return !!match && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** The school's facts: typed once in the site settings, filled into every page through tokens (settings/tokens.ts). */
export const schoolFactsShape = {
  lowestClass: orSample(SAMPLE_SCHOOL_FACTS.lowestClass, classField("Lowest class")),
  highestClass: orSample(SAMPLE_SCHOOL_FACTS.highestClass, classField("Highest class")),
  boards: orSample(
    SAMPLE_SCHOOL_FACTS.boards,
    requiredText("Boards are required", 100, "Boards must be at most 100 characters"),
  ),
  sectionSize: orSample(
    SAMPLE_SCHOOL_FACTS.sectionSize,
    wholeNumber("Enter the section size as a whole number from 1 to 80", 1, 80),
  ),
  schoolHours: orSample(
    SAMPLE_SCHOOL_FACTS.schoolHours,
    requiredText("School timings are required", 120, "School timings must be at most 120 characters"),
  ),
  campusAcres: orSample(
    SAMPLE_SCHOOL_FACTS.campusAcres,
    wholeNumber("Enter the campus size as a whole number of acres from 1 to 10000", 1, 10_000),
  ),
  foundedYear: orSample(
    SAMPLE_SCHOOL_FACTS.foundedYear,
    wholeNumber(`Enter the year founded, from 1800 to ${new Date().getFullYear()}`, 1800, new Date().getFullYear()),
  ),
  studentCount: orSample(
    SAMPLE_SCHOOL_FACTS.studentCount,
    wholeNumber("Enter the number of students as a whole number from 0 to 100000", 0, 100_000),
  ),
  teacherCount: orSample(
    SAMPLE_SCHOOL_FACTS.teacherCount,
    wholeNumber("Enter the number of teachers as a whole number from 0 to 10000", 0, 10_000),
  ),
  feeSummary: orSample(SAMPLE_SCHOOL_FACTS.feeSummary, optionalText(200, "Fee summary must be at most 200 characters")),
  admissionsOpen: orSample(
    SAMPLE_SCHOOL_FACTS.admissionsOpen,
    z.enum(["yes", "no"], { error: "Choose whether admissions are open: yes or no" }),
  ),
  admissionsYear: orSample(
    SAMPLE_SCHOOL_FACTS.admissionsYear,
    optionalText(7, ACADEMIC_YEAR_MESSAGE).refine((value) => value === "" || isAcademicYear(value), {
      error: ACADEMIC_YEAR_MESSAGE,
    }),
  ),
  admissionsClasses: orSample(
    SAMPLE_SCHOOL_FACTS.admissionsClasses,
    optionalText(100, "Classes open must be at most 100 characters"),
  ),
};

/** The lowest class must not come after the highest one: the message goes to the highest class. */
export function checkClassOrder(facts: { lowestClass: string; highestClass: string }, context: z.core.$RefinementCtx) {
  const low = CLASS_NAMES.indexOf(facts.lowestClass as (typeof CLASS_NAMES)[number]);
  const high = CLASS_NAMES.indexOf(facts.highestClass as (typeof CLASS_NAMES)[number]);
  if (low >= 0 && high >= 0 && high < low)
    context.addIssue({
      code: "custom",
      path: ["highestClass"],
      message: `The highest class must come after the lowest class (${facts.lowestClass})`,
      input: facts.highestClass,
    });
}
