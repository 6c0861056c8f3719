import type { ReactNode } from "react";
import { useT } from "~/ui/i18n";

export type Failed = { values: Record<string, string>; errors: Record<string, string> };

/** A labelled select with its message tied to it, as FormField is for inputs. */
export function SelectField({
  id,
  name,
  label,
  options,
  value,
  error,
  required,
}: {
  id: string;
  name: string;
  label: string;
  options: readonly (readonly [string, string])[];
  value?: string;
  error?: string;
  required?: boolean;
}) {
  const t = useT();
  return (
    <div className={`form-field${error ? " form-field--invalid" : ""}`}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? <span className="form-field__required"> {t("form.required")}</span> : null}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A group of radio buttons with one message. */
export function ChoiceField({
  id,
  name,
  legend,
  options,
  value,
  error,
}: {
  id: string;
  name: string;
  legend: string;
  options: readonly (readonly [string, string])[];
  value?: string;
  error?: string;
}) {
  const t = useT();
  return (
    <fieldset className={`form-field choice-field${error ? " form-field--invalid" : ""}`} id={id}>
      <legend className="field-label">
        {legend}
        <span className="form-field__required"> {t("form.required")}</span>
      </legend>
      {options.map(([optionValue, text]) => (
        <label key={optionValue} className="choice-field__option">
          <input
            type="radio"
            name={name}
            value={optionValue}
            defaultChecked={value === optionValue}
            aria-describedby={error ? `${id}-error` : undefined}
          />{" "}
          {text}
        </label>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** A checkbox whose message sits under it. */
export function TickField({
  id,
  name,
  checked,
  error,
  children,
}: {
  id: string;
  name: string;
  checked?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`form-check${error ? " form-field--invalid" : ""}`}>
      <input
        id={id}
        name={name}
        type="checkbox"
        defaultChecked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <label htmlFor={id}>{children}</label>
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
