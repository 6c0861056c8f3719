import { APPROVE_NEEDS_ADMIN } from "../kinds";
import { EditForm, type EditFormState, type FormRefusal } from "~/ui/form/edit-form";
import type { PendingRegistration } from "../community.server";
import { PhoneLink } from "~/ui/phone-link";

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

type Registration = PendingRegistration & { suggestedId: string };

/** One registration waiting for approval: what was sent, and the form that approves (after edits) or rejects it. */
export function PendingRegistrationCard({
  registration,
  refused,
  formKey,
  canApprove,
}: {
  registration: Registration;
  /** False for an editor: approving creates a record, which only administrators write (decision 112). */
  canApprove: boolean;
  /** The page's last refused post, when it was this registration's. */
  refused?: FormRefusal;
  formKey: string;
}) {
  const saved = registration as Record<string, unknown>;
  const defaults = Object.fromEntries(EDITABLE.map(([name]) => [name, String(saved[name] ?? "")]));
  return (
    <article className="card registration-card" aria-labelledby={`reg-${registration.id}`}>
      <RegistrationSummary registration={registration} />
      <EditForm
        key={formKey}
        name={`registration-${registration.id}`}
        idPrefix={`reg-${registration.id}`}
        defaults={{
          ...defaults,
          registerid: registration.suggestedId,
          showOnWebsite: registration.consent === 1 ? "on" : "",
        }}
        refused={refused}
        className="admin-form"
      >
        {(state) => (
          <ApprovalFields registration={registration} refused={Boolean(refused)} canApprove={canApprove} {...state} />
        )}
      </EditForm>
    </article>
  );
}

function RegistrationSummary({ registration }: { registration: Registration }) {
  return (
    <>
      <h3 id={`reg-${registration.id}`}>
        {registration.name} ({registration.studentorteacher}, {registration.admissionyear} - {registration.passoutyear})
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
        <PhoneLink number={registration.contactnum} />
        {registration.email ? ` · ${registration.email}` : ""} · received {registration.created_at.slice(0, 10)}
      </p>
      <p>
        {registration.consent ? "Agreed to be listed on the website." : "Did not agree to be listed on the website."}
      </p>
      {registration.duplicate_note ? (
        <p className="registration-flag" role="note">
          Possible duplicate: {registration.duplicate_note}
        </p>
      ) : null}
    </>
  );
}

function ApprovalFields({
  registration,
  refused,
  values,
  errors,
  restored,
  canApprove,
}: EditFormState & { registration: Registration; refused: boolean; canApprove: boolean }) {
  const prefix = `reg-${registration.id}`;
  return (
    <>
      <input type="hidden" name="registrationId" value={registration.id} />
      <label className="field-label" htmlFor={`${prefix}-registerid`}>
        Register ID
      </label>
      <input
        id={`${prefix}-registerid`}
        name="registerid"
        defaultValue={values.registerid}
        aria-invalid={errors.registerid ? true : undefined}
      />
      {errors.registerid ? <p className="field-error">{errors.registerid}</p> : null}
      <details open={refused || restored}>
        <summary>Edit before approving</summary>
        {EDITABLE.map(([name, label]) => (
          <div key={name} className="field">
            <label className="field-label" htmlFor={`${prefix}-${name}`}>
              {label}
            </label>
            <input
              id={`${prefix}-${name}`}
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
          id={`${prefix}-showOnWebsite`}
          type="checkbox"
          name="showOnWebsite"
          defaultChecked={registration.consent === 1 && values.showOnWebsite === "on"}
          disabled={registration.consent !== 1}
        />
        <label htmlFor={`${prefix}-showOnWebsite`}>Show on website (/Alumini)</label>
      </div>
      {errors.showOnWebsite ? <p className="field-error">{errors.showOnWebsite}</p> : null}
      {canApprove ? null : <p className="field-hint">{APPROVE_NEEDS_ADMIN}</p>}
      <div className="form-actions">
        {canApprove ? (
          <button type="submit" className="button" name="intent" value="approve">
            Approve <span className="visually-hidden">{registration.name}</span>
          </button>
        ) : null}
        <button type="submit" className="button button--danger" name="intent" value="reject" formNoValidate>
          Reject <span className="visually-hidden">{registration.name}</span>
        </button>
      </div>
    </>
  );
}
