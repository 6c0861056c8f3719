import { ErrorSummary } from "~/ui/form/error-summary";
import { PrivacyConsent } from "~/ui/form/privacy-consent";
import { FormField, FormStatus, HoneypotField } from "~/ui/form/form-field";
import { useEnhancement } from "~/ui/use-enhancement";
import { failedFields, failedValues, type FormResult } from "~/kernel/form-result";
import { enhanceCallbackForm } from "../enhance-forms";
import { useLocalPath, useT } from "~/ui/i18n";
import { PHONE_INPUT } from "~/kernel/phone-input";

export const CALLBACK_FORM_ACTION = "/forms/callback";

/**
 * 'REQUEST A CALL BACK' (footer of every page). Without JavaScript it posts to /forms/callback, which
 * shows the result. In the browser (enhanceCallbackForm: the `callback-form` module, or this component's
 * effect on a page with React) the fields are checked, then sent to the same address without a page reload;
 * the button is disabled meanwhile, success clears the fields, and a failure (even an unreachable server)
 * shows the spec's message and keeps the text.
 */
export function CallbackForm({
  idPrefix = "callback",
  initialResult,
}: {
  idPrefix?: string;
  initialResult?: FormResult;
}) {
  const ref = useEnhancement(enhanceCallbackForm);
  const t = useT();
  const localPath = useLocalPath();
  const errors = failedFields(initialResult);
  const values = failedValues(initialResult);

  return (
    <form
      method="post"
      action={localPath(CALLBACK_FORM_ACTION)}
      ref={ref}
      className="callback-form"
      data-form="callback"
      data-busy-label={t("form.sending")}
      noValidate
    >
      <ErrorSummary
        idPrefix={idPrefix}
        result={initialResult}
        fieldIds={{ emailid: `${idPrefix}-email`, mobilnum: `${idPrefix}-phone` }}
      />
      <div className="callback-form__fields">
        <FormField
          id={`${idPrefix}-name`}
          name="name"
          label={t("form.name")}
          autoComplete="name"
          maxLength={100}
          required
          error={errors.name}
          defaultValue={values.name}
        />
        <FormField
          id={`${idPrefix}-email`}
          name="emailid"
          label={t("form.email")}
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errors.emailid}
          defaultValue={values.emailid}
        />
        <FormField
          id={`${idPrefix}-phone`}
          name="mobilnum"
          label={t("form.phone")}
          {...PHONE_INPUT}
          required
          error={errors.mobilnum}
          defaultValue={values.mobilnum}
        />
        <HoneypotField id={`${idPrefix}-website`} />
      </div>
      <PrivacyConsent />
      <button type="submit" className="button button--light">
        {t("callback.submit")}
      </button>
      <FormStatus id={`${idPrefix}-status`} message={initialResult?.message} ok={initialResult?.ok} />
    </form>
  );
}
