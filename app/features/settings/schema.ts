import { z } from "zod";
import { email, optionalText, requiredText, tenDigitPhone } from "../shared/validation";

const URL_MESSAGE = "Enter a full web address starting with https://";
const HTTPS_URL = z.url({ protocol: /^https$/ });
const isHttpsUrl = (value: string) => HTTPS_URL.safeParse(value).success;

const requiredHttpsUrl = (requiredMessage: string) =>
  requiredText(requiredMessage, 500, URL_MESSAGE).refine(isHttpsUrl, { error: URL_MESSAGE });

// A social profile the school does not have is left empty and its footer icon is not shown.
const optionalHttpsUrl = () => optionalText(500, URL_MESSAGE).refine((value) => value === "" || isHttpsUrl(value), { error: URL_MESSAGE });

// The security headers only allow frames from Google Maps and YouTube, so only their embed addresses work.
const MAP_EMBED = /^https:\/\/(www|maps)\.google\.com\/maps\/embed\?/;
const VIDEO_EMBED = /^https:\/\/www\.(youtube-nocookie|youtube)\.com\/embed\//;

/**
 * The school's own facts, edited from the dashboard and filled into the pages' {school},
 * {phone}, {email}... tokens. Required: whatever a page cannot do without; the header lines,
 * the central office and the social profiles may be left empty.
 */
export const siteSettingsSchema = z.object({
  schoolName: requiredText("School name is required", 120, "School name must be at most 120 characters"),
  shortName: requiredText("Short name is required", 40, "Short name must be at most 40 characters"),
  tagline: optionalText(200, "Tagline must be at most 200 characters"),
  affiliationLine: optionalText(200, "Affiliation line must be at most 200 characters"),
  registrationLine: optionalText(200, "Registration line must be at most 200 characters"),
  phone: tenDigitPhone("Phone number must be 10 digits", "Phone number is required"),
  phone2: tenDigitPhone("Phone number must be 10 digits", "Second phone number is required"),
  email: email("Invalid email address", "Email is required"),
  email2: email("Invalid email address", "Second email is required"),
  address: requiredText("Registered address is required", 300, "Registered address must be at most 300 characters"),
  centralOffice: optionalText(300, "Central office must be at most 300 characters"),
  facebookUrl: optionalHttpsUrl(),
  instagramUrl: optionalHttpsUrl(),
  linkedinUrl: optionalHttpsUrl(),
  youtubeUrl: optionalHttpsUrl(),
  chatNumber: requiredText("Chat number is required", 15, "Chat number must be 10 to 15 digits with the country code").regex(/^\d{10,15}$/, {
    error: "Chat number must be 10 to 15 digits with the country code",
  }),
  mapEmbedUrl: requiredHttpsUrl("Map address is required").regex(MAP_EMBED, {
    error: "Use a Google Maps embed address (https://www.google.com/maps/embed?pb=...)",
  }),
  videoUrl: requiredHttpsUrl("Video address is required").regex(VIDEO_EMBED, {
    error: "Use a YouTube embed address (https://www.youtube-nocookie.com/embed/...)",
  }),
  registrationFormUrl: requiredHttpsUrl("Registration form address is required"),
  networkName: requiredText("Network name is required", 200, "Network name must be at most 200 characters"),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** Sample values for a plainly fictional school; a real school replaces them from the dashboard. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  schoolName: "Sample Vidya Niketan School",
  shortName: "SVN School",
  tagline: "Global competence with ancient wisdom",
  affiliationLine: "English medium, Nursery to class 10, SSC and CBSE (sample affiliation)",
  registrationLine: "Registration No. SAMPLE/0000/2024",
  phone: "9000000001",
  phone2: "9000000002",
  email: "office@example.org",
  email2: "careers@example.org",
  address: "Sample Vidya Niketan School, 1 Campus Road, Sample Nagar 500000",
  centralOffice: "Central office: 2 Office Street, Sample City 500001, phone 9000000003",
  facebookUrl: "https://example.org/sample-school/facebook",
  instagramUrl: "https://example.org/sample-school/instagram",
  linkedinUrl: "https://example.org/sample-school/linkedin",
  youtubeUrl: "https://example.org/sample-school/youtube",
  chatNumber: "919000000001",
  mapEmbedUrl: "https://www.google.com/maps/embed?pb=sample",
  videoUrl: "https://www.youtube-nocookie.com/embed/sample",
  registrationFormUrl: "https://example.org/sample-school/alumni-registration-form",
  networkName: "Sample National Schools Network",
};
