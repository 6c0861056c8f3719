import type { ComponentProps, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

// The dashboard's labelled fields, whose error is tied to the control (aria-invalid + aria-describedby),
// and the live region where a form's outcome is announced. Used by the admin panels and the login form.

export type PanelStatus = { tone: "ok" | "error"; text: string } | undefined;

/** The polite live region where a form's success or failure is announced. */
export function StatusRegion({ id, status }: { id: string; status?: PanelStatus }) {
  return (
    <div id={id} role="status" aria-live="polite" aria-atomic="true">
      {status ? <p className={`form-status form-status--${status.tone}`}>{status.text}</p> : null}
    </div>
  );
}

type FieldShell = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
};

function Shell({ id, label, error, hint, children }: FieldShell) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children(describedBy)}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { id: string; label: string; error?: string; hint?: string };

export function TextField({ id, label, error, hint, ...input }: Common & ComponentProps<"input">) {
  return (
    <Shell {...{ id, label, error, hint }}>
      {(describedBy) => (
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
    </Shell>
  );
}

export function TextAreaField({
  id,
  label,
  error,
  hint,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Shell {...{ id, label, error, hint }}>
      {(describedBy) => (
        <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      )}
    </Shell>
  );
}

export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  ...input
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (string | { value: string; label: string })[] }) {
  return (
    <Shell {...{ id, label, error, hint }}>
      {(describedBy) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input}>
          {options.map((option) => {
            const { value, label: text } = typeof option === "string" ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </Shell>
  );
}
