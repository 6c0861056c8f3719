// The dashboard's sections, in the order of its navigation: the spec's button names (uploads, Std_dtl,
// ...) with a plain-words description beside each, and the lowest role that may open it.

import { roleAllows, type AdminRole } from "~/kernel/roles";

export type Role = AdminRole;

export type DashboardSection = {
  path: string;
  /** The button's name; the spec's own names for its eight sections. */
  label: string;
  description: string;
  role: Role;
};

export const DASHBOARD_SECTIONS: DashboardSection[] = [
  { path: "/welcome/gallery", label: "uploads", description: "Add pictures and videos to the gallery", role: "editor" },
  { path: "/welcome/students", label: "Std_dtl", description: "Students: list, register, update", role: "editor" },
  { path: "/welcome/faculty", label: "Faculty_dtl", description: "Teachers and staff", role: "editor" },
  { path: "/welcome/alumni", label: "Alumni", description: "Former students and teachers", role: "editor" },
  { path: "/welcome/committee", label: "Exec_Comity", description: "Executive committee members", role: "editor" },
  {
    path: "/welcome/inbox",
    label: "Contact_Us",
    description: "Enquiries, call-backs, messages and pledges",
    role: "editor",
  },
  {
    path: "/welcome/admissions",
    label: "Admissions",
    description: "Online applications: open admissions, review, change status, admit",
    role: "editor",
  },
  { path: "/welcome/outbox", label: "Outbox", description: "E-mail the site sends, and its state", role: "editor" },
  { path: "/welcome/news", label: "Latest news", description: "The news line shown on every page", role: "editor" },
  {
    path: "/welcome/alerts",
    label: "Alerts",
    description: "A closure or emergency notice above every page, at once or at a set time",
    role: "editor",
  },
  {
    path: "/welcome/alumni/pending",
    label: "Alumni registrations",
    description: "Approve or reject alumni who registered on the website",
    role: "editor",
  },
  {
    path: "/welcome/pages",
    label: "Pages",
    description: "Words, lists and tables of the public pages: drafts, publish, earlier versions",
    role: "editor",
  },
  {
    path: "/welcome/menu",
    label: "Menu",
    description: "The menu at the top of every page: order, names, what it shows",
    role: "editor",
  },
  {
    path: "/welcome/pictures",
    label: "Pictures",
    description: "Picture library: upload once, describe, use on any page",
    role: "editor",
  },
  { path: "/welcome/events", label: "Events", description: "Events, holidays and the school calendar", role: "editor" },
  {
    path: "/welcome/documents",
    label: "Documents",
    description: "Files on the Downloads pages: upload, replace, order",
    role: "editor",
  },
  {
    path: "/welcome/disclosure",
    label: "Mandatory disclosure",
    description: "CBSE's public disclosure: certificates and their validity, results, staff, infrastructure",
    role: "editor",
  },
  {
    path: "/welcome/donation-items",
    label: "Donation items",
    description: "What donors can pledge on the Donate page, and its cost",
    role: "editor",
  },
  {
    path: "/welcome/search",
    label: "Search words",
    description: "Words parents type for one thing (bus, transport, van), searched together",
    role: "editor",
  },
  {
    path: "/welcome/slides",
    label: "HomeScreenSlides",
    description: "Pictures of the home page slideshow",
    role: "editor",
  },
  {
    path: "/welcome/visits",
    label: "Visits",
    description: "What parents read and search for, counted without tracking: 7, 30 and 365 days",
    role: "editor",
  },
  {
    path: "/welcome/settings",
    label: "Site settings",
    description: "School name, phones, e-mail, upload limits",
    role: "admin",
  },
  { path: "/welcome/users", label: "Users", description: "Who can sign in to this dashboard", role: "admin" },
  {
    path: "/welcome/account",
    label: "My password",
    description: "Password, two-factor sign-in, sessions",
    role: "editor",
  },
  { path: "/welcome/audit", label: "Audit log", description: "Who changed what, and when", role: "admin" },
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
