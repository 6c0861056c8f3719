import type { Route } from "./+types/apply";
import { PageMeta } from "~/ui/page-meta";
import { ErrorSummary } from "~/ui/form/error-summary";
import { FormField } from "~/ui/form/form-field";
import { requestInfoContext } from "~/kernel/context";
import { failedFields, failedValues } from "~/kernel/form-result";
import { applyStartAction, loadApplyStart, personal, PERSONAL } from "~/modules/admissions/parent.server";
import { STEP_TITLES } from "~/modules/admissions/schema";

export const headers = () => PERSONAL;

export async function loader({ request }: Route.LoaderArgs) {
  return personal({ ...(await loadApplyStart(request)), saved: new URL(request.url).searchParams.has("saved") });
}

export async function action({ request, context }: Route.ActionArgs) {
  return applyStartAction(request, context.get(requestInfoContext).clientIp);
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { open, academicYear, cutoffDate, classes, held, saved } = loaderData;
  const errors = failedFields(actionData);
  const values = failedValues(actionData);
  return (
    <section className="page apply-page">
      <PageMeta
        title="Apply for admission"
        description="Apply online for admission to {school}: your child, parents, school bus, documents."
        path="/admissions/apply"
      />
      <h1>Apply for admission {academicYear}</h1>
      {saved ? (
        <p className="form-status form-status--ok" role="status">
          Your answers are saved. Come back with the application number and your child&apos;s date of birth.
        </p>
      ) : null}
      {open ? (
        <>
          <p>
            Six short steps: your child, parents or guardians, the school bus, documents, declarations, and a last
            check. Each step is saved when you go on, so you can stop and come back.
          </p>
          {held ? (
            <p className="card">
              You have application <strong>{held.number}</strong> in progress.{" "}
              <a className="button" href={`/admissions/apply/${held.next}`}>
                Continue with “{STEP_TITLES[held.next]}”
              </a>
            </p>
          ) : null}
          <form method="post" className="card">
            <h2>Start a new application</h2>
            <p className="hint">Ages are counted on {cutoffDate}.</p>
            <AgeTable classes={classes} />
            <button type="submit" className="button" name="intent" value="start">
              Start the application
            </button>
          </form>
        </>
      ) : (
        <p className="card">
          Online applications are closed at the moment. <a href="/Onlineenquiryform">Send an enquiry</a> and the office
          will tell you when they open.
        </p>
      )}
      <form method="post" className="card public-form" noValidate>
        <h2>Continue an application</h2>
        <ErrorSummary idPrefix="resume" result={actionData} />
        <input type="hidden" name="intent" value="resume" />
        <div className="public-form__grid">
          <FormField
            id="resume-number"
            name="number"
            label="Application number"
            placeholder="ADM-2027-00001"
            required
            maxLength={20}
            defaultValue={values.number}
            error={errors.number}
          />
          <FormField
            id="resume-dateOfBirth"
            name="dateOfBirth"
            label="Child's date of birth"
            type="date"
            required
            defaultValue={values.dateOfBirth}
            error={errors.dateOfBirth}
          />
        </div>
        <button type="submit" className="button">
          Continue
        </button>
      </form>
      <p>
        Already submitted? <a href="/admissions/status">See where your application stands</a>.
      </p>
    </section>
  );
}

function AgeTable({ classes }: { classes: { name: string; minAge: number; maxAge: number }[] }) {
  return (
    <details className="apply-ages">
      <summary>Classes open and the age for each</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">Class</th>
            <th scope="col">Age on the cut-off date</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <td>
                {row.minAge} to {row.maxAge} years
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
