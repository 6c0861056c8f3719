import { useNavigation } from "react-router";
import { EditForm } from "~/ui/form/edit-form";
import { checkSubmission, FORM_MESSAGE_KEY, type FormRefusal } from "~/kernel/form";
import { formConstraints, type FormConstraints } from "~/kernel/form-constraints";
import type { FieldSpec, RecordKind } from "../kinds";
import { formatAadhaar } from "~/kernel/aadhaar";
import { shownPhone } from "~/kernel/phone-shown";

type Props = {
  kind: RecordKind;
  mode: "create" | "update";
  /** Values shown when the form opens: the loaded record on update. */
  initial?: Record<string, unknown>;
  /** The page's last refused post: its messages and typed values. */
  failure?: FormRefusal;
};

const asText = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** A stored value as the office reads and types it: phones as India writes them, Aadhaar in groups of four. */
function shownValue(field: FieldSpec | undefined, value: unknown) {
  const text = asText(value);
  if (field?.input === "tel") return shownPhone(text).text;
  return field?.aadhaar ? formatAadhaar(text) : text;
}

/**
 * Registration and update form of a record: the kind's own zod schema checks it in the browser and
 * again in the route's action; each message shows in red under its field, and a refusal keeps every
 * typed value. Posts to its own page, so it works without JavaScript too.
 */
export function RecordForm({ kind, mode, initial = {}, failure }: Props) {
  const navigation = useNavigation();
  const prefix = `${kind.id}-${mode}`;
  const submitting = navigation.state === "submitting" && navigation.formData?.get("intent") === mode;
  const schema = mode === "create" ? kind.createSchema : kind.updateSchema;
  const constraints = formConstraints(schema);
  const defaults = Object.fromEntries(
    Object.entries(initial).map(([name, value]) => [
      name,
      shownValue(
        kind.fields.find((field) => field.name === name),
        value,
      ),
    ]),
  );

  return (
    <EditForm
      name={`${kind.id}-${mode}`}
      idPrefix={prefix}
      defaults={defaults}
      refused={failure}
      check={(form) => checkSubmission(schema, form)}
      className="record-form"
      aria-label={mode === "create" ? `Register ${kind.noun}` : `Update ${kind.noun}`}
      preventScrollReset
    >
      {({ values, errors, closeProps }) => (
        <>
          <input type="hidden" name="intent" value={mode} />
          <div className="record-form-grid">
            {kind.fields.map((field) => (
              <Field
                key={field.name}
                field={field}
                id={`${prefix}-${field.name}`}
                defaultValue={asText(values[field.name])}
                error={errors[field.name]}
                readOnly={mode === "update" && field.name === kind.key}
                constraints={constraints}
              />
            ))}
          </div>
          {errors[FORM_MESSAGE_KEY] ? <p className="field-error">{errors[FORM_MESSAGE_KEY]}</p> : null}
          <div className="record-form-buttons">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? "Saving..." : mode === "create" ? "Register" : "Update"}
            </button>
            <button type="reset" className="button button--ghost" {...closeProps}>
              {mode === "update" && kind.id === "faculty" ? "Cancel" : "Close"}
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}

function Field({
  field,
  id,
  defaultValue,
  error,
  readOnly,
  constraints,
}: {
  field: FieldSpec;
  id: string;
  defaultValue: string;
  error?: string;
  readOnly: boolean;
  constraints: FormConstraints;
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
      <select {...constraints.choice(field.name)} {...common}>
        <option value="">Select {field.label.toLowerCase()}</option>
        {field.options?.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.input === "textarea") {
    control = <textarea {...constraints.text(field.name)} {...common} rows={3} />;
  } else if (field.input === "checkbox") {
    const { defaultValue: value, ...rest } = common;
    control = <input {...rest} type="checkbox" defaultChecked={["1", "true", "on"].includes(value)} />;
  } else {
    const type =
      field.input === "email" ? "email" : field.input === "tel" ? "tel" : field.input === "url" ? "url" : "text";
    const keypad = field.input === "tel" ? "tel" : field.input === "number" || field.aadhaar ? "numeric" : undefined;
    control = (
      <input
        {...constraints.input(field.name)}
        {...common}
        type={type}
        inputMode={keypad}
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
