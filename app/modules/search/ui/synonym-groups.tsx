import { Link } from "~/ui/link";
import { TextAreaField } from "~/ui/form/panel-fields";
import { RowActionForm } from "~/ui/form/row-action-form";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import type { SynonymGroup } from "../synonyms.server";

export const SEARCH_WORDS_SECTION = "/welcome/search";

/** Adds a group of words, or changes `current` (the one whose Change link was followed). */
export function SynonymGroupForm({
  current,
  refused,
  busy,
}: {
  current?: SynonymGroup;
  refused?: FormRefusal;
  busy: boolean;
}) {
  return (
    <EditForm
      name="synonym-group"
      idPrefix="synonym-group"
      defaults={current ? { terms: current.terms.join(", ") } : {}}
      refused={refused}
      className="panel-form"
    >
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="save" />
          {current ? <input type="hidden" name="id" value={current.id} /> : null}
          <fieldset className="panel-form settings-group">
            <legend>{current ? "Change a group of words" : "Add a group of words"}</legend>
            <TextAreaField
              id="synonym-group-terms"
              name="terms"
              label="Words that mean the same to a parent, separated by commas (2 to 20, each up to 40 characters)"
              maxLength={2000}
              rows={2}
              defaultValue={values.terms ?? ""}
              error={errors.terms}
            />
          </fieldset>
          <div className="panel-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {current ? "Save group" : "Add group"}
            </button>
            {current ? (
              <Link className="button button--ghost" to={SEARCH_WORDS_SECTION}>
                Cancel
              </Link>
            ) : null}
          </div>
        </>
      )}
    </EditForm>
  );
}

/** The groups, each with its words and buttons to change or remove it. */
export function SynonymGroupsTable({ groups, busy }: { groups: SynonymGroup[]; busy: boolean }) {
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">Groups of words searched together</caption>
          <thead>
            <tr>
              <th scope="col">Words searched together</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => {
              const words = group.terms.join(", ");
              return (
                <tr key={group.id}>
                  <td data-label="Words">{words}</td>
                  <td data-label="Actions">
                    <div className="row-actions">
                      <Link
                        className="button button--small button--ghost"
                        to={`${SEARCH_WORDS_SECTION}?edit=${group.id}`}
                      >
                        Change <span className="visually-hidden">{words}</span>
                      </Link>
                      <RowActionForm
                        field="id"
                        value={group.id}
                        intent="delete"
                        label="Remove"
                        what={words}
                        className="button button--small button--ghost"
                        disabled={busy}
                      />
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
