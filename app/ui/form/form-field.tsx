import type { InputHTMLAttributes } from "react";
import { useT } from "../i18n";
import { PHONE_INPUT } from "~/kernel/phone-input";

type FieldProps = {
  /** Unique on the page: the input's id, and `${id}-error` for its message. */
  id: string;
  name: string;
  label: string;
  error?: string;
  required?: boolean;
  multiline?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "required">;

/**
 * A labelled input whose error is visible and tied to it: the asterisk marker of the spec next to the
 * label, the readable message below, aria-invalid and aria-describedby on the input.
 */
export function FormField({ id, name, label, error, required, multiline, ...input }: FieldProps) {
  const errorId = `${id}-error`;
  const t = useT();
  const invalid = error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {};
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="form-field__required" aria-hidden="true">
            {" "}
            {t("form.required")}
          </span>
        ) : null}
        {error ? (
          <span className="form-field__marker" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea
          id={id}
          name={name}
          required={required}
          maxLength={input.maxLength}
          defaultValue={input.defaultValue as string | undefined}
          disabled={input.disabled}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          {...invalid}
        />
      ) : (
        <input id={id} name={name} required={required} {...input} {...invalid} />
      )}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The "leave this empty" field (HONEYPOT_FIELD of the schemas, spelt out to keep zod out of the page bundle). */
export function HoneypotField({ id }: { id: string }) {
  const t = useT();
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/**
 * The form's status region: success and failure messages are announced and stay visible. A success (with its
 * reference) is the confirmation: the page answering the post focuses it, so it is in view (enhanceForm does the
 * same in the browser).
 */
export function FormStatus({ message, ok, id }: { message?: string; ok?: boolean; id?: string }) {
  const confirmation = ok && message ? { tabIndex: -1, autoFocus: true, "data-confirmation": "" } : {};
  return (
    <div
      id={id}
      role="status"
      aria-live="polite"
      className={message ? `form-status form-status--${ok ? "ok" : "error"}` : "form-status--empty"}
      {...confirmation}
    >
      {message}
    </div>
  );
}

const PHONE_AND_EMAIL = [
  { name: "phone", label: "form.phone", ...PHONE_INPUT },
  { name: "email", label: "form.email", type: "email", autoComplete: "email", maxLength: 254 },
] as const;

/** The required phone (as people write it) and e-mail pair of the enquiry and pledge forms, posted as `phone` and `email`. */
export function PhoneAndEmailFields({
  idPrefix,
  values,
  errors,
}: {
  idPrefix: string;
  values: { phone?: string; email?: string };
  errors: { phone?: string; email?: string };
}) {
  const t = useT();
  return (
    <>
      {PHONE_AND_EMAIL.map(({ name, label, ...field }) => (
        <FormField
          key={name}
          id={`${idPrefix}-${name}`}
          name={name}
          label={t(label)}
          {...field}
          required
          error={errors[name]}
          defaultValue={values[name]}
        />
      ))}
    </>
  );
}
