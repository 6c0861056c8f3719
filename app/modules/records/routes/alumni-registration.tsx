import type { PageHandle } from "~/behaviours/names";
import type { Route } from "./+types/alumni-registration";
import { Carousel } from "~/ui/carousel/carousel";
import { PageMeta } from "~/ui/page-meta";
import { loadSlideSets } from "~/modules/slides/index.server";
import { ALUMNI_REGISTRATION_CAROUSEL } from "~/ui/carousel/carousel-timings";
import { requestInfoContext } from "~/kernel/context";
import { AlumniRegistrationForm } from "~/modules/records/ui/registration-form";
import { saveAlumniRegistrationForm } from "~/modules/records/registration.server";

export const handle: PageHandle = { behaviours: ["carousel", "registration-form"] };

export async function loader() {
  return { slideSets: await loadSlideSets(["alumniregistration"]) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return saveAlumniRegistrationForm(request, context.get(requestInfoContext).clientIp);
}

export default function AlumniRegistrationPage({ loaderData, actionData }: Route.ComponentProps) {
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
      <p>
        Studied or taught here? Register below. The school office checks every registration before it is added to the
        alumni records; you appear on the public alumni list only if you agree to it.
      </p>
      <div className="card">
        <AlumniRegistrationForm result={actionData} />
      </div>
    </section>
  );
}
