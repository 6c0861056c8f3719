import type { SiteSettings } from "~/kernel/settings/schema";
import { CLASS_NAMES } from "~/kernel/settings/facts";

/** The form's fields in groups, with their labels, input types and hints. */
export const SETTINGS_GROUPS: { legend: string; fields: [keyof SiteSettings, string, string?, string?][] }[] = [
  {
    legend: "School",
    fields: [
      ["schoolName", "School name"],
      ["shortName", "Short name"],
      ["tagline", "Tagline"],
      ["affiliationLine", "Affiliation line"],
      ["registrationLine", "Registration line"],
      ["networkName", "Network name"],
      ["timeZone", "Time zone of events"],
      [
        "languages",
        "Languages of the website",
        "text",
        "Codes separated by commas: en (English, always on), hi (Hindi), te (Telugu).",
      ],
      [
        "documentMaxMb",
        "Largest document upload, in MB",
        "number",
        "Applies to the documents library (PDF, Word, Excel, PowerPoint, JPEG, PNG); from 1 to 100 MB.",
      ],
    ],
  },
  {
    legend: "CBSE affiliation and principal",
    fields: [
      ["affiliationNumber", "CBSE affiliation number", "text", "Shown in the Mandatory Public Disclosure (section A)."],
      ["schoolCode", "CBSE school code"],
      ["principalName", "Principal's name"],
      ["principalQualification", "Principal's qualification", "text", "For example M.Sc., B.Ed."],
    ],
  },
  {
    legend: "School facts",
    fields: [
      ["lowestClass", "Lowest class", "select", "Pages say {classes}: the lowest to the highest class."],
      ["highestClass", "Highest class", "select"],
      ["boards", "Boards (syllabi)", "text", "Pages say {boards}, for example SSC and CBSE."],
      ["sectionSize", "Most students in a section", "number", "{section_size}"],
      ["schoolHours", "School timings", "text", "{school_hours}, for example 8:30 am to 3:30 pm, Monday to Saturday."],
      ["campusAcres", "Campus size, in acres", "number", "{acres}"],
      ["foundedYear", "Year founded", "number", "{founded}. The sample value (2010) is invented: type the real year."],
      ["studentCount", "Number of students", "number", "{students}. The sample value is invented."],
      ["teacherCount", "Number of teachers", "number", "{teachers}. The sample value is invented."],
      ["feeSummary", "Fee summary line", "text", "{fees}: one sentence; the fee structure page has the table."],
    ],
  },
  {
    legend: "Admissions",
    fields: [
      [
        "admissionsOpen",
        "Admissions open",
        "select",
        "Shown first on the home page: open, with the year and classes, or closed with an enquiry link.",
      ],
      [
        "admissionsYear",
        "Academic year (like 2027-28)",
        "text",
        "Left empty, the next academic year from today ({admissions_year}): a sample until the office types it.",
      ],
      [
        "admissionsClasses",
        "Classes open",
        "text",
        "Left empty, every class: {classes}. For example: Nursery to class 8.",
      ],
    ],
  },
  {
    legend: "Contact",
    fields: [
      ["phone", "Phone", "tel"],
      ["phone2", "Second phone", "tel"],
      ["email", "Email", "email"],
      ["email2", "Second email", "email"],
      ["chatNumber", "Chat (WhatsApp) number", "tel"],
      ["address", "Registered address"],
      ["centralOffice", "Central office"],
    ],
  },
  {
    legend: "Privacy notice and accessibility statement",
    fields: [
      [
        "grievanceName",
        "Grievance officer (name and role)",
        "text",
        "Named in the privacy notice (/privacy) for complaints under the DPDP Act 2023. Left empty: the school office.",
      ],
      ["grievanceEmail", "Grievance officer's e-mail", "email", "Left empty: the school's e-mail."],
      ["grievancePhone", "Grievance officer's phone", "tel", "Left empty: the school's phone."],
      [
        "accessibilityGaps",
        "Known accessibility gaps",
        "textarea",
        "One per line, in the accessibility statement (/accessibility). Saving a change to these makes a new version of the notice.",
      ],
    ],
  },
  {
    legend: "Look",
    fields: [
      ["logoUrl", "Logo (a path on this site, e.g. /media/..., or an https address)"],
      [
        "brandPrimary",
        "Main colour (menu bar, buttons, links)",
        "color",
        "White text sits on it: it must reach 4.5:1 (WCAG AA), or saving is refused with the ratio it has.",
      ],
      [
        "brandAccent",
        "Accent colour (ticker label, light buttons)",
        "color",
        "Dark text sits on it and it heads the dark footer: it must reach 4.5:1 against both.",
      ],
    ],
  },
  {
    legend: "Links",
    fields: [
      ["facebookUrl", "Facebook profile", "url"],
      ["instagramUrl", "Instagram profile", "url"],
      ["linkedinUrl", "LinkedIn profile", "url"],
      ["youtubeUrl", "YouTube channel", "url"],
      [
        "mapEmbedUrl",
        "Map (Google Maps embed address)",
        "url",
        'Google Maps → Share → Embed a map → copy the address inside src="...". Until set, the contact page shows the address with a directions link.',
      ],
      [
        "videoUrl",
        "Campus video (YouTube embed address)",
        "url",
        'YouTube → Share → Embed → copy the address inside src="...". Until set, those places show a still picture (no play button) and the dashboard lists the video as still to add.',
      ],
      ["registrationFormUrl", "Alumni registration form", "url"],
    ],
  },
];

/** The choices of the settings drawn as a list to pick from. */
export const SETTINGS_CHOICES: Partial<Record<keyof SiteSettings, readonly string[]>> = {
  lowestClass: CLASS_NAMES,
  highestClass: CLASS_NAMES,
  admissionsOpen: ["yes", "no"],
};
