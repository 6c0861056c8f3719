import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { FormField, FormStatus, HoneypotField } from "~/components/form/form-field";
import { failedFields, failedValues, type FormResult } from "~/lib/form-result";
import { CONTACT_SUBMITTING } from "./messages";

/**
 * The Contact Us form: name, e-mail, subject and message. While it is sent, every input and the button
 * are disabled and 'Submitting your message, please wait...' shows; success clears it, failure keeps the text.
 */
export function ContactForm({ initialResult }: { initialResult?: FormResult }) {
  const fetcher = useFetcher<FormResult>({ key: "contact-form" });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? initialResult;
  const errors = busy ? {} : failedFields(result);
  const values = failedValues(result);

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="public-form"
      noValidate
      defaultShouldRevalidate={false}
      aria-busy={busy}
    >
      <fieldset disabled={busy} className="public-form__fields">
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
        <button type="submit" className="button">
          Send message
        </button>
      </fieldset>
      <FormStatus id="contact-status" message={busy ? CONTACT_SUBMITTING : result?.message} ok={busy || result?.ok} />
    </fetcher.Form>
  );
}
