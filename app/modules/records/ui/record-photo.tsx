import { Form } from "react-router";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { FormField } from "~/ui/form/form-field";
import { initialsOf } from "./committee-cards";

export const PHOTO_FORM = "photo";

/**
 * The record's photo on its update page: what the public page shows now, a file to replace it and a button to
 * remove it. Its own multipart form, so choosing a photo never sends the record's fields.
 */
export function RecordPhotoForm({
  idPrefix,
  name,
  photo,
  refused,
  busy,
  publicPage,
}: {
  idPrefix: string;
  name: string;
  photo: string | null;
  refused?: FormRefusal;
  busy: boolean;
  publicPage: string;
}) {
  const prefix = `${idPrefix}-photo`;
  return (
    <section className="record-photo" aria-labelledby={`${prefix}-heading`}>
      <h3 id={`${prefix}-heading`}>Photo</h3>
      <div className="record-photo__row">
        {photo ? (
          <img src={photo} alt={`Photo of ${name}`} width={96} height={96} className="record-photo__image" />
        ) : (
          <span
            className="record-photo__initials"
            role="img"
            aria-label={`No photo yet: the public page shows the initials ${initialsOf(name)}`}
          >
            {initialsOf(name)}
          </span>
        )}
        <div>
          <EditForm
            name={PHOTO_FORM}
            idPrefix={prefix}
            defaults={{}}
            refused={refused?.form === PHOTO_FORM ? refused : undefined}
            fileNouns={{ photo: "the photo" }}
            encType="multipart/form-data"
            className="record-photo__form"
          >
            {({ errors }) => (
              <>
                <FormField
                  id={`${prefix}-photo`}
                  name="photo"
                  label={photo ? "Replace the photo" : "Add a photo"}
                  type="file"
                  accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
                  required
                  error={errors.photo}
                />
                <p className="hint">
                  A face, square or upright, at least 300 × 300 pixels. It is shown on {publicPage}; location and camera
                  details are removed.
                </p>
                <button type="submit" className="button" name="intent" value="photo" disabled={busy}>
                  {busy ? "Uploading..." : "Upload photo"}
                </button>
              </>
            )}
          </EditForm>
          {photo ? (
            <Form method="post" className="record-photo__remove">
              <input type="hidden" name="intent" value="remove-photo" />
              <button type="submit" className="button button--ghost" disabled={busy}>
                Remove the photo
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  );
}
