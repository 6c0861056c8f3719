import { aboutPages } from "~/content/about";
import { admissionPages } from "~/content/admission";
import { facilityPages } from "~/content/facilities";
import { faqPage } from "~/content/faq";
import { homePage } from "~/content/home";
import { peoplePages } from "~/content/people";
import type { ContentPage } from "~/content/types";
import { valuesPages } from "~/content/values";

export type { ContentPage } from "~/content/types";

/** Every page drawn by routes/content-page.tsx, one per path of CONTENT_PAGE_PATHS. */
export const contentPages: ContentPage[] = [
  ...aboutPages,
  ...facilityPages,
  ...valuesPages,
  ...admissionPages.filter((page) => page.path !== "/Holidays"),
  ...peoplePages.filter((page) => page.path !== "/Ourfaculty"),
];

/** Pages with their own route and layout (home, FAQ, holidays, Our Faculty) whose words are page records all the same. */
export const specialPages: ContentPage[] = [
  homePage,
  faqPage,
  admissionPages.find((page) => page.path === "/Holidays")!,
  peoplePages.find((page) => page.path === "/Ourfaculty")!,
];

/** Every built-in page the database starts with. */
export const seedPages: ContentPage[] = [...contentPages, ...specialPages];

const byPath = new Map(contentPages.map((page) => [page.path.toLowerCase(), page]));

/** The page for a path, matched case-insensitively (/sdp finds /Sdp). */
export function findContentPage(path: string): ContentPage | undefined {
  return byPath.get(path.toLowerCase().replace(/\/$/, ""));
}
