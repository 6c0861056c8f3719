import { useRef, useState, type FormEvent } from "react";
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  useRevalidator,
} from "react-router";
import { ConfirmDialog } from "~/ui/dialog/confirm-dialog";
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { GalleryFields, galleryTexts } from "~/modules/gallery/ui/gallery-fields";
import { EditForm } from "~/ui/form/edit-form";
import { formatDate } from "~/kernel/dates";
import {
  createGalleryItem,
  deleteGalleryItem,
  listGalleryItems,
  updateGalleryItem,
} from "~/modules/gallery/gallery.server";
import { galleryUploadSchema } from "~/modules/gallery/schema";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { flashHeader, redirectWithFlash } from "~/kernel/flash.server";
import { checkSubmission, parseSubmission, type FormRefusal } from "~/kernel/form";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.gallery";
import { SectionErrorBoundary } from "~/modules/dashboard";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4";
const UPLOAD_FORM = "gallery-upload";
/** The upload form sends this header when it posts with XMLHttpRequest (for its progress bar). */
const PROGRESS_HEADER = "x-upload-progress";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const items = await listGalleryItems(db(), mediaStorage(), {});
  const idParam = (name: string) => (/^\d{1,9}$/.test(params.get(name) ?? "") ? Number(params.get(name)) : undefined);
  return { items, editing: idParam("edit"), deleting: idParam("delete") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const actor = user.actor;
  const storage = mediaStorage();
  const viaProgressBar = request.headers.get(PROGRESS_HEADER) === "1";

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // The upload: the file streams to a temporary file, never held in memory. Only the upload form is multipart;
    // a refused body may have lost its text fields, never its form.
    const upload = await readMultipartRequest(request, "uploadfile", uploadLimits());
    return uploadFormAction(
      upload,
      {
        fileField: "uploadfile",
        form: UPLOAD_FORM,
        // The progress bar's request cannot show a page: its outcome waits as a flash for the revalidation.
        headers: async (refused) =>
          viaProgressBar
            ? flashHeader(request, {
                tone: "error",
                text: `Upload failed: ${Object.values(refused.fields)[0] ?? refused.message}`,
              })
            : {},
      },
      async (fields, file) => {
        await createGalleryItem(db(), storage, { data: parseSubmission(galleryUploadSchema, fields), file, actor });
        const done = { tone: "ok" as const, text: "Upload successful!" };
        if (viaProgressBar) return data({ ok: true as const }, { headers: await flashHeader(request, done) });
        return redirectWithFlash(request, "/welcome/gallery", done);
      },
    );
  }

  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    const id = /^\d{1,9}$/.test(String(form.get("id") ?? "")) ? Number(form.get("id")) : undefined;
    // No such item: the page says so above the list (its form, if any, is gone).
    const noSuchItem = new RefusedError(404, "No such gallery item.");
    if (id === undefined) throw noSuchItem;
    if (intent === "delete") {
      if (!(await deleteGalleryItem(db(), storage, id, actor))) throw noSuchItem;
      return redirectWithFlash(request, "/welcome/gallery", {
        tone: "ok",
        text: `Deleted "${String(form.get("eventname") ?? "the entry")}".`,
      });
    }
    const saved = await updateGalleryItem(db(), storage, id, parseSubmission(galleryUploadSchema, form), actor);
    if (!saved) throw noSuchItem;
    return redirectWithFlash(request, "/welcome/gallery", { tone: "ok", text: `Saved "${saved.eventname}".` });
  });
}

export default function Gallery() {
  const { items, editing, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : undefined;
  const location = useLocation();
  const formOf = (id: number) => `gallery-${id}`;
  // A form's refusal shows in it; one about an entry no longer listed (or a Delete) shows above the list.
  const inAForm =
    refused?.form === UPLOAD_FORM || items.some((item) => editing === item.id && refused?.form === formOf(item.id));
  const [askDelete, setAskDelete] = useState<{ id: number; eventname: string }>();
  const deletingItem = items.find((item) => item.id === deleting);
  return (
    <section className="dashboard-panel" aria-labelledby="upload-heading">
      <PageMeta title="Gallery uploads" description="Administration." path="/welcome/gallery" noindex />
      <h2 id="upload-heading">Gallery uploads</h2>
      <UploadForm refused={refused?.form === UPLOAD_FORM ? refused : undefined} />

      <h3>Gallery entries</h3>
      <StatusMessage tone="error" message={refused && !inAForm ? refused.message : undefined} id={location.key} />
      {deletingItem ? (
        <div className="confirm-delete" role="group" aria-labelledby="gallery-delete-question">
          <p id="gallery-delete-question">
            Delete <strong>{deletingItem.eventname}</strong> from the gallery? Its file is removed too.
          </p>
          <Form method="post" className="confirm-delete-buttons">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={deletingItem.id} />
            <input type="hidden" name="eventname" value={deletingItem.eventname} />
            <button type="submit" className="button button--danger">
              Yes, delete
            </button>
            <Link to="/welcome/gallery" className="button button--ghost">
              Keep it
            </Link>
          </Form>
        </div>
      ) : null}
      {items.length === 0 ? <p>There are no records to display</p> : null}
      <ul className="media-list">
        {items.map((item) =>
          editing === item.id ? (
            <li key={item.id} className="media-list__item media-list__item--editing">
              <EditForm
                key={location.key}
                name={formOf(item.id)}
                idPrefix={`edit-${item.id}`}
                defaults={galleryTexts(item)}
                refused={refused?.form === formOf(item.id) ? refused : undefined}
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
          ) : (
            <li key={item.id} className="media-list__item">
              {item.thumbUrl ? (
                <img className="media-list__thumb" src={item.thumbUrl} alt="" width={80} height={80} loading="lazy" />
              ) : (
                <span className="media-list__thumb">
                  {item.imageorvideo === "Video" && item.Key ? "Video" : "No file"}
                </span>
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
                      setAskDelete({ id: item.id, eventname: item.eventname });
                    }}
                  >
                    Delete
                  </Link>
                </div>
              </div>
            </li>
          ),
        )}
      </ul>
      <DeleteDialog item={askDelete} onClose={() => setAskDelete(undefined)} />
    </section>
  );
}

/** With JavaScript, Delete asks in a dialog and posts from it; without, the ?delete= page asks. */
function DeleteDialog({ item, onClose }: { item?: { id: number; eventname: string }; onClose: () => void }) {
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

/**
 * Upload a picture or video. With JavaScript it posts to this section's action with XMLHttpRequest to
 * show a progress bar, then revalidates; without, the same form posts and the page comes back.
 */
function UploadForm({ refused }: { refused?: FormRefusal }) {
  const [progress, setProgress] = useState<number>();
  // A new key after a successful upload gives a fresh, empty form (kind back to Image).
  const [sent, setSent] = useState(0);
  // The next upload usually belongs to the same category and kind: the fresh form keeps them.
  const [kept, setKept] = useState<{ screenname?: string; imageorvideo?: string }>({});
  const [connectionLost, setConnectionLost] = useState(false);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();

  // EditForm has checked the texts by now (check below): the form is sent with its progress shown.
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    setConnectionLost(false);
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", "/welcome/gallery");
    request.setRequestHeader(PROGRESS_HEADER, "1");
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    const finish = (ok: boolean) => {
      setProgress(undefined);
      if (ok) {
        setKept({
          screenname: String(body.get("screenname") ?? ""),
          imageorvideo: String(body.get("imageorvideo") ?? ""),
        });
        setSent((count) => count + 1);
      }
      // The outcome waits in a flash; revalidating shows it and the new list.
      revalidator.revalidate();
    };
    request.onload = () => finish(request.status >= 200 && request.status < 300);
    request.onerror = () => {
      setProgress(undefined);
      setConnectionLost(true);
    };
    request.send(body);
  }

  const busy = progress !== undefined || navigation.state === "submitting";
  return (
    <EditForm
      key={`${location.key}-${sent}`}
      name={UPLOAD_FORM}
      idPrefix="upload"
      defaults={kept}
      refused={refused}
      fileNouns={{ uploadfile: "the picture or video" }}
      check={(form) => checkSubmission(galleryUploadSchema, form)}
      onSubmit={send}
      encType="multipart/form-data"
      className="panel-form"
      aria-labelledby="upload-heading"
    >
      {({ values, errors }) => (
        <>
          <GalleryFields prefix="upload" values={values} errors={errors} />
          <TextField
            id="upload-uploadfile"
            name="uploadfile"
            type="file"
            label="Picture or video (optional)"
            hint="JPEG, PNG, WebP, GIF or AVIF up to 10 MB; MP4 video up to 200 MB."
            accept={ACCEPT}
            error={connectionLost ? "The connection was lost; check it and try again." : errors.uploadfile}
          />
          {progress !== undefined ? (
            <label className="field">
              <span>Uploading… {Math.round(progress * 100)}%</span>
              <progress className="upload-progress" max={1} value={progress} />
            </label>
          ) : null}
          <div className="panel-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {busy ? "Uploading..." : "Upload"}
            </button>
          </div>
        </>
      )}
    </EditForm>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
