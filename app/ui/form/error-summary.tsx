import type { FormResult } from "~/kernel/form-result";

// The top of every public form after a refused post: what went wrong and a link to each field to correct. Without
// JavaScript the answering page renders it with `autofocus`, so the browser focuses it and scrolls to it; in the
// browser enhanceForm fills the same element from the answer (or its own check) and focuses it (showErrorSummary).

/** The summary's id for a form whose fields are `${idPrefix}-${name}`. */
export const errorSummaryId = (idPrefix: string) => `${idPrefix}-error-summary`;

/** A field's id for the summary's link: `fieldIds` names those not spelt `${idPrefix}-${name}`. */
export const fieldIdFor = (idPrefix: string, field: string, fieldIds: Record<string, string> = {}) =>
  fieldIds[field] ?? `${idPrefix}-${field}`;

export function ErrorSummary({
  idPrefix,
  result,
  fieldIds,
}: {
  idPrefix: string;
  result?: FormResult;
  /** Field name → the id of the control to go to, where it is not `${idPrefix}-${name}` (a group of boxes). */
  fieldIds?: Record<string, string>;
}) {
  const id = errorSummaryId(idPrefix);
  const refused = result && !result.ok ? result : undefined;
  const fields = Object.entries(refused?.fields ?? {}).filter(([field]) => field !== "_form");
  return (
    <div
      id={id}
      className="error-summary"
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${id}-title`}
      data-error-summary={idPrefix}
      data-field-ids={fieldIds ? JSON.stringify(fieldIds) : undefined}
      hidden={!refused}
      // The page answering a refused post without JavaScript: the browser focuses the summary and scrolls to it.
      autoFocus={Boolean(refused)}
    >
      <h2 id={`${id}-title`} className="error-summary__title">
        {refused?.message}
      </h2>
      {refused?.fields._form && refused.fields._form !== refused.message ? <p>{refused.fields._form}</p> : null}
      <ul className="error-summary__list">
        {fields.map(([field, message]) => (
          <li key={field}>
            <a href={`#${fieldIdFor(idPrefix, field, fieldIds)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
