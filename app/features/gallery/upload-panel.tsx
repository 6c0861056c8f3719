import { useEffect, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import {
  callApi,
  returnedStatus,
  sendWithProgress,
  SelectField,
  StatusRegion,
  TextAreaField,
  TextField,
  type PanelStatus,
} from "../media/panel-kit";
import { parseForm } from "~/lib/validation";
import type { GalleryItem } from "./gallery.server";
import { formatEventDate } from "./gallery-grid";
import { GALLERY_CATEGORIES, MEDIA_KINDS, galleryUploadSchema } from "./schema";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4";
type Texts = {
  screenname: string;
  imageorvideo: "Image" | "Video";
  imagename: string;
  videoname: string;
  eventname: string;
  eventdesc: string;
  eventdate: string;
};
const EMPTY: Texts = {
  screenname: GALLERY_CATEGORIES[0],
  imageorvideo: "Image",
  imagename: "",
  videoname: "",
  eventname: "",
  eventdesc: "",
  eventdate: "",
};

/** The gallery entry's texts; the image name shows only for Image, the video name only for Video. */
function GalleryTexts({
  prefix,
  texts,
  errors,
  onChange,
}: {
  prefix: string;
  texts: Texts;
  errors: Record<string, string>;
  onChange: (texts: Texts) => void;
}) {
  const set = (name: keyof Texts) => (event: { target: { value: string } }) =>
    onChange({ ...texts, [name]: event.target.value });
  return (
    <>
      <div className="panel-form__row">
        <SelectField
          id={`${prefix}-screenname`}
          name="screenname"
          label="Screen Name"
          value={texts.screenname}
          onChange={set("screenname")}
          error={errors.screenname}
          options={GALLERY_CATEGORIES}
        />
        <fieldset className="radio-group" aria-describedby={errors.imageorvideo ? `${prefix}-kind-error` : undefined}>
          <legend className="field-label">Image or Video</legend>
          {MEDIA_KINDS.map((kind) => (
            <label key={kind} className="checkbox-field">
              <input
                type="radio"
                name="imageorvideo"
                value={kind}
                checked={texts.imageorvideo === kind}
                onChange={set("imageorvideo")}
              />{" "}
              {kind}
            </label>
          ))}
          {errors.imageorvideo ? (
            <p id={`${prefix}-kind-error`} className="field-error">
              {errors.imageorvideo}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div className="panel-form__row">
        {/* Both names are rendered; with JavaScript the one that does not match the kind is hidden (CSS), without it both show. */}
        <div className={texts.imageorvideo === "Image" ? undefined : "kind-hidden"}>
          <TextField
            id={`${prefix}-imagename`}
            name="imagename"
            label="Image name"
            value={texts.imagename}
            onChange={set("imagename")}
            error={errors.imagename}
            maxLength={60}
          />
        </div>
        <div className={texts.imageorvideo === "Video" ? undefined : "kind-hidden"}>
          <TextField
            id={`${prefix}-videoname`}
            name="videoname"
            label="Video name"
            value={texts.videoname}
            onChange={set("videoname")}
            error={errors.videoname}
            maxLength={60}
          />
        </div>
        <TextField
          id={`${prefix}-eventname`}
          name="eventname"
          label="Event name"
          value={texts.eventname}
          onChange={set("eventname")}
          error={errors.eventname}
          required
          maxLength={60}
        />
      </div>
      <div className="panel-form__row">
        <TextField
          id={`${prefix}-eventdate`}
          name="eventdate"
          type="date"
          label="Event date"
          value={texts.eventdate}
          onChange={set("eventdate")}
          error={errors.eventdate}
          required
        />
        <TextAreaField
          id={`${prefix}-eventdesc`}
          name="eventdesc"
          label="Description"
          value={texts.eventdesc}
          onChange={set("eventdesc")}
          error={errors.eventdesc}
          maxLength={300}
          rows={3}
        />
      </div>
    </>
  );
}

const textsOf = (item: GalleryItem): Texts => ({
  screenname: item.screenname,
  imageorvideo: item.imageorvideo,
  imagename: item.imagename,
  videoname: item.videoname,
  eventname: item.eventname,
  eventdesc: item.eventdesc,
  eventdate: item.eventdate,
});

/** Dashboard 'uploads': upload a picture or video with a progress bar; list, edit and delete entries without reloading. */
export function UploadPanel() {
  // Without JavaScript the form posts to the API, which sends the browser back here with the outcome.
  const [searchParams] = useSearchParams();
  const [texts, setTexts] = useState<Texts>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PanelStatus>(
    returnedStatus(searchParams, "Upload successful!", "Upload failed: "),
  );
  const [progress, setProgress] = useState<number | undefined>();
  const [items, setItems] = useState<GalleryItem[] | undefined>();
  const [listError, setListError] = useState<string | undefined>();
  const [editing, setEditing] = useState<number | undefined>();
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    callApi<GalleryItem[]>("GET", "/api/gallery-items").then((answer) => {
      if (answer.ok && Array.isArray(answer.body)) setItems(answer.body);
      else setListError(`Error loading the gallery: ${answer.body.error ?? answer.status}`);
    });
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(undefined);
    const parsed = parseForm(galleryUploadSchema, texts);
    if (!parsed.ok) {
      setErrors(parsed.fields);
      event.currentTarget.querySelector<HTMLElement>(`[name="${Object.keys(parsed.fields)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    const form = new FormData();
    for (const [name, value] of Object.entries(texts)) form.append(name, value);
    const file = fileInput.current?.files?.[0];
    if (file) form.append("uploadfile", file);
    setProgress(0);
    const answer = await sendWithProgress<{ item: GalleryItem; message: string }>(
      "POST",
      "/api/upload",
      form,
      setProgress,
    );
    setProgress(undefined);
    if (answer.ok) {
      setStatus({ tone: "ok", text: "Upload successful!" });
      setItems((list) => [answer.body.item, ...(list ?? [])]);
      setTexts({ ...EMPTY, screenname: texts.screenname, imageorvideo: texts.imageorvideo });
      if (fileInput.current) fileInput.current.value = "";
    } else {
      setErrors(answer.body.fields ?? {});
      setStatus({ tone: "error", text: `Upload failed: ${answer.body.error ?? "unknown error"}` });
    }
  }

  async function remove(item: GalleryItem) {
    if (!window.confirm(`Delete "${item.eventname}" from the gallery? Its file is removed too.`)) return;
    const answer = await callApi("DELETE", `/api/gallery-items/${item.id}`);
    if (answer.ok) {
      setItems((list) => list?.filter((entry) => entry.id !== item.id));
      setStatus({ tone: "ok", text: `Deleted "${item.eventname}".` });
    } else setStatus({ tone: "error", text: `Delete failed: ${answer.body.error ?? answer.status}` });
  }

  return (
    <section className="panel card" aria-labelledby="upload-heading">
      <h2 id="upload-heading">Gallery uploads</h2>
      <form
        className="panel-form"
        method="post"
        action="/api/upload"
        encType="multipart/form-data"
        noValidate
        onSubmit={submit}
        aria-describedby="upload-status"
      >
        <GalleryTexts prefix="upload" texts={texts} errors={errors} onChange={setTexts} />
        <TextField
          id="upload-file"
          name="uploadfile"
          type="file"
          label={texts.imageorvideo === "Image" ? "Picture (optional)" : "Video (optional)"}
          hint="JPEG, PNG, WebP, GIF or AVIF up to 10 MB; MP4 video up to 200 MB."
          accept={ACCEPT}
          ref={fileInput}
          error={errors.uploadfile}
        />
        {progress !== undefined ? (
          <label className="field">
            <span>Uploading… {Math.round(progress * 100)}%</span>
            <progress className="upload-progress" max={1} value={progress} />
          </label>
        ) : null}
        <div className="panel-form__actions">
          <button type="submit" className="button" disabled={progress !== undefined}>
            Upload
          </button>
        </div>
        <StatusRegion id="upload-status" status={status} />
      </form>

      <h3>Gallery entries</h3>
      {listError ? (
        <p className="form-status form-status--error" role="alert">
          {listError}
        </p>
      ) : null}
      <noscript>
        <p>Turn on JavaScript to see, edit and delete the gallery entries; uploading works without it.</p>
      </noscript>
      {!items && !listError ? <p className="js-only">Loading...</p> : null}
      {items?.length === 0 ? <p>There are no records to display</p> : null}
      <ul className="media-list">
        {items?.map((item) =>
          editing === item.id ? (
            <li key={item.id} className="media-list__item media-list__item--editing">
              <EditGalleryItem
                item={item}
                onDone={(saved) => {
                  setEditing(undefined);
                  if (saved) {
                    setItems((list) => list?.map((entry) => (entry.id === saved.id ? saved : entry)));
                    setStatus({ tone: "ok", text: `Saved "${saved.eventname}".` });
                  }
                }}
              />
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
                <strong>{item.eventname}</strong> · {item.screenname} · {formatEventDate(item.eventdate)}
                <br />
                <span className="field-hint">
                  {(item.imageorvideo === "Video" ? item.videoname : item.imagename) || item.imageorvideo}
                </span>
                <div className="media-list__actions">
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    onClick={() => setEditing(item.id)}
                    aria-label={`Edit ${item.eventname}`}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className="button button--small"
                    onClick={() => remove(item)}
                    aria-label={`Delete ${item.eventname}`}
                  >
                    Delete
                  </button>
                </div>
              </div>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

function EditGalleryItem({ item, onDone }: { item: GalleryItem; onDone: (saved?: GalleryItem) => void }) {
  const [texts, setTexts] = useState<Texts>(textsOf(item));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PanelStatus>();
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseForm(galleryUploadSchema, texts);
    if (!parsed.ok) return setErrors(parsed.fields);
    const answer = await callApi<{ item: GalleryItem }>("PUT", `/api/gallery-items/${item.id}`, texts);
    if (answer.ok) return onDone(answer.body.item);
    setErrors(answer.body.fields ?? {});
    setStatus({ tone: "error", text: `Save failed: ${answer.body.error ?? answer.status}` });
  }
  return (
    <form className="panel-form" noValidate onSubmit={save} aria-label={`Edit ${item.eventname}`}>
      <GalleryTexts prefix={`edit-${item.id}`} texts={texts} errors={errors} onChange={setTexts} />
      <div className="panel-form__actions">
        <button type="submit" className="button">
          Save
        </button>
        <button type="button" className="button button--ghost" onClick={() => onDone()}>
          Cancel
        </button>
      </div>
      <StatusRegion id={`edit-${item.id}-status`} status={status} />
    </form>
  );
}
