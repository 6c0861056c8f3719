// The dashboard's sections, in the order of its navigation and in three groups: a plain name, the spec's
// button name beside it where the spec had one (uploads, Std_dtl, ...), a line about it, the lowest role that may open it.

import { roleAllows, type AdminRole } from "~/kernel/roles";

export type Role = AdminRole;

export type DashboardSection = {
  path: string;
  /** The name people read: plain words. */
  label: string;
  /** The spec's name for it (its eight buttons), shown small for people who know the old dashboard. */
  specName?: string;
  description: string;
  role: Role;
  group: SectionGroup;
};

export const SECTION_GROUPS = ["People and messages", "Website", "Administration"] as const;
export type SectionGroup = (typeof SECTION_GROUPS)[number];

const people = (section: Omit<DashboardSection, "group" | "role">): DashboardSection => ({
  ...section,
  role: "editor",
  group: "People and messages",
});
const website = (section: Omit<DashboardSection, "group" | "role">): DashboardSection => ({
  ...section,
  role: "editor",
  group: "Website",
});
const office = (section: Omit<DashboardSection, "group">): DashboardSection => ({
  ...section,
  group: "Administration",
});

export const DASHBOARD_SECTIONS: DashboardSection[] = [
  people({
    path: "/welcome/inbox",
    label: "Inbox",
    specName: "Contact_Us",
    description: "Enquiries, call-backs, messages and pledges",
  }),
  people({
    path: "/welcome/admissions",
    label: "Admissions",
    description: "Online applications: open admissions, review, change status, admit",
  }),
  people({ path: "/welcome/students", label: "Students", specName: "Std_dtl", description: "List, register, update" }),
  people({ path: "/welcome/faculty", label: "Faculty", specName: "Faculty_dtl", description: "Teachers and staff" }),
  people({ path: "/welcome/alumni", label: "Alumni", description: "Former students and teachers" }),
  people({
    path: "/welcome/alumni/pending",
    label: "Alumni registrations",
    description: "Approve or reject alumni who registered on the website",
  }),
  people({
    path: "/welcome/committee",
    label: "Committee",
    specName: "Exec_Comity",
    description: "Executive committee members",
  }),
  website({
    path: "/welcome/pages",
    label: "Pages",
    description: "Words, lists and tables of the public pages: drafts, publish, earlier versions",
  }),
  website({
    path: "/welcome/menu",
    label: "Menu",
    description: "The menu at the top of every page: order, names, what it shows",
  }),
  website({
    path: "/welcome/news",
    label: "News and news ticker",
    specName: "Latest news",
    description: "News posts, and the news line shown on every page",
  }),
  website({
    path: "/welcome/alerts",
    label: "Alerts",
    description: "A closure or emergency notice above every page, at once or at a set time",
  }),
  website({ path: "/welcome/events", label: "Events", description: "Events, holidays and the school calendar" }),
  website({
    path: "/welcome/slides",
    label: "Home slides",
    specName: "HomeScreenSlides",
    description: "Pictures of the home page slideshow",
  }),
  website({
    path: "/welcome/gallery",
    label: "Gallery",
    specName: "uploads",
    description: "Add pictures and videos to the gallery",
  }),
  website({
    path: "/welcome/pictures",
    label: "Pictures",
    description: "Picture library: upload once, describe, use on any page",
  }),
  website({
    path: "/welcome/documents",
    label: "Documents",
    description: "Files on the Downloads pages: upload, replace, order",
  }),
  website({
    path: "/welcome/disclosure",
    label: "Disclosure",
    description: "CBSE's mandatory public disclosure: certificates and their validity, results, staff, infrastructure",
  }),
  website({
    path: "/welcome/donation-items",
    label: "Donation items",
    description: "What donors can pledge on the Donate page, and its cost",
  }),
  website({
    path: "/welcome/search",
    label: "Search words",
    description: "Words parents type for one thing (bus, transport, van), searched together",
  }),
  office({
    path: "/welcome/visits",
    label: "Visits",
    description: "What parents read and search for, counted without tracking: 7, 30 and 365 days",
    role: "editor",
  }),
  office({
    path: "/welcome/outbox",
    label: "Outbox",
    description: "E-mail the site sends, and its state",
    role: "editor",
  }),
  office({
    path: "/welcome/settings",
    label: "Settings",
    description: "School name, logo, phones, e-mail, upload limits",
    role: "admin",
  }),
  office({ path: "/welcome/users", label: "Users", description: "Who can sign in to this dashboard", role: "admin" }),
  office({ path: "/welcome/audit", label: "Audit log", description: "Who changed what, and when", role: "admin" }),
];

export const mayOpen = roleAllows;

export const sectionsFor = (role: Role) => DASHBOARD_SECTIONS.filter((section) => mayOpen(role, section.role));

/** Where an old /welcome?panel=<id> link (bookmarks, e-mails) leads now. */
export function legacyPanelPath(params: URLSearchParams): string | undefined {
  const panel = params.get("panel");
  if (panel === null) return undefined;
  const rest = new URLSearchParams(params);
  for (const name of ["panel", "result", "reason", "done", "count", "confirm"]) rest.delete(name);
  const query = (p: URLSearchParams) => (p.toString() ? `?${p.toString()}` : "");
  const record = /^(students|faculty|alumni|committee)-(view|add|update)$/.exec(panel);
  if (record) {
    const [, kind, view] = record;
    if (view === "add") return `/welcome/${kind}/new`;
    if (view === "update") {
      const key = (params.get("key") ?? "").trim();
      return key ? `/welcome/${kind}/${encodeURIComponent(key)}` : `/welcome/${kind}#update`;
    }
    rest.delete("key");
    return `/welcome/${kind}${query(rest)}`;
  }
  const plain: Record<string, string> = {
    uploads: "/welcome/gallery",
    inbox: "/welcome/inbox",
    "latest-news": "/welcome/news",
    "home-slides": "/welcome/slides",
    "site-settings": "/welcome/settings",
    users: "/welcome/users",
    "change-password": "/welcome/account",
    audit: "/welcome/audit",
  };
  return plain[panel] ? `${plain[panel]}${panel === "inbox" ? query(rest) : ""}` : "/welcome";
}
