import { ErrorSummary } from "~/ui/form/error-summary";
import { PrivacyConsent } from "~/ui/form/privacy-consent";
import { FormField, FormStatus, HoneypotField, PhoneAndEmailFields } from "~/ui/form/form-field";
import { useEnhancement } from "~/ui/use-enhancement";
import { failedFields, failedValues, type FormResult } from "~/kernel/form-result";
import { enhanceEnquiryForm } from "../enhance-enquiry-form";
import { useT } from "~/ui/i18n";

/**
 * The Online Enquiry form (section 3 of the spec). Success goes to /SubmittedSuccessfully. In the browser
 * enhanceEnquiryForm checks and sends it in place.
 */
export function EnquiryForm({ initialResult }: { initialResult?: FormResult }) {
  const ref = useEnhancement(enhanceEnquiryForm);
  const errors = failedFields(initialResult);
  const values = failedValues(initialResult);
  const t = useT();
  return (
    <form
      ref={ref}
      method="post"
      className="public-form"
      data-form="enquiry"
      data-busy-label={t("form.submitting")}
      noValidate
    >
      <ErrorSummary idPrefix="enquiry" result={initialResult} />
      <fieldset className="public-form__fields">
        <legend className="visually-hidden">{t("enquiry.details")}</legend>
        <EnquiryGrid values={values} errors={errors} />
        <FormField
          id="enquiry-address"
          name="address"
          label={t("enquiry.address")}
          autoComplete="street-address"
          multiline
          maxLength={500}
          error={errors.address}
          defaultValue={values.address}
        />
        <div className="form-check">
          <input
            id="enquiry-daycareRequest"
            name="daycareRequest"
            type="checkbox"
            defaultChecked={values.daycareRequest === "on"}
          />
          <label htmlFor="enquiry-daycareRequest">{t("enquiry.daycare")}</label>
          {errors.daycareRequest ? <p className="field-error">{errors.daycareRequest}</p> : null}
        </div>
        <FormField
          id="enquiry-remarks"
          name="remarks"
          label={t("enquiry.remarks")}
          multiline
          maxLength={1000}
          error={errors.remarks}
          defaultValue={values.remarks}
        />
        <HoneypotField id="enquiry-website" />
        <PrivacyConsent />
        <button type="submit" className="button">
          {t("enquiry.submit")}
        </button>
      </fieldset>
      <FormStatus id="enquiry-status" message={initialResult?.message} ok={initialResult?.ok} />
    </form>
  );
}

/** The short fields, side by side on a wide screen: the student, the parent and how to reach them. */
function EnquiryGrid({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const t = useT();
  return (
    <div className="public-form__grid">
      <FormField
        id="enquiry-studentName"
        name="studentName"
        label={t("enquiry.studentName")}
        maxLength={100}
        required
        error={errors.studentName}
        defaultValue={values.studentName}
      />
      <FormField
        id="enquiry-parentName"
        name="parentName"
        label={t("enquiry.parentName")}
        autoComplete="name"
        maxLength={100}
        required
        error={errors.parentName}
        defaultValue={values.parentName}
      />
      <FormField
        id="enquiry-occupation"
        name="occupation"
        label={t("enquiry.occupation")}
        autoComplete="organization-title"
        maxLength={100}
        error={errors.occupation}
        defaultValue={values.occupation}
      />
      <FormField
        id="enquiry-presentSchool"
        name="presentSchool"
        label={t("enquiry.presentSchool")}
        maxLength={150}
        error={errors.presentSchool}
        defaultValue={values.presentSchool}
      />
      <FormField
        id="enquiry-admissionSought"
        name="admissionSought"
        label={t("enquiry.admissionSought")}
        maxLength={50}
        error={errors.admissionSought}
        defaultValue={values.admissionSought}
      />
      <PhoneAndEmailFields idPrefix="enquiry" values={values} errors={errors} />
    </div>
  );
}
