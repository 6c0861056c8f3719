import type { SiteSettings } from "~/lib/site-settings/schema";

/** The form's fields in groups, with their labels. */
export const SETTINGS_GROUPS: { legend: string; fields: [keyof SiteSettings, string, string?][] }[] = [
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
    legend: "Links",
    fields: [
      ["facebookUrl", "Facebook profile", "url"],
      ["instagramUrl", "Instagram profile", "url"],
      ["linkedinUrl", "LinkedIn profile", "url"],
      ["youtubeUrl", "YouTube channel", "url"],
      ["mapEmbedUrl", "Map (Google Maps embed address)", "url"],
      ["videoUrl", "Video (YouTube embed address)", "url"],
      ["registrationFormUrl", "Alumni registration form", "url"],
    ],
  },
];
