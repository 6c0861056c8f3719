import { PREFIXED_LANGUAGES } from "../../kernel/i18n/languages";

// Paths exactly as the spec spells them; matching is case-insensitive, so /sdp reaches /Sdp.
// Kept apart from routes.ts so server code and tests can read them without the route builder.

/** Pages rendered from app/content by one generic page module. */
export const CONTENT_PAGE_PATHS = [
  "Newsletter",
  "Sdp",
  "Vidhya",
  "Supportus",
  "Classroom",
  "Sportsroom",
  "Labroom",
  "Medical",
  "Laboratories",
  "Library",
  "Auditorium",
  "Arts",
  "Transport",
  "Boardingroom",
  "Sadacharam",
  "Svavprathana",
  "Sanskrit",
  "Yoga",
  "AdmissionProcess",
  "Feestructure",
  "Studentenrollment",
  "Cirriculum",
  "Philosophy",
  "Halloffame",
  "ProfessionalDevelopment",
  "JobOpening",
  "Students",
  "Os",
  "Atglance",
  "Aimobj",
  "Archana",
  "Gogglesheet",
] as const;

/** Pages with their own route and layout whose words are page records too (edited under /welcome/pages). */
export const SPECIAL_PAGE_PATHS = ["/", "/Faq", "/Holidays", "/Ourfaculty"] as const;

/** Administrator pages of the spec's route table; each shows one dashboard panel on its own. */
export const ADMIN_PAGE_PATHS = [
  "SearchStudentForm",
  "Studentview",
  "FacultyView",
  "AlumniView",
  "ExecComityView",
  "ContactUsView",
  "Addstd",
] as const;

/** Correctly spelt names people type, sent permanently to the spec's spelling. */
export const ALIASES: Record<string, string> = {
  // The home page's name in the dashboard and the API (/welcome/pages/home), so no page can take it.
  Home: "/",
  Alumni: "/Alumini",
  Committee: "/Commite",
  ExecutiveCommittee: "/Commite",
  Curriculum: "/Cirriculum",
  Faculty: "/Ourfaculty",
};

/** Public pages with a route module of their own (routes.ts), by the first part of their address. */
export const OWN_ROUTE_PATHS = [
  "ContactUs",
  "contact",
  "Alumini",
  "Alumniregistration",
  "Downloads",
  "Download",
  "Commite",
  "Ourfaculty",
  "privacy",
  "accessibility",
  "mandatory-public-disclosure",
  "Donate",
  "Faq",
  "Events",
  "Holidays",
  "News",
  "Gallery",
  "search",
  "Onlineenquiryform",
  "SubmittedSuccessfully",
  "mandatory-public-disclosure",
  "Login",
  "forgot-password",
  "reset-password",
  "setup",
] as const;

/** Public pages two parts deep that a menu may link to (the online application, its status page, the RTE notice). */
export const DEEP_PUBLIC_PATHS = ["admissions/apply", "admissions/status", "admissions/rte"] as const;

/**
 * First parts of addresses the server, the dashboard and the built files answer before any page (routes.ts,
 * server/app.ts, public/): never the address of a page the office adds.
 */
export const SYSTEM_PATHS = [
  "welcome",
  "admissions",
  "forms",
  "visit",
  "robots.txt",
  "sitemap.xml",
  "mandatory-public-disclosure.pdf",
  "api",
  "media",
  "files",
  "assets",
  "healthz",
  "events.ics",
  "news.xml",
  "documents",
  "images",
  "favicon.svg",
  "favicon.ico",
  "logo.svg",
  "video-poster.svg",
  "__manifest",
] as const;

const TAKEN_PATHS = new Set(
  [
    ...CONTENT_PAGE_PATHS,
    ...ADMIN_PAGE_PATHS,
    ...Object.keys(ALIASES),
    ...OWN_ROUTE_PATHS,
    ...SYSTEM_PATHS,
    // "/hi", "/te": each language's pages live under its code.
    ...PREFIXED_LANGUAGES,
  ].map((path) => path.toLowerCase()),
);

/** Whether a single-part address (any letter case, with or without the slash) belongs to a route of the site. */
export const isRoutePath = (path: string) => TAKEN_PATHS.has(path.replace(/^\/+|\/+$/g, "").toLowerCase());
