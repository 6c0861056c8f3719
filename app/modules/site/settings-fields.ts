import type { SiteSettings } from "~/kernel/settings/schema";

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
      ["timeZone", "Time zone of events (for example Asia/Kolkata)"],
      [
        "documentMaxMb",
        "Largest document upload, in MB",
        "number",
        "Applies to the documents library (PDF, Word, Excel, PowerPoint, JPEG, PNG); from 1 to 100 MB.",
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
      ["chatNumber", "Chat number (with country code)", "tel"],
      ["address", "Registered address"],
      ["centralOffice", "Central office"],
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
