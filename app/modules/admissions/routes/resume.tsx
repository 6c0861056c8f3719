import type { Route } from "./+types/resume";
import { PageMeta } from "~/ui/page-meta";
import { FormStatus } from "~/ui/form/form-field";
import { resumeLinkAction, PERSONAL } from "~/modules/admissions/parent.server";

// Opening the link changes nothing (mail programs open links to check them); the button uses it up.

export const headers = () => PERSONAL;

export async function action({ request, params }: Route.ActionArgs) {
  return resumeLinkAction(request, params.token);
}

export default function ResumePage({ actionData }: Route.ComponentProps) {
  return (
    <section className="page apply-page">
      <PageMeta
        title="Continue your application"
        description="Admission application."
        path="/admissions/resume"
        noindex
      />
      <h1>Continue your admission application</h1>
      <FormStatus id="resume-status" message={actionData?.message} ok={actionData?.ok} />
      {actionData && !actionData.ok ? (
        <p>
          <a href="/admissions/apply">Continue with the application number and date of birth</a>
        </p>
      ) : (
        <form method="post">
          <p>This link opens your application once.</p>
          <button type="submit" className="button">
            Continue my application
          </button>
        </form>
      )}
    </section>
  );
}
