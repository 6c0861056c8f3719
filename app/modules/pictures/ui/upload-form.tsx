import { useState, type ChangeEvent, type FormEvent } from "react";
import { useLocation, useNavigation, useRevalidator } from "react-router";
import { Link } from "~/ui/link";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import { TextField } from "~/ui/form/panel-fields";
import { StatusMessage } from "~/ui/toast/status-message";
import { useHydrated } from "~/ui/use-hydrated";
import { PICTURE_LIMITS, pictureWordsSchema } from "../schema";
import { LIBRARY_PATH } from "./library-list";
import { PictureWordsFields } from "./picture-words";

/** The upload form's name on the page (posted as `_form`). */
export const UPLOAD_FORM = "picture-upload";
/** The upload form sends this header when it posts with XMLHttpRequest (for its progress bar). */
export const PROGRESS_HEADER = "x-upload-progress";

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
const ROWS = Array.from({ length: PICTURE_LIMITS.atOnce }, (_, index) => index);
/** What the error summary calls each row's file when it asks for it again. */
const FILE_NOUNS = Object.fromEntries(ROWS.map((index) => [`file.${index}`, `the file of picture ${index + 1}`]));

type Largest = { bytes: number; described: string };

/**
 * The same checks the server makes on the words and sizes, so a refusal shows beside its row before anything is
 * sent, and the chosen files stay in their fields.
 */
export function checkUploadRows(body: FormData, largest: Largest) {
  const found: Record<string, string> = {};
  let any = false;
  for (const index of ROWS) {
    const file = body.get(`file.${index}`);
    const hasFile = file instanceof File && file.size > 0;
    const words = {
      alt: String(body.get(`alt.${index}`) ?? ""),
      caption: String(body.get(`caption.${index}`) ?? ""),
      decorative: String(body.get(`decorative.${index}`) ?? ""),
    };
    if (!hasFile && !words.alt.trim() && !words.caption.trim()) continue;
    any = true;
    const n = index + 1;
    const parsed = pictureWordsSchema.safeParse(words);
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        found[`${String(issue.path[0])}.${index}`] ??= `Picture ${n}: ${issue.message}`;
    if (!hasFile) found[`file.${index}`] = `Picture ${n}: choose the file for these words.`;
    else if (file.size > largest.bytes)
      found[`file.${index}`] = `Picture ${n}: the picture is too large: it may be at most ${largest.described}.`;
  }
  if (!any) found["file.0"] = "Choose at least one picture to upload.";
  return found;
}

/**
 * Sends the checked form with XMLHttpRequest, for its progress bar. The outcome waits in a flash (a refusal
 * names its picture) and revalidating shows it; after a refusal the rows stay as they were, files included.
 */
function useProgressUpload(onDone: () => void) {
  const [progress, setProgress] = useState<number>();
  const [lost, setLost] = useState<string>();
  const revalidator = useRevalidator();
  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    setLost(undefined);
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", LIBRARY_PATH);
    request.setRequestHeader(PROGRESS_HEADER, "1");
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    request.onload = () => {
      setProgress(undefined);
      if (request.status >= 200 && request.status < 300) onDone();
      void revalidator.revalidate();
    };
    request.onerror = () => {
      setProgress(undefined);
      setLost("The connection was lost; check it and try again.");
    };
    request.send(body);
  }
  return { progress, lost, send };
}

/** A preview beside each row's chosen file (object URLs, let go when replaced). */
function usePreviews() {
  const [previews, setPreviews] = useState<Record<number, string>>({});
  function preview(index: number, file: File | undefined) {
    setPreviews((current) => {
      if (current[index]) URL.revokeObjectURL(current[index]);
      const next = { ...current };
      if (file) next[index] = URL.createObjectURL(file);
      else delete next[index];
      return next;
    });
  }
  return { previews, preview, clear: () => setPreviews({}) };
}

/** The rows a form shows: as many as a refused or restored form had filled in, at least those asked for. */
function rowsFor(values: Record<string, string>, files: string[], asked: number) {
  const filled = [...Object.keys(values), ...files]
    .map((name) => /^(?:file|alt|caption|decorative)\.(\d)$/.exec(name)?.[1])
    .filter((index) => index !== undefined)
    .map((index) => Number(index) + 1);
  return Math.max(asked, ...filled);
}

type Props = {
  /** Rows to show at first (without JavaScript, "More rows" asks the page for more). */
  rows: number;
  largestPicture: string;
  largestBytes: number;
  refused?: FormRefusal;
};

/**
 * Several pictures at once, each with its words. Without JavaScript: a few rows, one file each, and a link for
 * more rows. With JavaScript: "Choose pictures" takes many files at once and gives each its row with a preview;
 * the form posts to this page's action with XMLHttpRequest to show a progress bar, then revalidates.
 */
export function UploadForm({ rows, largestPicture, largestBytes, refused }: Props) {
  const [sent, setSent] = useState(0);
  const [extraRows, setExtraRows] = useState(0);
  const { previews, preview, clear } = usePreviews();
  const upload = useProgressUpload(() => {
    setSent((n) => n + 1);
    setExtraRows(0);
    clear();
  });
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const location = useLocation();
  const busy = upload.progress !== undefined || navigation.state === "submitting";

  // The heading stands above the error summary, which EditForm puts just above the form.
  return (
    <div className="picture-upload">
      <h3 id="upload-pictures-heading">Upload pictures</h3>
      <EditForm
        key={`${location.key}-${sent}`}
        name={UPLOAD_FORM}
        idPrefix="upload"
        defaults={{}}
        refused={refused}
        fileNouns={FILE_NOUNS}
        check={(form) => checkUploadRows(form, { bytes: largestBytes, described: largestPicture })}
        onSubmit={upload.send}
        encType="multipart/form-data"
        className="panel-form"
        aria-labelledby="upload-pictures-heading"
      >
        {({ values, errors }) => {
          // A refused or restored form shows every row that was filled in.
          const base = rowsFor(values, refused?.files ?? [], rows);
          const count = Math.min(base + extraRows, PICTURE_LIMITS.atOnce);
          return (
            <>
              <p className="field-hint">
                JPEG, PNG, WebP, GIF or AVIF, up to {largestPicture} each, {PICTURE_LIMITS.atOnce} at a time. Each
                picture needs a description unless it is only decorative.
              </p>
              {hydrated ? (
                <ChooseMany onChosen={(chosen) => setExtraRows(Math.max(0, chosen - base))} onFile={preview} />
              ) : null}
              <ol className="picture-upload__rows">
                {ROWS.slice(0, count).map((index) => (
                  <UploadRow
                    key={index}
                    index={index}
                    preview={previews[index]}
                    onFile={(file) => preview(index, file)}
                    values={values}
                    errors={errors}
                  />
                ))}
              </ol>
              {count < PICTURE_LIMITS.atOnce ? (
                <MoreRows hydrated={hydrated} onAdd={() => setExtraRows((n) => n + 1)} count={count} />
              ) : null}
              <UploadProgress progress={upload.progress} />
              <StatusMessage tone="error" message={upload.lost} />
              <div className="panel-form__actions">
                <button type="submit" className="button" disabled={busy}>
                  {busy ? "Uploading…" : "Upload"}
                </button>
              </div>
            </>
          );
        }}
      </EditForm>
    </div>
  );
}

/**
 * "Choose pictures": puts each chosen file into its own row (`onChosen` adds rows as needed), so each gets its
 * description.
 */
function ChooseMany({
  onChosen,
  onFile,
}: {
  onChosen: (count: number) => void;
  onFile: (index: number, file: File) => void;
}) {
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const form = event.target.form;
    const chosen = [...(event.target.files ?? [])].slice(0, PICTURE_LIMITS.atOnce);
    event.target.value = "";
    if (chosen.length === 0 || !form) return;
    onChosen(chosen.length);
    // The rows exist after this render; fill them on the next frame.
    requestAnimationFrame(() => {
      chosen.forEach((file, index) => {
        const input = form.querySelector<HTMLInputElement>(`input[name="file.${index}"]`);
        if (!input) return;
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
        onFile(index, file);
      });
      form.querySelector<HTMLInputElement>('input[name="alt.0"]')?.focus();
    });
  }
  return (
    <div className="field">
      <label htmlFor="choose-many" className="field-label">
        Choose pictures
      </label>
      <p className="field-hint" id="choose-many-hint">
        Select several at once (hold Ctrl or Shift); each gets its own row below.
      </p>
      <input
        id="choose-many"
        type="file"
        accept={ACCEPT}
        multiple
        onChange={choose}
        aria-describedby="choose-many-hint"
      />
    </div>
  );
}

function UploadRow({
  index,
  preview,
  onFile,
  values,
  errors,
}: {
  index: number;
  preview?: string;
  onFile: (file: File | undefined) => void;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const names = { alt: `alt.${index}`, caption: `caption.${index}`, decorative: `decorative.${index}` };
  return (
    <li>
      <fieldset className="picture-upload__row">
        <legend>Picture {index + 1}</legend>
        {preview ? <img src={preview} alt="" width={96} height={96} className="picture-upload__preview" /> : null}
        <TextField
          id={`upload-file.${index}`}
          name={`file.${index}`}
          type="file"
          label="File"
          accept={ACCEPT}
          error={errors[`file.${index}`]}
          onChange={(event) => onFile(event.currentTarget.files?.[0])}
        />
        <PictureWordsFields
          idPrefix="upload"
          names={names}
          values={{
            alt: values[names.alt] ?? "",
            caption: values[names.caption] ?? "",
            decorative: values[names.decorative] === "on",
          }}
          errors={{ alt: errors[names.alt], caption: errors[names.caption] }}
        />
      </fieldset>
    </li>
  );
}

/** With JavaScript a row is added in place; without, the page is asked for three more. */
function MoreRows({ hydrated, onAdd, count }: { hydrated: boolean; onAdd: () => void; count: number }) {
  if (hydrated)
    return (
      <button type="button" className="button button--small button--ghost" onClick={onAdd}>
        Add another picture
      </button>
    );
  return (
    <Link
      to={`${LIBRARY_PATH}?rows=${Math.min(count + 3, PICTURE_LIMITS.atOnce)}`}
      className="button button--small button--ghost"
    >
      More rows
    </Link>
  );
}

function UploadProgress({ progress }: { progress?: number }) {
  if (progress === undefined) return null;
  return (
    <label className="field">
      <span>Uploading… {Math.round(progress * 100)}%</span>
      <progress className="upload-progress" max={1} value={progress} />
    </label>
  );
}
