import { useRef } from "react";
import { Form } from "react-router";
import { Link } from "~/ui/link";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { formatDate } from "~/kernel/dates";
import type { GalleryItem } from "../gallery.server";
import { GalleryFields, galleryTexts } from "./gallery-fields";

export type GalleryDeletion = { id: number; eventname: string };

/** An entry's edit form's name, posted as `_form`: a refusal names the form it belongs to. */
export const galleryFormName = (id: number) => `gallery-${id}`;

/** A saved entry: its thumbnail and texts, with Edit and Delete. */
export function GalleryEntry({ item, onDelete }: { item: GalleryItem; onDelete: (deletion: GalleryDeletion) => void }) {
  return (
    <li className="media-list__item">
      {item.thumbUrl ? (
        <img className="media-list__thumb" src={item.thumbUrl} alt="" width={80} height={80} loading="lazy" />
      ) : (
        <span className="media-list__thumb">{item.imageorvideo === "Video" && item.Key ? "Video" : "No file"}</span>
      )}
      <div>
        <strong>{item.eventname}</strong> · {item.screenname} · {formatDate(item.eventdate)}
        <br />
        <span className="field-hint">
          {(item.imageorvideo === "Video" ? item.videoname : item.imagename) || item.imageorvideo}
        </span>
        <div className="media-list__actions">
          <Link
            className="button button--small button--ghost"
            to={`/welcome/gallery?edit=${item.id}`}
            preventScrollReset
            aria-label={`Edit ${item.eventname}`}
          >
            Edit
          </Link>
          <Link
            className="button button--small"
            to={`/welcome/gallery?delete=${item.id}`}
            aria-label={`Delete ${item.eventname}`}
            onClick={(event) => {
              event.preventDefault();
              onDelete({ id: item.id, eventname: item.eventname });
            }}
          >
            Delete
          </Link>
        </div>
      </div>
    </li>
  );
}

/** An entry opened for editing (?edit=): its texts in a form, in its place in the list. */
export function GalleryEntryEditor({
  item,
  refused,
  formKey,
}: {
  item: GalleryItem;
  refused?: FormRefusal;
  formKey: string;
}) {
  return (
    <li className="media-list__item media-list__item--editing">
      <EditForm
        key={formKey}
        name={galleryFormName(item.id)}
        idPrefix={`edit-${item.id}`}
        defaults={galleryTexts(item)}
        refused={refused}
        className="panel-form"
        aria-label={`Edit ${item.eventname}`}
      >
        {({ values, errors }) => (
          <>
            <input type="hidden" name="intent" value="update" />
            <input type="hidden" name="id" value={item.id} />
            <GalleryFields prefix={`edit-${item.id}`} values={values} errors={errors} />
            <div className="panel-form__actions">
              <button type="submit" className="button">
                Save
              </button>
              <Link to="/welcome/gallery" className="button button--ghost">
                Cancel
              </Link>
            </div>
          </>
        )}
      </EditForm>
    </li>
  );
}

/** Without JavaScript, Delete opens this question on the page (?delete=). */
export function GalleryDeleteQuestion({ item }: { item: GalleryDeletion }) {
  return (
    <div className="confirm-delete" role="group" aria-labelledby="gallery-delete-question">
      <p id="gallery-delete-question">
        Delete <strong>{item.eventname}</strong> from the gallery? Its file is removed too.
      </p>
      <Form method="post" className="confirm-delete-buttons">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="eventname" value={item.eventname} />
        <button type="submit" className="button button--danger">
          Yes, delete
        </button>
        <Link to="/welcome/gallery" className="button button--ghost">
          Keep it
        </Link>
      </Form>
    </div>
  );
}

/** With JavaScript, Delete asks in a dialog and posts from it; without, the ?delete= page asks. */
export function GalleryDeleteDialog({ item, onClose }: { item?: GalleryDeletion; onClose: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <>
      <Form method="post" ref={formRef} hidden>
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={item?.id ?? ""} />
        <input type="hidden" name="eventname" value={item?.eventname ?? ""} />
      </Form>
      <ConfirmDialog
        open={item !== undefined}
        title={`Delete "${item?.eventname ?? ""}"?`}
        confirmLabel="Yes, delete"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => {
          formRef.current?.requestSubmit();
          onClose();
        }}
        onCancel={onClose}
      >
        <p>The entry leaves the gallery and its file is removed too.</p>
      </ConfirmDialog>
    </>
  );
}
