import type { SiteSettings } from "./schema";
import { nextAcademicYear } from "./facts";
import { shownPhone } from "../phone-shown";
import { shownWord } from "./facts-shown";

type Token = (settings: SiteSettings) => string;

// On another language's page the settings carry the computed facts in its words (fact-language.server.ts).
const classRange: Token = (settings) =>
  shownWord(settings, "classes") ?? `${settings.lowestClass} to ${settings.highestClass}`;

/**
 * The words a page may hold in braces, each filled from the site settings, so the school's facts are typed
 * once (docs/decisions/107-one-set-of-school-facts.md). A name not listed here stays as typed.
 */
const TOKENS: Record<string, Token> = {
  school: (settings) => settings.schoolName,
  phone: (settings) => shownPhone(settings.phone).text,
  phone2: (settings) => shownPhone(settings.phone2).text,
  email: (settings) => settings.email,
  email2: (settings) => settings.email2,
  network: (settings) => settings.networkName,
  classes: classRange,
  lowest_class: (settings) => settings.lowestClass,
  highest_class: (settings) => settings.highestClass,
  boards: (settings) => settings.boards,
  section_size: (settings) => String(settings.sectionSize),
  school_hours: (settings) => settings.schoolHours,
  acres: (settings) => String(settings.campusAcres),
  founded: (settings) => String(settings.foundedYear),
  students: (settings) => settings.studentCount.toLocaleString("en-IN"),
  teachers: (settings) => settings.teacherCount.toLocaleString("en-IN"),
  fees: (settings) => settings.feeSummary,
  admissions_year: (settings) => admissionsYear(settings),
  admissions_classes: (settings) => admissionsClasses(settings),
};

/** The token names, for the editors' help text. */
export const TOKEN_NAMES = Object.keys(TOKENS);

/** The academic year admissions are for: as typed, else the next one from today. */
export const admissionsYear = (settings: SiteSettings) => settings.admissionsYear || nextAcademicYear();

/** The classes open for admission: as typed, else the whole class range. */
export const admissionsClasses = (settings: SiteSettings) => settings.admissionsClasses || classRange(settings);

/** Replaces {school}, {phone}, {classes}, {founded} and the other tokens above with the site's settings. */
export function fillTokens(text: string, settings: SiteSettings): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const token = TOKENS[name];
    if (!token) return whole;
    return shownWord(settings, name) ?? String(token(settings) ?? "");
  });
}
