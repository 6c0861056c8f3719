import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
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
import { TextField } from "~/ui/form/panel-fields";
import { PageMeta } from "~/ui/page-meta";
import { useHydrated } from "~/ui/use-hydrated";
import { Pager } from "~/ui/pager/pager";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  deletePicture,
  findPictureUses,
  getLibraryPicture,
  isUploadFileField,
  listLibraryPictures,
  PictureRefusedError,
  updatePictureWords,
  uploadPictures,
  uploadReadRefusal,
  uploadRowsFrom,
} from "~/modules/pictures/pictures.server";
import { PICTURE_LIMITS, pictureWordsSchema, type LibraryPicture, type PictureUse } from "~/modules/pictures/schema";
import { flashHeader, redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, typedValues } from "~/kernel/form";
import { describeBytes, readMultipartFilesRequest, uploadLimits } from "~/kernel/media/multipart.server";
import picturesStyles from "~/styles/pictures.css?url";
import { db } from "~/kernel/database/connection";
import { readPageRequest } from "~/kernel/pagination";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.pictures";
import { SectionErrorBoundary } from "~/modules/dashboard";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: picturesStyles }];

const ACCEPT = "image/jpeg,image/png,image/webp,image/gif,image/avif";
/** The upload form sends this header when it posts with XMLHttpRequest (for its progress bar). */
const PROGRESS_HEADER = "x-upload-progress";
const HERE = "/welcome/pictures";
const ROWS_AT_FIRST = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const storage = mediaStorage();
  const library = await listLibraryPictures(db(), storage, {
    q: params.get("q") ?? "",
    page: readPageRequest(params, { fixed: PICTURE_LIMITS.pageSize }).page,
  });
  const editKey = params.get("edit");
  const deleteKey = params.get("delete");
  const deletingPicture = deleteKey ? await getLibraryPicture(db(), storage, deleteKey) : undefined;
  return {
    ...library,
    editing: editKey ? ((await getLibraryPicture(db(), storage, editKey)) ?? null) : null,
    deleting: deletingPicture
      ? { picture: deletingPicture, uses: await findPictureUses(db(), deletingPicture.key) }
      : null,
    rows: Math.min(Math.max(Number(params.get("rows")) || ROWS_AT_FIRST, 1), PICTURE_LIMITS.atOnce),
    largestPicture: describeBytes(uploadLimits().imageBytes),
    largestBytes: uploadLimits().imageBytes,
  };
}

type Refused = {
  ok: false;
  intent: "upload" | "update" | "delete";
  key?: string;
  message: string;
  fields: Record<string, string>;
  values: Record<string, string>;
  uses?: PictureUse[];
};

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const actor = user.actor;
  const storage = mediaStorage();

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    const viaProgressBar = request.headers.get(PROGRESS_HEADER) === "1";
    const fail = async (
      message: string,
      fields: Record<string, string>,
      values: Record<string, string>,
      status: number,
    ) => {
      // The progress bar's request cannot show a page: its outcome waits as a flash for the revalidation.
      const headers = viaProgressBar
        ? await flashHeader(request, {
            tone: "error",
            text: `Nothing was uploaded: ${Object.values(fields)[0] ?? message}`,
          })
        : {};
      return data<Refused>({ ok: false, intent: "upload", message, fields, values }, { status, headers });
    };
    const limits = uploadLimits();
    // Pictures only: a video is refused at the picture limit, by the bytes actually read.
    const form = await readMultipartFilesRequest(
      request,
      { isFileField: isUploadFileField, maxFiles: PICTURE_LIMITS.atOnce },
      { imageBytes: limits.imageBytes, videoBytes: limits.imageBytes },
    );
    if (!form.ok) {
      const refusal = uploadReadRefusal(form);
      return fail(refusal.message, refusal.fields, form.fields ?? {}, form.status);
    }
    try {
      const pictures = await uploadPictures(db(), storage, { rows: uploadRowsFrom(form.fields, form.files), actor });
      const done = {
        tone: "ok" as const,
        text:
          pictures.length === 1
            ? "Added 1 picture to the library."
            : `Added ${pictures.length} pictures to the library.`,
      };
      if (viaProgressBar) return data({ ok: true as const }, { headers: await flashHeader(request, done) });
      return redirectWithFlash(request, HERE, done);
    } catch (error) {
      if (error instanceof PictureRefusedError)
        return fail(FIX_FIELDS, error.fields, typedValues(form.fields), error.status);
      throw error;
    } finally {
      await Promise.all(form.files.map((file) => file.discard()));
    }
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const key = String(form.get("key") ?? "");
  const values = typedValues(form);
  if (intent === "delete") {
    const result = await deletePicture(db(), storage, key, actor);
    if (result.ok) return redirectWithFlash(request, HERE, { tone: "ok", text: "The picture was deleted." });
    if (result.reason === "missing")
      return data<Refused>(
        { ok: false, intent, key, message: "No such picture.", fields: {}, values },
        { status: 404 },
      );
    return data<Refused>(
      {
        ok: false,
        intent,
        key,
        message: `This picture is used in ${placesCount(result.uses.length)}, so it was not deleted. Take it out of them first.`,
        fields: {},
        values,
        uses: result.uses,
      },
      { status: 409 },
    );
  }
  try {
    const saved = await updatePictureWords(db(), storage, key, Object.fromEntries(form), actor);
    if (!saved)
      return data<Refused>(
        { ok: false, intent: "update", key, message: "No such picture.", fields: {}, values },
        { status: 404 },
      );
    return redirectWithFlash(request, HERE, { tone: "ok", text: "The picture's words were saved." });
  } catch (error) {
    if (error instanceof PictureRefusedError)
      return data<Refused>(
        { ok: false, intent: "update", key, message: FIX_FIELDS, fields: error.fields, values },
        { status: 400 },
      );
    throw error;
  }
}

const placesCount = (n: number) => (n === 1 ? "1 place" : `${n} places`);

export default function Pictures() {
  const library = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : undefined;
  const location = useLocation();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === HERE;
  const listHref = (extra: Record<string, string | number>) => {
    const params = new URLSearchParams();
    if (library.q) params.set("q", library.q);
    if (library.page > 1) params.set("page", String(library.page));
    for (const [name, value] of Object.entries(extra)) params.set(name, String(value));
    const query = params.toString();
    return query ? `${HERE}?${query}` : HERE;
  };
  return (
    <section className="dashboard-panel picture-library" aria-labelledby="pictures-heading">
      <PageMeta title="Picture library" description="Administration." path={HERE} noindex />
      <h2 id="pictures-heading">Picture library</h2>
      <p className="field-hint">
        Upload a picture once, describe it, and use it on any page from the page editor&apos;s picture block. Pictures
        of the gallery, the slideshows, events and news posts are here too.
      </p>

      <UploadForm
        rows={library.rows}
        largestPicture={library.largestPicture}
        largestBytes={library.largestBytes}
        refused={refused?.intent === "upload" ? refused : undefined}
      />

      <h3 id="library-list-heading">Pictures</h3>
      <Form method="get" action={HERE} className="picture-search" role="search" aria-label="Pictures">
        <TextField
          id="picture-search"
          name="q"
          type="search"
          label="Search the pictures"
          hint="Words of the description, the caption, the file name or the gallery entry"
          defaultValue={library.q}
          key={library.q}
        />
        <button type="submit" className="button" disabled={searching}>
          {searching ? "Searching…" : "Search"}
        </button>
        {library.q ? (
          <Link to={HERE} className="button button--ghost">
            Show all
          </Link>
        ) : null}
      </Form>

      <StatusMessage
        tone="error"
        message={refused && refused.intent !== "upload" && !refused.uses ? refused.message : undefined}
        id={location.key}
      />
      {library.editing ? (
        <EditPanel
          picture={library.editing}
          refused={refused?.intent === "update" && refused.key === library.editing.key ? refused : undefined}
          cancelHref={listHref({})}
        />
      ) : null}
      {library.deleting || (refused?.intent === "delete" && refused.uses) ? (
        <DeletePanel
          picture={library.deleting?.picture}
          uses={refused?.intent === "delete" && refused.uses ? refused.uses : (library.deleting?.uses ?? [])}
          message={refused?.intent === "delete" ? refused.message : undefined}
          cancelHref={listHref({})}
        />
      ) : null}

      <p aria-live="polite">
        {library.q
          ? `${library.total} ${library.total === 1 ? "picture matches" : "pictures match"} "${library.q}".`
          : `${library.total} ${library.total === 1 ? "picture" : "pictures"} in the library.`}
      </p>
      <ul className="picture-grid" aria-labelledby="library-list-heading">
        {library.pictures.map((picture) => (
          <li key={picture.key} className="picture-card">
            {picture.thumb ? (
              <img src={picture.thumb} alt="" width={150} height={150} loading="lazy" className="picture-card__thumb" />
            ) : (
              <span className="picture-card__thumb">No preview</span>
            )}
            <div className="picture-card__words">
              {picture.decorative ? (
                <span className="picture-card__alt">Decorative (no description)</span>
              ) : picture.alt ? (
                <span className="picture-card__alt">{picture.alt}</span>
              ) : (
                <span className="picture-card__alt picture-card__alt--missing">No description yet</span>
              )}
              {picture.caption ? <span className="picture-card__caption">{picture.caption}</span> : null}
              <span className="field-hint">{picture.source.label}</span>
            </div>
            <div className="picture-card__actions">
              <Link
                className="button button--small button--ghost"
                to={listHref({ edit: picture.key })}
                preventScrollReset
                aria-label={`Edit the words of ${picture.alt || picture.originalName || "this picture"}`}
              >
                Edit
              </Link>
              <Link
                className="button button--small button--ghost"
                to={listHref({ delete: picture.key })}
                preventScrollReset
                aria-label={`Delete ${picture.alt || picture.originalName || "this picture"}`}
              >
                Delete
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <Pager
        label="Pages of pictures"
        page={library.page}
        pageCount={library.pages}
        href={(page) => {
          const params = new URLSearchParams();
          if (library.q) params.set("q", library.q);
          params.set("page", String(page));
          return `${HERE}?${params.toString()}`;
        }}
      />
    </section>
  );
}

function EditPanel({
  picture,
  refused,
  cancelHref,
}: {
  picture: LibraryPicture;
  refused?: Refused;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const values = refused?.values;
  const errors = refused?.fields ?? {};
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "update";
  return (
    <Form method="post" className="panel-form picture-panel" aria-labelledby="picture-edit-heading" noValidate>
      <h3 id="picture-edit-heading">Edit the words of a picture</h3>
      {picture.thumb ? <img src={picture.thumb} alt="" width={150} height={150} /> : null}
      {!picture.described ? (
        <p className="field-hint">
          The words below come from the {picture.source.label.split(":")[0].toLowerCase()}; saving keeps them for the
          library (the {picture.source.kind === "slide" ? "slideshow" : "gallery"} keeps its own).
        </p>
      ) : null}
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="key" value={picture.key} />
      <PictureWordsFields
        prefix="edit"
        names={{ alt: "alt", caption: "caption", decorative: "decorative" }}
        values={{
          alt: values?.alt ?? picture.alt,
          caption: values?.caption ?? picture.caption,
          decorative: values ? values.decorative === "on" : picture.decorative,
        }}
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
    </Form>
  );
}

/** Asks before deleting; a picture in use cannot be deleted, and the panel lists where it is used instead. */
function DeletePanel({
  picture,
  uses,
  message,
  cancelHref,
}: {
  picture?: LibraryPicture;
  uses: PictureUse[];
  message?: string;
  cancelHref: string;
}) {
  const navigation = useNavigation();
  const deleting = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const name = picture?.alt || picture?.originalName || "this picture";
  return (
    <div className="confirm-delete picture-panel" role="group" aria-labelledby="picture-delete-heading">
      <h3 id="picture-delete-heading">{uses.length ? "This picture is in use" : `Delete ${name}?`}</h3>
      {picture?.thumb ? <img src={picture.thumb} alt="" width={150} height={150} /> : null}
      {uses.length ? (
        <>
          <p role={message ? "alert" : undefined}>
            {message ??
              `It is used in ${placesCount(uses.length)} and cannot be deleted while it is. Take it out of these places first, then delete it here:`}
          </p>
          <ul className="picture-uses">
            {uses.map((use) => (
              <li key={use.href + use.label}>
                <Link to={use.href}>{use.label}</Link>
                {use.publicHref ? (
                  <>
                    {" · "}
                    <a href={use.publicHref} target="_blank" rel="noopener">
                      see it on the website<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <Link to={cancelHref} className="button button--ghost">
            Back to the pictures
          </Link>
        </>
      ) : (
        <>
          <p>It is not used anywhere on the website. Deleting removes the picture and all its sizes for good.</p>
          <Form method="post" className="confirm-delete-buttons">
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="key" value={picture?.key ?? ""} />
            <button type="submit" className="button button--danger" disabled={deleting}>
              {deleting ? "Deleting…" : "Yes, delete"}
            </button>
            <Link to={cancelHref} className="button button--ghost">
              Keep it
            </Link>
          </Form>
        </>
      )}
    </div>
  );
}

function PictureWordsFields({
  prefix,
  names,
  values,
  errors,
}: {
  prefix: string;
  names: { alt: string; caption: string; decorative: string };
  values: { alt: string; caption: string; decorative: boolean };
  errors: { alt?: string; caption?: string };
}) {
  return (
    <>
      <TextField
        id={`${prefix}-alt`}
        name={names.alt}
        label="Description (what the picture shows)"
        hint="Read out to people who cannot see it, e.g. “Pupils planting saplings by the school gate”"
        defaultValue={values.alt}
        maxLength={PICTURE_LIMITS.alt}
        error={errors.alt}
      />
      <label className="checkbox-field">
        <input type="checkbox" name={names.decorative} defaultChecked={values.decorative} /> Decorative only (nothing to
        describe)
      </label>
      <TextField
        id={`${prefix}-caption`}
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

/**
 * Several pictures at once, each with its words. Without JavaScript: a few rows, one file each, and a link for
 * more rows. With JavaScript: "Choose pictures" takes many files at once and gives each its row with a preview;
 * the form posts to this action with XMLHttpRequest to show a progress bar, then revalidates.
 */
function UploadForm({
  rows,
  largestPicture,
  largestBytes,
  refused,
}: {
  rows: number;
  largestPicture: string;
  largestBytes: number;
  refused?: Refused;
}) {
  const [progress, setProgress] = useState<number>();
  const [sent, setSent] = useState(0);
  const [extraRows, setExtraRows] = useState(0);
  const [previews, setPreviews] = useState<Record<number, string>>({});
  const hydrated = useHydrated();
  const [lost, setLost] = useState<string>();
  const formRef = useRef<HTMLFormElement>(null);
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const location = useLocation();
  const count = Math.min(rows + extraRows, PICTURE_LIMITS.atOnce);
  const errors = refused?.fields ?? {};
  const values = refused?.values ?? {};

  function preview(index: number, file: File | undefined) {
    setPreviews((current) => {
      if (current[index]) URL.revokeObjectURL(current[index]);
      const next = { ...current };
      if (file) next[index] = URL.createObjectURL(file);
      else delete next[index];
      return next;
    });
  }

  /** Puts each chosen file into its own row (adding rows as needed), so each gets its description. */
  function chooseMany(event: ChangeEvent<HTMLInputElement>) {
    const chosen = [...(event.target.files ?? [])].slice(0, PICTURE_LIMITS.atOnce);
    event.target.value = "";
    if (chosen.length === 0) return;
    setExtraRows(Math.max(0, chosen.length - rows));
    // The rows exist after this render; fill them on the next frame.
    requestAnimationFrame(() => {
      chosen.forEach((file, index) => {
        const input = formRef.current?.querySelector<HTMLInputElement>(`input[name="file.${index}"]`);
        if (!input) return;
        const transfer = new DataTransfer();
        transfer.items.add(file);
        input.files = transfer.files;
        preview(index, file);
      });
      formRef.current?.querySelector<HTMLInputElement>('input[name="alt.0"]')?.focus();
    });
  }

  /** The same checks the server makes on the words and sizes, so a refusal shows beside its row at once. */
  function checkRows(body: FormData) {
    const found: Record<string, string> = {};
    let any = false;
    for (let index = 0; index < count; index++) {
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
      else if (file.size > largestBytes)
        found[`file.${index}`] = `Picture ${n}: the picture is too large: it may be at most ${largestPicture}.`;
    }
    if (!any) found["file.0"] = "Choose at least one picture to upload.";
    return found;
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = new FormData(form);
    const found = checkRows(body);
    setClientErrors(found);
    if (Object.keys(found).length > 0) {
      form.querySelector<HTMLElement>(`[name="${Object.keys(found)[0]}"]`)?.focus();
      return;
    }
    setLost(undefined);
    setProgress(0);
    const request = new XMLHttpRequest();
    request.open("POST", HERE);
    request.setRequestHeader(PROGRESS_HEADER, "1");
    request.upload.onprogress = (progressEvent) => {
      if (progressEvent.lengthComputable) setProgress(progressEvent.loaded / progressEvent.total);
    };
    request.onload = () => {
      setProgress(undefined);
      if (request.status >= 200 && request.status < 300) {
        setSent((n) => n + 1);
        setExtraRows(0);
        setPreviews({});
      }
      // The outcome waits in a flash (a refusal names its picture); the typed rows stay as they are.
      revalidator.revalidate();
    };
    request.onerror = () => {
      setProgress(undefined);
      setLost("The connection was lost; check it and try again.");
    };
    request.send(body);
  }
  const [clientErrors, setClientErrors] = useState<Record<string, string>>();
  const shownErrors = clientErrors ?? errors;

  const busy = progress !== undefined || navigation.state === "submitting";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="panel-form picture-upload"
      noValidate
      onSubmit={send}
      ref={formRef}
      key={`${location.key}-${sent}`}
      aria-labelledby="upload-pictures-heading"
    >
      <h3 id="upload-pictures-heading">Upload pictures</h3>
      <p className="field-hint">
        JPEG, PNG, WebP, GIF or AVIF, up to {largestPicture} each, {PICTURE_LIMITS.atOnce} at a time. Each picture needs
        a description unless it is only decorative.
      </p>
      <StatusMessage
        tone="error"
        message={lost ?? (refused || Object.keys(clientErrors ?? {}).length ? FIX_FIELDS : undefined)}
        id={location.key}
      />
      {hydrated ? (
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
            onChange={chooseMany}
            aria-describedby="choose-many-hint"
          />
        </div>
      ) : null}
      <ol className="picture-upload__rows">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <fieldset className="picture-upload__row">
              <legend>Picture {index + 1}</legend>
              {previews[index] ? (
                <img src={previews[index]} alt="" width={96} height={96} className="picture-upload__preview" />
              ) : null}
              <TextField
                id={`upload-file-${index}`}
                name={`file.${index}`}
                type="file"
                label="File"
                accept={ACCEPT}
                error={shownErrors[`file.${index}`]}
                onChange={(event) => preview(index, event.currentTarget.files?.[0])}
              />
              <PictureWordsFields
                prefix={`upload-${index}`}
                names={{ alt: `alt.${index}`, caption: `caption.${index}`, decorative: `decorative.${index}` }}
                values={{
                  alt: values[`alt.${index}`] ?? "",
                  caption: values[`caption.${index}`] ?? "",
                  decorative: values[`decorative.${index}`] === "on",
                }}
                errors={{ alt: shownErrors[`alt.${index}`], caption: shownErrors[`caption.${index}`] }}
              />
            </fieldset>
          </li>
        ))}
      </ol>
      {count < PICTURE_LIMITS.atOnce ? (
        hydrated ? (
          <button
            type="button"
            className="button button--small button--ghost"
            onClick={() => setExtraRows((n) => n + 1)}
          >
            Add another picture
          </button>
        ) : (
          <Link
            to={`${HERE}?rows=${Math.min(count + 3, PICTURE_LIMITS.atOnce)}`}
            className="button button--small button--ghost"
          >
            More rows
          </Link>
        )
      ) : null}
      {progress !== undefined ? (
        <label className="field">
          <span>Uploading… {Math.round(progress * 100)}%</span>
          <progress className="upload-progress" max={1} value={progress} />
        </label>
      ) : null}
      <div className="panel-form__actions">
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Uploading…" : "Upload"}
        </button>
      </div>
    </Form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
