import type { Route } from "./+types/apply-submitted";
import { PageMeta } from "~/ui/page-meta";
import { loadSubmitted, personal, PERSONAL } from "~/modules/admissions/parent.server";

export const headers = () => PERSONAL;

export async function loader({ request }: Route.LoaderArgs) {
  return personal(await loadSubmitted(request));
}

export default function ApplySubmittedPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page apply-page">
      <PageMeta
        title="Application submitted"
        description="Admission application."
        path="/admissions/apply/submitted"
        noindex
      />
      <h1>Application submitted</h1>
      <p className="form-status form-status--ok" role="status" tabIndex={-1}>
        Thank you. Your application number is <strong data-reference="">{loaderData.number}</strong>.
      </p>
      <p>
        Keep this number. With your child&apos;s date of birth it shows where the application stands. The school office
        will contact you at {loaderData.email}.
      </p>
      <p>
        <a className="button" href="/admissions/status">
          See the application&apos;s status
        </a>
      </p>
    </section>
  );
}
