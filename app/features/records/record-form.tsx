import { useState, type FormEvent } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { FORM_ERROR_KEY, parseForm } from "~/lib/validation";
import type { PanelActionResult } from "../dashboard/dashboard-data";
import type { FieldSpec, RecordKind } from "./kinds";

type Props = {
  kind: RecordKind;
  mode: "create" | "update";
  /** Values shown when the form opens (the loaded record on update). */
  initial?: Record<string, unknown>;
  /** The refused post, if the last one was this form's. */
  result?: PanelActionResult;
};

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * Registration and update form of a record: the kind's own zod schema checks it in the browser
 * and again on the server; each message shows in red under its field. Posts to the page's action, so
 * it works without JavaScript too.
 */
export function RecordForm({ kind, mode, initial = {}, result }: Props) {
  const location = useLocation();
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const prefix = `${kind.id}-${mode}`;
  const submitting =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === mode &&
    navigation.formData?.get("kind") === kind.id;
  const errors = { ...(result?.fields ?? {}), ...clientErrors };
  const defaults = result ? { ...initial, ...result.values } : initial;
  const schema = mode === "create" ? kind.createSchema : kind.updateSchema;

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = parseForm(schema, new FormData(event.currentTarget));
    if (parsed.ok) {
      setClientErrors({});
      return;
    }
    event.preventDefault();
    setClientErrors(parsed.fields);
    const first = kind.fields.find((field) => parsed.fields[field.name]);
    if (first) document.getElementById(`${prefix}-${first.name}`)?.focus();
  }

  return (
    <Form
      method="post"
      action={`${location.pathname}${location.search}`}
      noValidate
      onSubmit={check}
      onReset={() => setClientErrors({})}
      className="record-form"
      aria-label={mode === "create" ? `Register ${kind.noun}` : `Update ${kind.noun}`}
      // A new page (after success) opens a fresh form; a refusal keeps what was typed.
      key={location.key}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={mode} />
      <input type="hidden" name="kind" value={kind.id} />
      {mode === "update" ? <input type="hidden" name="key" value={asText(initial[kind.key])} /> : null}
      <div className="record-form-grid">
        {kind.fields.map((field) => (
          <Field
            key={field.name}
            field={field}
            id={`${prefix}-${field.name}`}
            defaultValue={asText(defaults[field.name])}
            error={errors[field.name]}
            readOnly={mode === "update" && field.name === kind.key}
          />
        ))}
      </div>
      {errors[FORM_ERROR_KEY] ? <p className="field-error">{errors[FORM_ERROR_KEY]}</p> : null}
      <div className="record-form-buttons">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? "Saving..." : mode === "create" ? "Register" : "Update"}
        </button>
        <button type="reset" className="button button--ghost">
          {mode === "update" && kind.id === "faculty" ? "Cancel" : "Close"}
        </button>
      </div>
    </Form>
  );
}

function Field({
  field,
  id,
  defaultValue,
  error,
  readOnly,
}: {
  field: FieldSpec;
  id: string;
  defaultValue: string;
  error?: string;
  readOnly: boolean;
}) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: field.name,
    defaultValue,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  } as const;
  let control;
  if (field.input === "select") {
    control = (
      <select {...common}>
        <option value="">Select {field.label.toLowerCase()}</option>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.input === "textarea") {
    control = <textarea {...common} rows={3} />;
  } else {
    const type =
      field.input === "email" ? "email" : field.input === "tel" ? "tel" : field.input === "url" ? "url" : "text";
    const numeric = field.input === "number" || field.input === "tel" || field.aadhaar;
    control = (
      <input
        {...common}
        type={type}
        inputMode={numeric ? "numeric" : undefined}
        readOnly={readOnly}
        aria-readonly={readOnly || undefined}
        autoComplete="off"
      />
    );
  }
  return (
    <div className={`record-field${field.input === "textarea" ? " record-field--wide" : ""}`}>
      <label htmlFor={id} className="field-label">
        {field.label}
      </label>
      {control}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
