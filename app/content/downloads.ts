export type DownloadDocument = { id: string; title: string; url: string; sample?: boolean };

// Site data: the school replaces these files (served from /documents) with its own.
const documents: Record<string, DownloadDocument> = {
  about: { id: "about", title: "About", url: "/documents/about.pdf" },
  sdp: { id: "sdp", title: "School Development Plan", url: "/documents/school-development-plan.pdf" },
  land: { id: "land", title: "Land details", url: "/documents/land-details.pdf" },
  initialPlan: { id: "initialPlan", title: "Initial plan", url: "/documents/initial-plan.pdf" },
  gateway: { id: "gateway", title: "Gateway design", url: "/documents/gateway-design.pdf" },
  brochure: { id: "brochure", title: "Brochure", url: "/documents/brochure.pdf" },
  admissionForm: { id: "admissionForm", title: "Admission form", url: "/documents/admission-form.pdf" },
  calendar: { id: "calendar", title: "Academic Calendar", url: "/documents/academic-calendar.pdf" },
  syllabus: { id: "syllabus", title: "Syllabus and Curriculum", url: "/documents/syllabus-sample.pdf", sample: true },
  policies: { id: "policies", title: "Policies and Guidelines", url: "/documents/policies-and-guidelines.pdf" },
  fees: { id: "fees", title: "Fee Structure", url: "/documents/fee-structure.pdf" },
  handbook: { id: "handbook", title: "Parent Handbook", url: "/documents/parent-handbook.pdf" },
  events: { id: "events", title: "Event Information", url: "/documents/event-information.pdf" },
  extracurricular: {
    id: "extracurricular",
    title: "Extracurricular Activities",
    url: "/documents/extracurricular-activities.pdf",
  },
  annualReport: { id: "annualReport", title: "Annual Report 2023-24", url: "/documents/annual-report-2023-24.pdf" },
};

/** /Downloads: the spec's order. */
export const DOWNLOADS_ORDER = [
  "about",
  "sdp",
  "land",
  "initialPlan",
  "gateway",
  "brochure",
  "admissionForm",
  "calendar",
  "syllabus",
  "policies",
  "fees",
  "handbook",
  "events",
  "extracurricular",
  "annualReport",
] as const;

/** /Download (the "Download Brochure" menu item): the same 15, what a new parent looks for first. */
export const DOWNLOAD_BROCHURE_ORDER = [
  "brochure",
  "admissionForm",
  "fees",
  "calendar",
  "syllabus",
  "handbook",
  "policies",
  "about",
  "events",
  "extracurricular",
  "annualReport",
  "sdp",
  "land",
  "initialPlan",
  "gateway",
] as const;

export function downloadList(order: readonly string[]): DownloadDocument[] {
  return order.map((id) => documents[id]);
}
