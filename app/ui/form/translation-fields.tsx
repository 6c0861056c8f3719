import { KNOWN_LANGUAGES } from "~/kernel/i18n/languages";
import { checkedFieldName, translationFieldName } from "~/kernel/i18n/content";
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

const englishText = (english: object, field: string) => {
  const text = (english as Record<string, unknown>)[field];
  return typeof text === "string" ? text : "";
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
  outOfDate = [],
  english = {},
  checkedName = checkedFieldName,
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
  /** The languages whose words were saved before the English last changed (docs/decisions/145). */
  outOfDate?: readonly string[];
  /** The English words as saved now, shown beside an out-of-date translation's fields. */
  english?: object;
  /** The name of the "still says the same" box per language (`checked_te`; the menu's rows prefix theirs). */
  checkedName?: (code: string) => string;
}) {
  const languages = KNOWN_LANGUAGES.filter(({ code }) => code !== "en" && enabled.includes(code));
  return languages.map(({ code, name }) => {
    const names = fields.map(({ field }) => translationFieldName(field, code));
    const stale = outOfDate.includes(code);
    const open = stale || names.some((fieldName) => (!compact && values[fieldName]) || errors[fieldName]);
    const shown = compact ? values[names[0]!] : undefined;
    return (
      <details
        key={code}
        id={compact ? undefined : `translation-${code}`}
        className="translation-fields"
        open={open || undefined}
      >
        {compact ? (
          <summary>
            In {name}: {shown ? <span lang={code}>{shown}</span> : "not translated (English shown)"}
            {stale ? <strong className="translation-fields__stale">, out of date</strong> : null}
          </summary>
        ) : (
          <summary>
            In {name} (optional{names.some((fieldName) => values[fieldName]) ? ", translated" : ""}
            {stale ? <strong className="translation-fields__stale">, out of date</strong> : null})
          </summary>
        )}
        {stale ? (
          <p className="translation-fields__notice" role="note">
            English changed since this was translated. The {name} pages still show this translation: compare it with the
            English now (beside each field), change what differs and save, or tick the box below if it still says the
            same.
          </p>
        ) : null}
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
          const input = rows ? (
            <TextAreaField key={field} rows={rows} {...common} />
          ) : (
            <TextField key={field} {...common} />
          );
          if (!stale) return input;
          return (
            <div key={field} className="translation-fields__pair">
              <div className="translation-fields__english">
                <p className="field-label">English now</p>
                <p lang="en">{englishText(english, field) || "(empty)"}</p>
              </div>
              {input}
            </div>
          );
        })}
        {stale ? (
          <div className="field field--check">
            <input type="checkbox" name={checkedName(code)} id={`${idPrefix}-${checkedName(code)}`} />
            <label htmlFor={`${idPrefix}-${checkedName(code)}`}>
              The {name} words still say what the English says now (saving clears “out of date”)
            </label>
          </div>
        ) : null}
      </details>
    );
  });
}
