import { ErrorSummary } from "~/ui/form/error-summary";
import { PrivacyConsent } from "~/ui/form/privacy-consent";
import { FormField, FormStatus, HoneypotField } from "~/ui/form/form-field";
import { useEnhancement } from "~/ui/use-enhancement";
import { failedFields, failedValues, type FormResult } from "~/kernel/form-result";
import { enhanceRegistrationForm } from "../enhance-registration-form";
import { PHONE_INPUT } from "~/kernel/phone-input";

const GENDER_OPTIONS = [
  ["", "Select gender"],
  ["female", "Female"],
  ["male", "Male"],
  ["other", "Other"],
] as const;

const STUDENT_OR_TEACHER_OPTIONS = [
  ["", "Select student or teacher"],
  ["student", "Student"],
  ["teacher", "Teacher"],
] as const;

type Failed = { errors: Record<string, string>; values: Record<string, string> };

function fieldMaker({ errors, values }: Failed) {
  return (name: string, label: string, extra: Record<string, unknown> = {}) => (
    <FormField
      id={`alumni-${name}`}
      name={name}
      label={label}
      error={errors[name]}
      defaultValue={values[name]}
      {...extra}
    />
  );
}

/**
 * The alumni and teacher registration form: the managed alumni fields, consent to be listed, and a photo. Once
 * registered, the thanks stand in its place. In the browser enhanceRegistrationForm checks and sends it in place.
 */
export function AlumniRegistrationForm({ result }: { result?: FormResult }) {
  const ref = useEnhancement(enhanceRegistrationForm);
  const failed = { errors: failedFields(result), values: failedValues(result) };
  if (result?.ok) {
    return (
      <div data-form="alumni-registration">
        <FormStatus id="alumni-status" message={result.message} ok />
      </div>
    );
  }
  return (
    <form
      ref={ref}
      method="post"
      encType="multipart/form-data"
      className="public-form registration-form"
      data-form="alumni-registration"
      data-busy-label="Sending..."
      noValidate
    >
      <ErrorSummary idPrefix="alumni" result={result} />
      <AboutYouFields {...failed} />
      <WorkFields {...failed} />
      <LinksFields {...failed} />
      <div className="form-check">
        <input id="alumni-consent" name="consent" type="checkbox" defaultChecked={failed.values.consent === "on"} />
        <label htmlFor="alumni-consent">
          I agree that my name, photo, work, years at the school, city and story may be shown on the school's public
          alumni list. (Phone, e-mail and links are never shown.)
        </label>
      </div>
      <HoneypotField id="alumni-website" />
      <PrivacyConsent />
      <button type="submit" className="button">
        Register
      </button>
      <FormStatus id="alumni-status" message={result?.message} ok={result?.ok} />
    </form>
  );
}

function AboutYouFields(failed: Failed) {
  const field = fieldMaker(failed);
  return (
    <fieldset>
      <legend>About you</legend>
      <div className="public-form__grid">
        {field("name", "Full name", { required: true, maxLength: 100, autoComplete: "name" })}
        <RequiredSelect name="gender" label="Gender" options={GENDER_OPTIONS} {...failed} />
        <RequiredSelect name="studentorteacher" label="I was a" options={STUDENT_OR_TEACHER_OPTIONS} {...failed} />
        {field("admissionyear", "Year you joined", { required: true, inputMode: "numeric", maxLength: 4 })}
        {field("passoutyear", "Year you left (passout year)", { required: true, inputMode: "numeric", maxLength: 4 })}
        {field("branch", "Board or branch (SSC, CBSE...)", { required: true, maxLength: 100 })}
        {field("contactnum", "Contact number", { required: true, ...PHONE_INPUT })}
        {field("email", "Email", { type: "email", maxLength: 254, autoComplete: "email" })}
      </div>
    </fieldset>
  );
}

function RequiredSelect({
  name,
  label,
  options,
  errors,
  values,
}: Failed & { name: string; label: string; options: readonly (readonly [string, string])[] }) {
  const id = `alumni-${name}`;
  return (
    <div className={`form-field${errors[name] ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="field-label">
        {label} <span aria-hidden="true">(required)</span>
      </label>
      <select
        id={id}
        name={name}
        defaultValue={values[name] ?? ""}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {errors[name] ? (
        <p id={`${id}-error`} className="field-error">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
}

function WorkFields(failed: Failed) {
  const field = fieldMaker(failed);
  return (
    <fieldset>
      <legend>Your work</legend>
      <div className="public-form__grid">
        {field("typeofemployee", "Type of employment (government, private, own business...)", {
          required: true,
          maxLength: 100,
        })}
        {field("designation", "Designation", { required: true, maxLength: 100, autoComplete: "organization-title" })}
        {field("companyname", "Company or organisation", {
          required: true,
          maxLength: 150,
          autoComplete: "organization",
        })}
        {field("companylocation", "Location (city)", { required: true, maxLength: 150 })}
      </div>
    </fieldset>
  );
}

function LinksFields(failed: Failed) {
  const field = fieldMaker(failed);
  return (
    <fieldset>
      <legend>Links and a few words (optional)</legend>
      <div className="public-form__grid">
        {field("linkedinurl", "LinkedIn address", { type: "url", maxLength: 500 })}
        {field("facebookurl", "Facebook address", { type: "url", maxLength: 500 })}
        {field("blogurl", "Blog address", { type: "url", maxLength: 500 })}
        {field("websiteurl", "Website address", { type: "url", maxLength: 500 })}
      </div>
      {field("comments", "Your story (shown on the alumni list if you agree below)", {
        multiline: true,
        maxLength: 2000,
      })}
      {field("photo", "Photo (JPEG or PNG, optional)", {
        type: "file",
        accept: "image/jpeg,image/png,image/webp",
        defaultValue: undefined,
      })}
    </fieldset>
  );
}
