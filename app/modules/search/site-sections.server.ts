import type { Kysely } from "kysely";
import type { SiteSettings } from "~/kernel/settings/schema";
import { fillTokens } from "~/kernel/settings/tokens";
import { getSiteSettings } from "~/modules/site/index.server";
import type { Database } from "../../../db/schema";
import { replaceSearchKind, searchText, type SearchEntry } from "./search-index.server";

/**
 * The public pages with a route of their own (contact, gallery, events...) are not page records, so nothing
 * else indexes them: a parent typing "phone number" or "photos" should still land there. Their entries hold
 * the page's heading, its section headings and the words it shows (its description, the office's address and
 * numbers from the settings), rebuilt at every start like the content pages.
 */
type SiteSection = { path: string; title: string; headings: string[]; words: string[] };

const SITE_SECTIONS: SiteSection[] = [
  {
    path: "/ContactUs",
    title: "Contact Us",
    headings: ["Registered address", "Central office", "Send us a message"],
    words: [
      "Address, phone numbers, map and a contact form for {school}.",
      "{address}",
      "Phone: {phone}, {phone2}. E-mail: {email}.",
      "{centralOffice}",
    ],
  },
  {
    path: "/Onlineenquiryform",
    title: "Online Enquiry Form",
    headings: [],
    words: ["Ask {school} about admission: the online enquiry form."],
  },
  {
    path: "/Gallery",
    title: "Media Gallery",
    headings: [],
    words: ["Pictures and videos of sports, celebrations, annual day, learning and kids' activities at {school}."],
  },
  {
    path: "/Events",
    title: "Events",
    headings: [],
    words: [
      "Events at {school}: what is coming up on campus, holidays, sports and cultural days, and what has happened.",
    ],
  },
  {
    path: "/News",
    title: "News",
    headings: [],
    words: ["The latest news from {school}: what students and teachers have done, results, visits and announcements."],
  },
  {
    path: "/Downloads",
    title: "Downloads",
    headings: [],
    words: [
      "All {school} documents: brochure, admission form, fee structure, academic calendar, development plan and project status reports, policies, handbook and annual report.",
    ],
  },
  {
    path: "/Alumini",
    title: "Alumni Details",
    headings: [],
    words: [
      "Alumni of {school}: former students and teachers in the army, sport, medicine and service, with their stories.",
    ],
  },
  {
    path: "/Alumniregistration",
    title: "Alumni and Teacher Registration",
    headings: [],
    words: ["Former students and teachers of {school}: register with the alumni network."],
  },
  {
    path: "/Commite",
    title: "Executive Committee",
    headings: [],
    words: ["The Executive Committee of {school}: the members who run the school and their roles."],
  },
  {
    path: "/Donate",
    title: "Donation",
    headings: ["Contribute in this noble mission of {school}"],
    words: ["Contribute in this noble mission of {school}: pledge a donation."],
  },
  {
    path: "/privacy",
    title: "Privacy notice",
    headings: ["Your rights under the DPDP Act", "Grievance officer", "What each form collects, and why"],
    words: [
      "What {school} collects through each form on this website (enquiry, call back, contact, donation pledge, alumni registration, admission application), why, how long it is kept, your data protection rights (access, correction, erasure, nominate) and the grievance officer.",
    ],
  },
  {
    path: "/accessibility",
    title: "Accessibility statement",
    headings: ["Known gaps", "Tell us about a problem"],
    words: [
      "How the {school} website aims to meet WCAG 2.2 AA for screen reader, keyboard and magnifier users, how it is tested, the known gaps and whom to tell about a problem.",
    ],
  },
];

// The contact page's words come from the settings the office keeps (address, central office) as well as the tokens.
function fill(text: string, settings: SiteSettings) {
  return fillTokens(text, settings)
    .replace("{address}", settings.address ?? "")
    .replace("{centralOffice}", settings.centralOffice ?? "");
}

export function siteSectionEntries(settings: SiteSettings): SearchEntry[] {
  return SITE_SECTIONS.map((section) => ({
    kind: "section",
    key: section.path.slice(1).toLowerCase(),
    title: section.title,
    headings: searchText(...section.headings.map((heading) => fill(heading, settings))),
    body: searchText(...section.words.map((words) => fill(words, settings))),
    url: section.path,
  }));
}

/** Rebuilds these pages' entries (at every start, so a changed address or phone is found by the next start). */
export async function reindexSiteSections(db: Kysely<Database>) {
  await replaceSearchKind(db, "section", siteSectionEntries(await getSiteSettings(db)));
}
