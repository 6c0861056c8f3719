import { ErrorSummary } from "~/ui/form/error-summary";
import { PrivacyConsent } from "~/ui/form/privacy-consent";
import { FormField, FormStatus, HoneypotField } from "~/ui/form/form-field";
import { useEnhancement } from "~/ui/use-enhancement";
import { failedFields, failedValues, type FormResult } from "~/kernel/form-result";
import { enhanceContactForm } from "../enhance-forms";
import { CONTACT_SUBMITTING } from "../messages";

/**
 * The Contact Us form: name, e-mail, subject and message, as the server answers it. In the browser
 * (enhanceContactForm) every input and the button are disabled while it is sent and 'Submitting your message,
 * please wait...' shows; success clears it, failure keeps the text.
 */
export function ContactForm({ initialResult }: { initialResult?: FormResult }) {
  const ref = useEnhancement(enhanceContactForm);
  const errors = failedFields(initialResult);
  const values = failedValues(initialResult);
  return (
    <form
      ref={ref}
      method="post"
      className="public-form"
      data-form="contact"
      data-busy-status={CONTACT_SUBMITTING}
      noValidate
    >
      <ErrorSummary idPrefix="contact" result={initialResult} fieldIds={{ emailid: "contact-email" }} />
      <fieldset className="public-form__fields">
        <legend className="visually-hidden">Your message</legend>
        <FormField
          id="contact-name"
          name="name"
          label="Name"
          autoComplete="name"
          maxLength={100}
          required
          error={errors.name}
          defaultValue={values.name}
        />
        <FormField
          id="contact-email"
          name="emailid"
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={254}
          required
          error={errors.emailid}
          defaultValue={values.emailid}
        />
        <FormField
          id="contact-subject"
          name="subject"
          label="Subject"
          maxLength={150}
          required
          error={errors.subject}
          defaultValue={values.subject}
        />
        <FormField
          id="contact-message"
          name="message"
          label="Message"
          multiline
          maxLength={4000}
          required
          error={errors.message}
          defaultValue={values.message}
        />
        <HoneypotField id="contact-website" />
        <PrivacyConsent />
        <button type="submit" className="button">
          Send message
        </button>
      </fieldset>
      <FormStatus id="contact-status" message={initialResult?.message} ok={initialResult?.ok} />
    </form>
  );
}
