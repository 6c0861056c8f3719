import { z } from "zod";

const url = z.string().trim().url("Enter a full web address starting with https://").max(500);

export const siteSettingsSchema = z.object({
  schoolName: z.string().trim().min(1, "School name is required").max(120),
  shortName: z.string().trim().max(40),
  tagline: z.string().trim().max(200),
  affiliationLine: z.string().trim().max(200),
  registrationLine: z.string().trim().max(200),
  phone: z.string().trim().regex(/^\d{10}$/, "Phone number must be 10 digits"),
  phone2: z.string().trim().regex(/^\d{10}$/, "Phone number must be 10 digits"),
  email: z.string().trim().email("Invalid email address"),
  email2: z.string().trim().email("Invalid email address"),
  address: z.string().trim().max(300),
  centralOffice: z.string().trim().max(300),
  facebookUrl: url,
  instagramUrl: url,
  linkedinUrl: url,
  youtubeUrl: url,
  chatNumber: z.string().trim().regex(/^\d{10,15}$/, "Chat number must be 10 to 15 digits with the country code"),
  mapEmbedUrl: url,
  videoUrl: url,
  registrationFormUrl: url,
  networkName: z.string().trim().max(200),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;

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
  facebookUrl: "https://www.facebook.com/example",
  instagramUrl: "https://www.instagram.com/example",
  linkedinUrl: "https://www.linkedin.com/company/example",
  youtubeUrl: "https://www.youtube.com/@example",
  chatNumber: "919000000001",
  mapEmbedUrl: "https://www.google.com/maps/embed?pb=sample",
  videoUrl: "https://www.youtube-nocookie.com/embed/sample",
  registrationFormUrl: "https://forms.example.org/alumni-registration",
  networkName: "Sample Vidya Bharati Network",
};
