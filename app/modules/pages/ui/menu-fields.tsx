import type { LabelTranslations, MenuLinkTarget } from "../menu";
import type { PostedEntry } from "../menu-form";
import { PREFIXED_LANGUAGES } from "~/kernel/i18n/languages";
import { checkedFieldName, translationFieldName } from "~/kernel/i18n/content";
import { TranslationFields } from "~/ui/form/translation-fields";
import { useRootData } from "~/root";

// The menu editor's fields, inside its EditForm (routes/welcome.menu.tsx): a row per entry, named `e3.label`,
// `e3.1.label`... and read back by menu-form.ts; every button posts the whole menu.

type Targets = Map<string, MenuLinkTarget>;
/** The languages whose label translation is out of date, by `menuLabelKey` (address and English label). */
type StaleLabels = Record<string, string[]>;
const staleOf = (stale: StaleLabels, entry: { path?: string; label: string }) =>
  stale[`${entry.path ?? ""}\n${entry.label}`] ?? [];

export function MenuFields({
  entries,
  version,
  targets,
  staleLabels = {},
  unlisted,
  errors,
  busy,
}: {
  entries: PostedEntry[];
  version: string;
  targets: Targets;
  staleLabels?: StaleLabels;
  unlisted: { path: string; title: string }[];
  errors: Record<string, string>;
  busy: boolean;
}) {
  const sections = entries.filter((entry) => entry.items).map((entry) => entry.label);
  return (
    <>
      <input type="hidden" name="version" value={version} />
      <ol className="menu-editor__entries" id="menu-entries" tabIndex={-1}>
        {entries.map((entry, i) => (
          <MenuEntry
            key={`${i}-${entry.label}`}
            entry={entry}
            i={i}
            last={i === entries.length - 1}
            targets={targets}
            staleLabels={staleLabels}
            errors={errors}
            busy={busy}
          />
        ))}
      </ol>
      {errors.entries || errors._form ? <p className="field-error">{errors.entries ?? errors._form}</p> : null}
      <div className="panel-form__actions menu-editor__save">
        <button type="submit" className="button" name="intent" value="save" disabled={busy}>
          Save the menu
        </button>
      </div>
      {unlisted.length ? <AddToMenu unlisted={unlisted} sections={sections} busy={busy} /> : null}
    </>
  );
}

/** One entry of the menu: a link of its own, or a section with its links. */
function MenuEntry({
  entry,
  i,
  last,
  targets,
  staleLabels,
  errors,
  busy,
}: {
  entry: PostedEntry;
  i: number;
  last: boolean;
  targets: Targets;
  staleLabels: StaleLabels;
  errors: Record<string, string>;
  busy: boolean;
}) {
  return (
    <li className={entry.items ? "menu-editor__section" : "menu-editor__entry"}>
      <input type="hidden" name={`e${i}.kind`} value={entry.items ? "section" : "link"} />
      <MenuRow
        name={`e${i}`}
        label={entry.label}
        labels={entry}
        stale={staleOf(staleLabels, entry)}
        path={entry.path}
        hidden={entry.hidden ?? false}
        target={entry.path === undefined ? undefined : targets.get(entry.path)}
        first={i === 0}
        last={last}
        errors={errors}
        kind={entry.items ? "section" : "link"}
        busy={busy}
      />
      {entry.items ? (
        <ol className="menu-editor__links">
          {entry.items.map((item, j) => (
            <li key={`${j}-${item.path}`}>
              <MenuRow
                name={`e${i}.${j}`}
                label={item.label}
                labels={item}
                stale={staleOf(staleLabels, item)}
                path={item.path}
                hidden={item.hidden}
                target={targets.get(item.path)}
                first={i === 0 && j === 0}
                last={false}
                errors={errors}
                kind="item"
                busy={busy}
              />
            </li>
          ))}
          {entry.items.length === 0 ? (
            <li className="menu-editor__empty">No links: this section is not shown.</li>
          ) : null}
        </ol>
      ) : null}
    </li>
  );
}

/** "Add a page to the menu": a page the menu does not list yet, and the section it goes into. */
function AddToMenu({
  unlisted,
  sections,
  busy,
}: {
  unlisted: { path: string; title: string }[];
  sections: string[];
  busy: boolean;
}) {
  return (
    <fieldset className="menu-editor__add">
      <legend>Add a page to the menu</legend>
      <label>
        <span className="field-label">Page</span>
        <select name="addPath" id="menu-addPath">
          {unlisted.map((page) => (
            <option key={page.path} value={page.path}>
              {page.title} ({page.path})
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="field-label">Section</span>
        <select name="addSection" id="menu-addSection" defaultValue={sections[0] ?? ""}>
          {sections.map((section) => (
            <option key={section}>{section}</option>
          ))}
          <option value="">At the end of the menu, on its own</option>
        </select>
      </label>
      <button type="submit" className="button button--ghost" name="intent" value="add" disabled={busy}>
        Add to the menu
      </button>
    </fieldset>
  );
}

const TARGET_WORDS = { published: "", unpublished: "not published yet", trashed: "in the trash" } as const;

type RowProps = {
  name: string;
  label: string;
  /** The label in other languages (`label_hi`…). */
  labels: LabelTranslations;
  /** The languages whose translation of this label is out of date. */
  stale: string[];
  path?: string;
  hidden: boolean;
  target?: MenuLinkTarget;
  first: boolean;
  last: boolean;
  errors: Record<string, string>;
  kind: "section" | "link" | "item";
  busy: boolean;
};

function MenuRow(props: RowProps) {
  const { name, label, path, hidden, target, errors, kind } = props;
  const labelError = errors[`${name}.label`];
  const pathError = errors[`${name}.path`];
  const what = kind === "section" ? `the section “${label}”` : `“${label}”`;
  return (
    <div className={`menu-editor__row menu-editor__row--${kind}`}>
      <label className="menu-editor__label">
        <span className="visually-hidden">{kind === "section" ? "Section name" : `Label of the link to ${path}`}</span>
        <input
          id={`menu-${name}.label`}
          name={`${name}.label`}
          defaultValue={label}
          maxLength={40}
          required
          aria-invalid={labelError ? true : undefined}
        />
      </label>
      {path !== undefined ? <LinkTarget name={name} label={label} path={path} hidden={hidden} target={target} /> : null}
      <RowMoves {...props} what={what} />
      {labelError ? <p className="field-error">{labelError}</p> : null}
      {pathError ? <p className="field-error">{pathError}</p> : null}
      <LabelTranslationFields {...props} />
    </div>
  );
}

/**
 * The label in each language switched on, folded under the row (decision 141); an empty one shows the English label.
 * A language switched off keeps its words (posted unseen), since every save writes the whole menu afresh.
 */
function LabelTranslationFields({ name, label, labels, stale, path, kind, errors }: RowProps) {
  const enabled = useRootData()?.languages ?? [];
  const field = `${name}.label`;
  const values = Object.fromEntries(
    PREFIXED_LANGUAGES.map((code) => [
      translationFieldName(field, code),
      labels[translationFieldName("label", code) as `label_${string}`],
    ]),
  );
  return (
    <div className="menu-editor__translations">
      <TranslationFields
        idPrefix="menu"
        compact
        languages={enabled}
        fields={[
          {
            field,
            label: kind === "section" ? `Name of the section “${label}”` : `Label of the link to ${path}`,
            maxLength: 40,
          },
        ]}
        values={values}
        errors={errors}
        outOfDate={stale}
        english={{ [field]: label }}
        checkedName={(code) => `${name}.${checkedFieldName(code)}`}
      />
      {PREFIXED_LANGUAGES.filter((code) => !enabled.includes(code) && values[translationFieldName(field, code)]).map(
        (code) => (
          <input
            key={code}
            type="hidden"
            name={translationFieldName(field, code)}
            value={values[translationFieldName(field, code)]}
          />
        ),
      )}
    </div>
  );
}

/** Where a link leads (with its page's state when that is not published) and whether the menu shows it. */
function LinkTarget({
  name,
  label,
  path,
  hidden,
  target,
}: Pick<RowProps, "name" | "label" | "hidden" | "target"> & { path: string }) {
  const state = target?.kind === "page" ? TARGET_WORDS[target.state] : "";
  return (
    <>
      <input type="hidden" name={`${name}.path`} value={path} />
      <span className="menu-editor__path" id={`menu-${name}.path`}>
        {path}
        {state ? (
          <span className={`page-status page-status--${target?.kind === "page" ? target.state : ""}`}>{state}</span>
        ) : null}
      </span>
      <label className="menu-editor__shown">
        <input type="checkbox" name={`${name}.shown`} defaultChecked={!hidden} />
        Show<span className="visually-hidden"> {label} in the menu</span>
      </label>
    </>
  );
}

/** Move up, move down and (for links) remove: each saves the whole menu. */
function RowMoves({ name, kind, busy, first, last, what }: RowProps & { what: string }) {
  const position = name.slice(1);
  return (
    <span className="menu-editor__moves">
      <button
        type="submit"
        className="button button--small button--ghost"
        name="intent"
        value={`up:${position}`}
        disabled={busy || first}
      >
        <span aria-hidden="true">↑</span>
        <span className="visually-hidden">Move {what} up</span>
      </button>
      <button
        type="submit"
        className="button button--small button--ghost"
        name="intent"
        value={`down:${position}`}
        disabled={busy || last}
      >
        <span aria-hidden="true">↓</span>
        <span className="visually-hidden">Move {what} down</span>
      </button>
      {kind !== "section" ? (
        <button
          type="submit"
          className="button button--small button--ghost"
          name="intent"
          value={`remove:${position}`}
          disabled={busy}
        >
          Remove<span className="visually-hidden"> {what} from the menu</span>
        </button>
      ) : null}
    </span>
  );
}
