import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/ui/form/panel-fields";
import { PICKER_UPLOAD_PATH, type PickerUploadAnswer, type PickerUploadField } from "../picker-upload";
import { PICTURE_LIMITS, pictureWordsSchema, type LibraryPicture } from "../schema";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";

type Props = {
  /** Unique within the page, for the element ids. */
  id: string;
  /** The largest picture the library takes: in bytes, and in words ("8 MB"). */
  limit: { bytes: number; words: string };
  /** The new picture, once the library has it. */
  onUploaded: (picture: LibraryPicture) => void;
};

type Errors = Partial<Record<PickerUploadField, string>>;

/** The checks the library's action makes on the words and the size, before anything is sent. */
function checkBeforeSending(
  file: File | undefined,
  words: { alt: string; caption: string; decorative: boolean },
  limit: Props["limit"],
) {
  const errors: Errors = {};
  if (!file) errors.file = "Choose the picture file to upload.";
  else if (file.size > limit.bytes) errors.file = `The picture is too large: it may be at most ${limit.words}.`;
  const parsed = pictureWordsSchema.safeParse({ ...words, decorative: words.decorative ? "on" : "" });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "alt" || field === "caption") errors[field] ??= issue.message;
    }
  return errors;
}

/**
 * "Upload a new picture" inside a picker (JavaScript only; it sits in the picker's dialog, inside the editor's form,
 * so its fields have no names and are never posted with that form). It posts one row to the picture library's own
 * upload action, which checks it as every upload (the file's bytes, its size, the description) and answers with
 * the new picture or the refusal on these fields.
 */
export function PickerUpload({ id, limit, onUploaded }: Props) {
  const fetcher = useFetcher<PickerUploadAnswer>();
  const fileRef = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const [decorative, setDecorative] = useState(false);
  const [checked, setChecked] = useState<Errors>({});
  const [preview, setPreview] = useState<string>();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const handled = useRef<PickerUploadAnswer>(undefined);

  useEffect(() => {
    if (!answer?.ok || handled.current === answer) return;
    handled.current = answer;
    setAlt("");
    setCaption("");
    setDecorative(false);
    choosePreview(undefined);
    if (fileRef.current) fileRef.current.value = "";
    onUploaded(answer.picture);
    // onUploaded changes with every render of its owner; the answer alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  function choosePreview(file: File | undefined) {
    setPreview(file ? URL.createObjectURL(file) : undefined);
  }

  function upload() {
    const file = fileRef.current?.files?.[0];
    const errors = checkBeforeSending(file, { alt, caption, decorative }, limit);
    setChecked(errors);
    if (!file || Object.keys(errors).length > 0) return;
    const body = new FormData();
    body.append("alt.0", alt);
    body.append("caption.0", caption);
    if (decorative) body.append("decorative.0", "on");
    body.append("file.0", file, file.name);
    void fetcher.submit(body, { method: "post", action: PICKER_UPLOAD_PATH, encType: "multipart/form-data" });
  }
  // Enter in a field here uploads; it must not submit the editor's form around the picker.
  const uploadOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    upload();
  };

  const refused = answer && !answer.ok ? answer : undefined;
  const errors: Errors = { ...refused?.fields, ...checked };
  const busy = fetcher.state !== "idle";
  const field = (name: string) => `${id}-upload-${name}`;
  return (
    <details className="picture-picker__upload" open={Boolean(refused) || undefined}>
      <summary>Upload a new picture</summary>
      <p className="field-hint">
        JPEG, PNG, WebP, GIF or AVIF, up to {limit.words}. It goes into the picture library and is chosen here at once.
      </p>
      {preview ? (
        // A file that is no picture shows no broken image; the upload says what is wrong with it.
        <img
          src={preview}
          alt=""
          width={96}
          height={96}
          className="picture-upload__preview"
          onError={() => setPreview(undefined)}
        />
      ) : null}
      <TextField
        ref={fileRef}
        id={field("file")}
        type="file"
        label="Picture file"
        accept={ACCEPT}
        error={errors.file}
        onChange={(event) => {
          choosePreview(event.currentTarget.files?.[0]);
          setChecked((current) => ({ ...current, file: undefined }));
        }}
      />
      <TextField
        id={field("alt")}
        label="Description (what the picture shows)"
        hint="Read out to people who cannot see it, e.g. “Pupils planting saplings by the school gate”"
        value={alt}
        maxLength={PICTURE_LIMITS.alt}
        error={decorative ? undefined : errors.alt}
        onChange={(event) => setAlt(event.currentTarget.value)}
        onKeyDown={uploadOnEnter}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          id={field("decorative")}
          checked={decorative}
          onChange={(event) => setDecorative(event.currentTarget.checked)}
        />{" "}
        Decorative only (nothing to describe)
      </label>
      <TextField
        id={field("caption")}
        label="Caption (optional)"
        value={caption}
        maxLength={PICTURE_LIMITS.caption}
        error={errors.caption}
        onChange={(event) => setCaption(event.currentTarget.value)}
        onKeyDown={uploadOnEnter}
      />
      {refused && Object.keys(refused.fields).length === 0 ? (
        <p className="field-error" role="alert">
          {refused.message}
        </p>
      ) : null}
      <button type="button" className="button button--small" onClick={upload} disabled={busy}>
        {busy ? "Uploading…" : "Upload and use this picture"}
      </button>
    </details>
  );
}
