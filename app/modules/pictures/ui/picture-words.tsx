import { useNavigation } from "react-router";
import { Link } from "~/ui/link";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { PICTURE_LIMITS, type LibraryPicture } from "../schema";

/** The edit form's name on the page (posted as `_form`). */
export const WORDS_FORM = "picture-words";

/**
 * A picture's description, decorative mark and caption. Each field's id is `${idPrefix}-${its name}`, as the
 * error summary of EditForm links to it: `edit-alt`, or `upload-alt.0` in an upload row.
 */
export function PictureWordsFields({
  idPrefix,
  names,
  values,
  errors,
}: {
  idPrefix: string;
  names: { alt: string; caption: string; decorative: string };
  values: { alt: string; caption: string; decorative: boolean };
  errors: { alt?: string; caption?: string };
}) {
  return (
    <>
      <TextField
        id={`${idPrefix}-${names.alt}`}
        name={names.alt}
        label="Description (what the picture shows)"
        hint="Read out to people who cannot see it, e.g. “Pupils planting saplings by the school gate”"
        defaultValue={values.alt}
        maxLength={PICTURE_LIMITS.alt}
        error={errors.alt}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          id={`${idPrefix}-${names.decorative}`}
          name={names.decorative}
          defaultChecked={values.decorative}
        />{" "}
        Decorative only (nothing to describe)
      </label>
      <TextField
        id={`${idPrefix}-${names.caption}`}
        name={names.caption}
        label="Caption (optional)"
        hint="Shown under the picture on the page"
        defaultValue={values.caption}
        maxLength={PICTURE_LIMITS.caption}
        error={errors.caption}
      />
    </>
  );
}

const wordsOf = (picture: LibraryPicture) => ({
  alt: picture.alt,
  caption: picture.caption,
  decorative: picture.decorative ? "on" : "",
});

/** Changes the words of one picture of the library (opened by its Edit link, `?edit=<key>`). */
export function EditWordsForm({
  picture,
  refused,
  cancelHref,
}: {
  picture: LibraryPicture;
  refused?: FormRefusal;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  // The panel holds the heading and the picture above the error summary, which EditForm puts just above the form.
  return (
    <div className="panel-form picture-panel">
      <h3 id="picture-edit-heading">Edit the words of a picture</h3>
      {picture.thumb ? <img src={picture.thumb} alt="" width={150} height={150} /> : null}
      {!picture.described ? (
        <p className="field-hint">
          The words below come from the {picture.source.label.split(":")[0].toLowerCase()}; saving keeps them for the
          library (the {picture.source.kind === "slide" ? "slideshow" : "gallery"} keeps its own).
        </p>
      ) : null}
      <EditForm
        name={WORDS_FORM}
        idPrefix="edit"
        defaults={wordsOf(picture)}
        refused={refused}
        className="panel-form"
        aria-labelledby="picture-edit-heading"
        preventScrollReset
      >
        {({ values, errors }) => (
          <>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="key" value={picture.key} />
            <PictureWordsFields
              idPrefix="edit"
              names={{ alt: "alt", caption: "caption", decorative: "decorative" }}
              values={{ alt: values.alt ?? "", caption: values.caption ?? "", decorative: values.decorative === "on" }}
              errors={{ alt: errors.alt, caption: errors.caption }}
            />
            <div className="panel-form__actions">
              <button type="submit" className="button" disabled={saving}>
                {saving ? "Saving…" : "Save"}
              </button>
              <Link to={cancelHref} className="button button--ghost">
                Cancel
              </Link>
            </div>
          </>
        )}
      </EditForm>
    </div>
  );
}
