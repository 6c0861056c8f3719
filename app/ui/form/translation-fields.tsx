import { KNOWN_LANGUAGES } from "~/kernel/i18n/languages";
import { translationFieldName } from "~/kernel/i18n/content";
import { TextAreaField, TextField } from "./panel-fields";

/**
 * A translated field's label must not contain the English field's label ("Headline in हिन्दी", not "Title in …"),
 * so the English field keeps a label of its own.
 */
export type TranslatedField = {
  /** The English field's name (title, summary, body…). */
  field: string;
  label: string;
  /** A text area of this many rows; a one-line input without. */
  rows?: number;
  maxLength?: number;
};

/**
 * The office's translations of a thing's words, under the English fields: one folded group per language switched
 * on (Site settings), opened when it holds text or an error. Empty fields show the English text to readers of that
 * language. A third language switched on appears here with no change to the form.
 */
export function TranslationFields({
  idPrefix,
  fields,
  values,
  errors,
  languages: enabled,
  compact = false,
}: {
  /** The codes of the languages switched on (the root loader's `languages`). */
  languages: readonly string[];
  idPrefix: string;
  fields: readonly TranslatedField[];
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
  /**
   * For many short fields on one screen (the menu's labels): folded unless in error, the translation shown in the
   * folded line, no hint. Only for a single translated field.
   */
  compact?: boolean;
}) {
  const languages = KNOWN_LANGUAGES.filter(({ code }) => code !== "en" && enabled.includes(code));
  return languages.map(({ code, name }) => {
    const names = fields.map(({ field }) => translationFieldName(field, code));
    const open = names.some((fieldName) => (!compact && values[fieldName]) || errors[fieldName]);
    const shown = compact ? values[names[0]!] : undefined;
    return (
      <details key={code} className="translation-fields" open={open || undefined}>
        {compact ? (
          <summary>
            In {name}: {shown ? <span lang={code}>{shown}</span> : "not translated (English shown)"}
          </summary>
        ) : (
          <summary>
            In {name} (optional{names.some((fieldName) => values[fieldName]) ? ", translated" : ""})
          </summary>
        )}
        {compact ? null : <p className="hint">Empty fields show the English text on the {name} pages.</p>}
        {fields.map(({ field, label, rows, maxLength }) => {
          const fieldName = translationFieldName(field, code);
          const common = {
            id: `${idPrefix}-${fieldName}`,
            name: fieldName,
            label: `${label} in ${name}`,
            lang: code,
            maxLength,
            defaultValue: values[fieldName] ?? "",
            error: errors[fieldName],
          };
          return rows ? <TextAreaField key={field} rows={rows} {...common} /> : <TextField key={field} {...common} />;
        })}
      </details>
    );
  });
}
