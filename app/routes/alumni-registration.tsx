import type { Route } from "./+types/alumni-registration";
import { Carousel } from "~/components/carousel/carousel";
import { PageMeta } from "~/components/page-meta";
import { loadSlideSets } from "~/features/slides/page-slides.server";
import { ALUMNI_REGISTRATION_CAROUSEL } from "~/content/timings";
import { DEFAULT_SITE_SETTINGS } from "~/lib/site-settings/defaults";
import { useRootData } from "~/root";

export async function loader() {
  return { slideSets: await loadSlideSets(["alumniregistration"]) };
}

const MAINTENANCE_NOTICE =
  "The portal is currently undergoing maintenance. Please register using the provided Google Form";

export default function AlumniRegistrationPage({ loaderData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <section className="page content-page">
      <PageMeta
        title="Alumni and Teacher Registration"
        description="Former students and teachers of {school}: register with the alumni network."
        path="/Alumniregistration"
      />
      <header className="page-head">
        <h1>Alumni and Teacher Registration</h1>
        <p className="lead">Stay connected with the school, meet old friends and help today's students.</p>
      </header>
      <Carousel
        slides={loaderData.slideSets.alumniregistration ?? []}
        label="Alumni pictures"
        timing={ALUMNI_REGISTRATION_CAROUSEL}
        priority
        sizes="(min-width: 1000px) 900px, 100vw"
      />
      <div className="notice" role="status">
        <p>{MAINTENANCE_NOTICE}</p>
        <a className="button" href={settings.registrationFormUrl} target="_blank" rel="noopener">
          Open the registration form<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
