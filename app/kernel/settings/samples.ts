import type { SiteSettings } from "./schema";
import { DEFAULT_SITE_SETTINGS } from "./defaults";

/** The sample lines of earlier installs, which said "SAMPLE" to parents (migration 103 rewrites them unchanged). */
export const OLD_SAMPLE_LINES = {
  affiliationLine: "English medium, {classes}, {boards} (sample affiliation)",
  registrationLine: "Registration No. SAMPLE/0000/2024",
} as const;

/** The settings that make up each item of the dashboard's "Make the site yours" list. */
export const SAMPLE_SETTING_GROUPS = {
  facts: ["schoolName", "shortName", "foundedYear", "studentCount", "teacherCount", "campusAcres"],
  look: ["logoUrl"],
  contact: ["phone", "phone2", "email", "email2", "chatNumber", "address", "centralOffice"],
  social: ["facebookUrl", "instagramUrl", "linkedinUrl", "youtubeUrl", "registrationFormUrl"],
  lines: ["affiliationLine", "registrationLine"],
} as const satisfies Record<string, readonly (keyof SiteSettings)[]>;

export type SampleSettingGroup = keyof typeof SAMPLE_SETTING_GROUPS;

const SAMPLE_PHONE_DIGITS = /9000000\d{3}$/;

/** Whether a setting still holds what a new install put there (or an earlier install's sample line). */
export function isSampleSetting(settings: SiteSettings, key: keyof SiteSettings) {
  const value = String(settings[key] ?? "");
  if (value === String(DEFAULT_SITE_SETTINGS[key] ?? "")) return value !== "";
  if (key in OLD_SAMPLE_LINES && value === OLD_SAMPLE_LINES[key as keyof typeof OLD_SAMPLE_LINES]) return true;
  if (/example\.org/i.test(value)) return true;
  if (["phone", "phone2", "chatNumber"].includes(key)) return SAMPLE_PHONE_DIGITS.test(value.replace(/\D/g, ""));
  return /\bsample\b/i.test(value) && ["schoolName", "address", "centralOffice"].includes(key);
}

/** The settings still holding samples, by key: the dashboard's list and the admin's marks on public pages read it. */
export function sampleSettingKeys(settings: SiteSettings): (keyof SiteSettings)[] {
  const keys = Object.values(SAMPLE_SETTING_GROUPS).flat() as (keyof SiteSettings)[];
  return keys.filter((key) => isSampleSetting(settings, key));
}
