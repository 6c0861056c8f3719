import { useActionData, useLoaderData, useLocation } from "react-router";
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
import { formAction } from "~/kernel/form-action.server";
import { EditForm } from "~/ui/form/edit-form";
import type { Route } from "./+types/welcome.alumni-pending";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const registrations = await loadPendingRegistrations();
  return { registrations: registrations.map((row) => ({ ...row, suggestedId: suggestedRegisterId(row) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const id = Number(form.get("registrationId"));
    if (form.get("intent") === "reject") {
      await rejectRegistrationFromDashboard(id, user.actor);
      return redirectWithFlash(request, "/welcome/alumni/pending", {
        tone: "ok",
        text: "The registration was rejected.",
      });
    }
    const record = parseSubmission(approveRegistrationSchema, form);
    const { registerid } = await approveRegistrationFromDashboard(id, record, user.actor);
    return redirectWithFlash(request, "/welcome/alumni/pending", {
      tone: "ok",
      text: `Approved: ${record.name} is now alumni record ${registerid}${record.showOnWebsite ? ", shown on /Alumini" : ""}.`,
    });
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
  // A refusal about a registration still listed shows in its form; one about a registration gone shows here.
  const listed = registrations.some((registration) => failure?.values.registrationId === String(registration.id));
  return (
    <section className="dashboard-panel" aria-labelledby="pending-heading">
      <PageMeta title="Alumni registrations" description="Administration." path="/welcome/alumni/pending" noindex />
      <div className="panel-head">
        <h2 id="pending-heading">Alumni registrations waiting for approval</h2>
      </div>
      <StatusMessage tone="error" message={listed ? undefined : failure?.message} id={location.key} />
      {registrations.length === 0 ? <p className="empty-note">No registrations are waiting.</p> : null}
      {registrations.map((registration) => {
        const mine = failure?.values.registrationId === String(registration.id) ? failure : undefined;
        const saved = registration as Record<string, unknown>;
        const defaults = Object.fromEntries(EDITABLE.map(([name]) => [name, String(saved[name] ?? "")]));
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
            <EditForm
              key={location.key}
              name={`registration-${registration.id}`}
              idPrefix={`reg-${registration.id}`}
              defaults={{
                ...defaults,
                registerid: registration.suggestedId,
                showOnWebsite: registration.consent === 1 ? "on" : "",
              }}
              refused={mine}
              className="admin-form"
            >
              {({ values, errors, restored }) => (
                <>
                  <input type="hidden" name="registrationId" value={registration.id} />
                  <label className="field-label" htmlFor={`reg-${registration.id}-registerid`}>
                    Register ID
                  </label>
                  <input
                    id={`reg-${registration.id}-registerid`}
                    name="registerid"
                    defaultValue={values.registerid}
                    aria-invalid={errors.registerid ? true : undefined}
                  />
                  {errors.registerid ? <p className="field-error">{errors.registerid}</p> : null}
                  <details open={Boolean(mine) || restored}>
                    <summary>Edit before approving</summary>
                    {EDITABLE.map(([name, label]) => (
                      <div key={name} className="field">
                        <label className="field-label" htmlFor={`reg-${registration.id}-${name}`}>
                          {label}
                        </label>
                        <input
                          id={`reg-${registration.id}-${name}`}
                          name={name}
                          defaultValue={values[name]}
                          aria-invalid={errors[name] ? true : undefined}
                        />
                        {errors[name] ? <p className="field-error">{errors[name]}</p> : null}
                      </div>
                    ))}
                  </details>
                  <div className="field--check">
                    <input
                      id={`reg-${registration.id}-showOnWebsite`}
                      type="checkbox"
                      name="showOnWebsite"
                      defaultChecked={registration.consent === 1 && values.showOnWebsite === "on"}
                      disabled={registration.consent !== 1}
                    />
                    <label htmlFor={`reg-${registration.id}-showOnWebsite`}>Show on website (/Alumini)</label>
                  </div>
                  {errors.showOnWebsite ? <p className="field-error">{errors.showOnWebsite}</p> : null}
                  <div className="form-actions">
                    <button type="submit" className="button" name="intent" value="approve">
                      Approve <span className="visually-hidden">{registration.name}</span>
                    </button>
                    <button type="submit" className="button button--danger" name="intent" value="reject" formNoValidate>
                      Reject <span className="visually-hidden">{registration.name}</span>
                    </button>
                  </div>
                </>
              )}
            </EditForm>
          </article>
        );
      })}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
