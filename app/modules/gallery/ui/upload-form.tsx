import { useState, type FormEvent } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { checkSubmission } from "~/kernel/form";
import { galleryUploadSchema } from "../schema";
import { GalleryFields } from "./gallery-fields";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif,video/mp4";
/** The form's name, posted as `_form`: the action names it on a refused upload too. */
export const UPLOAD_FORM = "gallery-upload";
/** The upload form sends this header when it posts with XMLHttpRequest (for its progress bar). */
export const PROGRESS_HEADER = "x-upload-progress";

/**
 * Upload a picture or video. With JavaScript it posts to this section's action with XMLHttpRequest to
 * show a progress bar, then revalidates; without, the same form posts and the page comes back.
 */
export function UploadForm({ refused }: { refused?: FormRefusal }) {
  const { progress, sent, kept, connectionLost, send } = useProgressUpload();
  const navigation = useNavigation();
  const location = useLocation();
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

/** Sends the upload form with XMLHttpRequest, following its progress, then revalidates the page. */
function useProgressUpload() {
  const [progress, setProgress] = useState<number>();
  // A new key after a successful upload gives a fresh, empty form (kind back to Image).
  const [sent, setSent] = useState(0);
  // The next upload usually belongs to the same category and kind: the fresh form keeps them.
  const [kept, setKept] = useState<{ screenname?: string; imageorvideo?: string }>({});
  const [connectionLost, setConnectionLost] = useState(false);
  const revalidator = useRevalidator();

  // EditForm has checked the texts by now (its check): the form is sent with its progress shown.
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

  return { progress, sent, kept, connectionLost, send };
}
