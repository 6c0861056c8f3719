import { useEffect, useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { useUnsavedChanges } from "~/ui/form/unsaved-changes";
import { FORM_MESSAGE_KEY, parseSubmission, type SubmissionFailure } from "~/kernel/form";
import type { FieldSpec, RecordKind } from "../kinds";

type Props = {
  kind: RecordKind;
  mode: "create" | "update";
  /** Values shown when the form opens (the loaded record on update, a kept draft). */
  initial?: Record<string, unknown>;
  /** The refused post, if the last one was this form's: its messages and typed values. */
  failure?: SubmissionFailure;
  /** The form opens with unsaved text (a draft kept over a sign-in). */
  restored?: boolean;
};

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * Registration and update form of a record: the kind's own zod schema checks it in the browser and
 * again in the route's action; each message shows in red under its field, and a refusal keeps every
 * typed value. Posts to its own page, so it works without JavaScript too.
 */
export function RecordForm({ kind, mode, initial = {}, failure, restored = false }: Props) {
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const guard = useUnsavedChanges({ startsChanged: restored });
  const { markChanged } = guard;
  const prefix = `${kind.id}-${mode}`;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const errors = { ...(failure?.fields ?? {}), ...clientErrors };
  const defaults = failure ? { ...initial, ...failure.values } : initial;
  const schema = mode === "create" ? kind.createSchema : kind.updateSchema;

  useEffect(() => {
    if (!failure) return;
    markChanged();
    // A refusal from the server puts the clerk on its first field, label in view under the sticky menu.
    const first = kind.fields.find((field) => failure.fields[field.name]);
    if (first) document.getElementById(`${prefix}-${first.name}`)?.focus();
  }, [failure, markChanged, kind, prefix]);

  function check(event: FormEvent<HTMLFormElement>) {
    const parsed = parseSubmission(schema, new FormData(event.currentTarget));
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
      noValidate
      {...guard.formProps}
      onSubmit={check}
      onReset={() => {
        setClientErrors({});
        guard.formProps.onReset();
      }}
      className="record-form"
      aria-label={mode === "create" ? `Register ${kind.noun}` : `Update ${kind.noun}`}
      preventScrollReset
    >
      <input type="hidden" name="intent" value={mode} />
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
      {errors[FORM_MESSAGE_KEY] ? <p className="field-error">{errors[FORM_MESSAGE_KEY]}</p> : null}
      <div className="record-form-buttons">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? "Saving..." : mode === "create" ? "Register" : "Update"}
        </button>
        <button type="reset" className="button button--ghost" {...guard.closeProps}>
          {mode === "update" && kind.id === "faculty" ? "Cancel" : "Close"}
        </button>
      </div>
      {guard.dialog}
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
  } else if (field.input === "checkbox") {
    const { defaultValue: value, ...rest } = common;
    control = <input {...rest} type="checkbox" defaultChecked={["1", "true", "on"].includes(value)} />;
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
