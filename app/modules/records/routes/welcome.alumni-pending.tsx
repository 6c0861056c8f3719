import { data, Form, useActionData, useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  approveRegistrationFromDashboard,
  loadPendingRegistrations,
  rejectRegistrationFromDashboard,
  suggestedRegisterId,
} from "~/modules/records/community.server";
import { approveRegistrationSchema } from "~/modules/records/alumni-schema";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import type { Route } from "./+types/welcome.alumni-pending";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const registrations = await loadPendingRegistrations();
  return { registrations: registrations.map((row) => ({ ...row, suggestedId: suggestedRegisterId(row) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const form = await request.formData();
  const id = Number(form.get("registrationId"));
  const actor = user.actor;
  if (form.get("intent") === "reject") {
    const result = await rejectRegistrationFromDashboard(id, actor);
    return redirectWithFlash(request, "/welcome/alumni/pending", {
      tone: result.ok ? "ok" : "error",
      text: result.ok ? "The registration was rejected." : result.message,
    });
  }
  const submission = parseSubmission(approveRegistrationSchema, form);
  if (!submission.ok) return data({ ...submission, registrationId: id }, { status: 400 });
  const result = await approveRegistrationFromDashboard(id, submission.data, actor);
  if (!result.ok)
    return data(
      {
        ok: false as const,
        message: result.message,
        fields: result.fields,
        values: submission.values,
        registrationId: id,
      },
      { status: result.status },
    );
  return redirectWithFlash(request, "/welcome/alumni/pending", {
    tone: "ok",
    text: `Approved: ${submission.data.name} is now alumni record ${result.registerid}${submission.data.showOnWebsite ? ", shown on /Alumini" : ""}.`,
  });
}

const EDITABLE: [string, string][] = [
  ["name", "Name"],
  ["gender", "Gender (male, female, other)"],
  ["studentorteacher", "Student or teacher"],
  ["admissionyear", "Admission year"],
  ["passoutyear", "Passout year"],
  ["branch", "Branch"],
  ["contactnum", "Contact number"],
  ["typeofemployee", "Type of employee"],
  ["designation", "Designation"],
  ["companyname", "Company name"],
  ["companylocation", "Company location"],
  ["facebookurl", "Facebook URL"],
  ["linkedinurl", "LinkedIn URL"],
  ["blogurl", "Blog URL"],
  ["websiteurl", "Website URL"],
  ["comments", "Comments (the public details)"],
];

export default function PendingRegistrations() {
  const { registrations } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  return (
    <section className="dashboard-panel" aria-labelledby="pending-heading">
      <PageMeta title="Alumni registrations" description="Administration." path="/welcome/alumni/pending" noindex />
      <div className="panel-head">
        <h2 id="pending-heading">Alumni registrations waiting for approval</h2>
      </div>
      <StatusMessage tone="error" message={failure?.message} id={location.key} />
      {registrations.length === 0 ? <p className="empty-note">No registrations are waiting.</p> : null}
      {registrations.map((registration) => {
        const mine = failure && failure.registrationId === registration.id ? failure : undefined;
        const value = (name: string) =>
          mine ? (mine.values[name] ?? "") : String((registration as Record<string, unknown>)[name] ?? "");
        return (
          <article key={registration.id} className="card registration-card" aria-labelledby={`reg-${registration.id}`}>
            <h3 id={`reg-${registration.id}`}>
              {registration.name} ({registration.studentorteacher}, {registration.admissionyear} -{" "}
              {registration.passoutyear})
            </h3>
            {registration.photoUrl ? (
              <img
                src={registration.photoUrl}
                alt={`Photo sent by ${registration.name}`}
                width={96}
                height={96}
                className="registration-card__photo"
              />
            ) : null}
            <p>
              {registration.designation}, {registration.companyname}, {registration.companylocation} ·{" "}
              {registration.contactnum}
              {registration.email ? ` · ${registration.email}` : ""} · received {registration.created_at.slice(0, 10)}
            </p>
            <p>
              {registration.consent
                ? "Agreed to be listed on the website."
                : "Did not agree to be listed on the website."}
            </p>
            {registration.duplicate_note ? (
              <p className="registration-flag" role="note">
                Possible duplicate: {registration.duplicate_note}
              </p>
            ) : null}
            <Form method="post" className="admin-form">
              <input type="hidden" name="registrationId" value={registration.id} />
              <label className="field-label" htmlFor={`reg-${registration.id}-registerid`}>
                Register ID
              </label>
              <input
                id={`reg-${registration.id}-registerid`}
                name="registerid"
                defaultValue={mine ? value("registerid") : registration.suggestedId}
              />
              {mine?.fields.registerid ? <p className="field-error">{mine.fields.registerid}</p> : null}
              <details open={Boolean(mine)}>
                <summary>Edit before approving</summary>
                {EDITABLE.map(([name, label]) => (
                  <div key={name} className="field">
                    <label className="field-label" htmlFor={`reg-${registration.id}-${name}`}>
                      {label}
                    </label>
                    <input
                      id={`reg-${registration.id}-${name}`}
                      name={name}
                      defaultValue={value(name)}
                      aria-invalid={mine?.fields[name] ? true : undefined}
                    />
                    {mine?.fields[name] ? <p className="field-error">{mine.fields[name]}</p> : null}
                  </div>
                ))}
              </details>
              <div className="field--check">
                <input
                  id={`reg-${registration.id}-show`}
                  type="checkbox"
                  name="showOnWebsite"
                  defaultChecked={registration.consent === 1}
                  disabled={registration.consent !== 1}
                />
                <label htmlFor={`reg-${registration.id}-show`}>Show on website (/Alumini)</label>
              </div>
              {mine?.fields.showOnWebsite ? <p className="field-error">{mine.fields.showOnWebsite}</p> : null}
              <div className="form-actions">
                <button type="submit" className="button" name="intent" value="approve">
                  Approve <span className="visually-hidden">{registration.name}</span>
                </button>
                <button type="submit" className="button button--danger" name="intent" value="reject" formNoValidate>
                  Reject <span className="visually-hidden">{registration.name}</span>
                </button>
              </div>
            </Form>
          </article>
        );
      })}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
