import { useSiteData } from "./site-data";

/** schema.org description of the school for search engines; rendered on the home page. */
export function SchoolStructuredData() {
  const { settings, origin } = useSiteData();
  const school = {
    "@context": "https://schema.org",
    "@type": ["School", "EducationalOrganization"],
    name: settings.schoolName,
    alternateName: settings.shortName,
    slogan: settings.tagline,
    foundingDate: String(settings.foundedYear),
    url: `${origin}/`,
    telephone: settings.phone,
    email: settings.email,
    address: settings.address,
    sameAs: [settings.facebookUrl, settings.instagramUrl, settings.linkedinUrl, settings.youtubeUrl].filter(Boolean),
  };
  // "<" is escaped so no text from settings can close the script element.
  const json = JSON.stringify(school).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
