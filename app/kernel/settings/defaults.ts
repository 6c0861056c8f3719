import type { SiteSettings } from "./schema";
import { CBSE_SAMPLES, SAMPLE_SCHOOL_FACTS } from "./facts";
import { sampleFactSettings } from "./fact-translations";
import { PREFIXED_LANGUAGES } from "../i18n/languages";

/** Sample values for a plainly fictional school; a real school replaces them from the dashboard. */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  schoolName: "Sample Vidya Niketan School",
  shortName: "SVN School",
  tagline: "Global competence with ancient wisdom",
  affiliationLine: "English medium, {classes}, {boards}, Affiliation No. 0000000",
  registrationLine: "Registration No. 0000/2010",
  phone: "+919000000001",
  phone2: "+919000000002",
  email: "office@example.org",
  email2: "careers@example.org",
  address: "Sample Vidya Niketan School, 1 Campus Road, Sample Nagar 500000",
  centralOffice: "2 Office Street, Sample City 500001, phone 9000000003",
  facebookUrl: "https://example.org/sample-school/facebook",
  instagramUrl: "https://example.org/sample-school/instagram",
  linkedinUrl: "https://example.org/sample-school/linkedin",
  youtubeUrl: "https://example.org/sample-school/youtube",
  chatNumber: "+919000000001",
  // No campus map or video yet: the pages show the address with a directions link and a still picture where the video goes.
  mapEmbedUrl: "",
  videoUrl: "",
  registrationFormUrl: "https://example.org/sample-school/alumni-registration-form",
  networkName: "Sample National Schools Network",
  logoUrl: "/logo.svg",
  brandPrimary: "#7a1f1f",
  brandAccent: "#f4b942",
  timeZone: "Asia/Kolkata",
  documentMaxMb: 20,
  // The sample school shows its pages in Hindi and Telugu too; the office may switch either off.
  languages: "en,hi,te",
  // Until the office names one, the privacy notice gives the school office's e-mail and phone for grievances.
  grievanceName: "",
  grievanceEmail: "",
  grievancePhone: "",
  accessibilityGaps: [
    "Some older documents in Downloads are scanned pages without text, so a screen reader cannot read them; ask the office for the text.",
    "Videos on YouTube may not have captions in Hindi and Telugu.",
  ].join("\n"),
  ...CBSE_SAMPLES,
  ...SAMPLE_SCHOOL_FACTS,
  // The free-text facts in Hindi and Telugu (empty for a language without samples).
  ...sampleFactSettings(PREFIXED_LANGUAGES),
};
