import { data, useActionData, useLoaderData, useLocation } from "react-router";
import { readForm } from "~/kernel/read-form.server";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  deletePicture,
  findPictureUses,
  getLibraryPicture,
  isUploadFileField,
  listLibraryPictures,
  updatePictureWords,
  uploadPictures,
  uploadReadRefusal,
  uploadRowsFrom,
} from "~/modules/pictures/pictures.server";
import { PICTURE_LIMITS, type PictureUse } from "~/modules/pictures/schema";
import { DeletePanel, placesCount } from "~/modules/pictures/ui/delete-panel";
import { LIBRARY_PATH, libraryHref, PictureGrid, PictureSearch } from "~/modules/pictures/ui/library-list";
import { EditWordsForm } from "~/modules/pictures/ui/picture-words";
import { PROGRESS_HEADER, UPLOAD_FORM, UploadForm } from "~/modules/pictures/ui/upload-form";
import { pickerFields, wantsPickerAnswer, type PickerUploadAnswer } from "~/modules/pictures/picker-upload";
import type { AuditActor } from "~/kernel/audit.server";
import { RefusedError } from "~/kernel/errors";
import { flashHeader, redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, refusal, type FormRefusal } from "~/kernel/form";
import {
  describeBytes,
  readMultipartFilesRequest,
  uploadLimits,
  type MultipartFilesResult,
} from "~/kernel/media/multipart.server";
import picturesStyles from "~/styles/pictures.css?url";
import { db } from "~/kernel/database/connection";
import { readPageRequest } from "~/kernel/pagination";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.pictures";
import { SectionErrorBoundary } from "~/modules/dashboard";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: picturesStyles }];

const ROWS_AT_FIRST = 3;
const NO_PICTURE = "No such picture.";

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

/** A refused post: the kernel's FormRefusal, with which of the page's operations and picture it was. */
type Refused = FormRefusal & { intent: "upload" | "update" | "delete"; key?: string; uses?: PictureUse[] };

/**
 * The one way this page answers a refusal: a RefusedError (thrown by a command, or here for a missing or used
 * picture) becomes the form's FormRefusal with the error's status. Where fields carry the messages, the
 * sentence above the form is the usual one and each message stays with its field.
 */
function answerRefusal(
  error: unknown,
  sent: FormData | Record<string, string>,
  more: Pick<Refused, "intent" | "key" | "form" | "files">,
  headers?: HeadersInit,
) {
  if (!(error instanceof RefusedError)) throw error;
  const message = Object.keys(error.fields).length ? FIX_FIELDS : error.message;
  const uses = Array.isArray(error.body.uses) ? { uses: error.body.uses as PictureUse[] } : {};
  return data<Refused>(
    { ...refusal(sent, message, error.fields), ...more, ...uses },
    { status: error.status, headers },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data"))
    return uploadAction(request, user.actor);

  const form = await readForm(request);
  const intent = form.get("intent") === "delete" ? "delete" : "update";
  const key = String(form.get("key") ?? "");
  try {
    if (intent === "delete") {
      await deleteUnusedPicture(key, user.actor);
      return redirectWithFlash(request, LIBRARY_PATH, { tone: "ok", text: "The picture was deleted." });
    }
    const saved = await updatePictureWords(db(), mediaStorage(), key, Object.fromEntries(form), user.actor);
    if (!saved) throw new RefusedError(404, NO_PICTURE);
    return redirectWithFlash(request, LIBRARY_PATH, { tone: "ok", text: "The picture's words were saved." });
  } catch (error) {
    return answerRefusal(error, form, { intent, key });
  }
}

/** Deletes a picture nothing uses; a used one is refused with the places that use it. */
async function deleteUnusedPicture(key: string, actor: AuditActor) {
  const result = await deletePicture(db(), mediaStorage(), key, actor);
  if (result.ok) return;
  if (result.reason === "missing") throw new RefusedError(404, NO_PICTURE);
  const message = `This picture is used in ${placesCount(result.uses.length)}, so it was not deleted. Take it out of them first.`;
  throw new RefusedError(409, message, {}, { uses: result.uses });
}

/** The upload form's multipart post, streamed: its files are spooled to temporary files and always removed. */
async function uploadAction(request: Request, actor: AuditActor) {
  const viaProgressBar = request.headers.get(PROGRESS_HEADER) === "1";
  const limits = uploadLimits();
  // Pictures only: a video is refused at the picture limit, by the bytes actually read.
  const form = await readMultipartFilesRequest(
    request,
    { isFileField: isUploadFileField, maxFiles: PICTURE_LIMITS.atOnce },
    { imageBytes: limits.imageBytes, videoBytes: limits.imageBytes },
  );
  const fields = form.fields ?? {};
  const forPicker = wantsPickerAnswer(request.url);
  try {
    if (!form.ok) {
      const refused = uploadReadRefusal(form);
      throw new RefusedError(form.status, refused.message, refused.fields);
    }
    const pictures = await uploadPictures(db(), mediaStorage(), {
      rows: uploadRowsFrom(form.fields, form.files),
      actor,
    });
    if (forPicker) return data<PickerUploadAnswer>({ ok: true, picture: pictures[0] }, { status: 201 });
    const done = {
      tone: "ok" as const,
      text:
        pictures.length === 1 ? "Added 1 picture to the library." : `Added ${pictures.length} pictures to the library.`,
    };
    if (viaProgressBar) return data({ ok: true as const }, { headers: await flashHeader(request, done) });
    return redirectWithFlash(request, LIBRARY_PATH, done);
  } catch (error) {
    if (forPicker && error instanceof RefusedError) {
      const refused = pickerFields(error.fields);
      const message = Object.values(refused)[0] ?? error.message;
      return data<PickerUploadAnswer>(
        { ok: false, intent: "picker", message, fields: refused },
        { status: error.status },
      );
    }
    // The progress bar's request cannot show a page: its outcome waits as a flash for the revalidation.
    const headers =
      viaProgressBar && error instanceof RefusedError
        ? await flashHeader(request, {
            tone: "error",
            text: `Nothing was uploaded: ${Object.values(error.fields)[0] ?? error.message}`,
          })
        : undefined;
    return answerRefusal(error, fields, { intent: "upload", form: UPLOAD_FORM, files: chosenFiles(form) }, headers);
  } finally {
    if (form.ok) await Promise.all(form.files.map((file) => file.discard()));
  }
}

/** The file fields to choose again: those sent with a file, or the one refused while the body was read. */
function chosenFiles(form: MultipartFilesResult) {
  if (form.ok) return form.files.map((file) => file.field);
  return form.refusedField ? [form.refusedField] : [];
}

export default function Pictures() {
  const library = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : undefined;
  const location = useLocation();
  const editing = library.editing;
  const listHref = libraryHref(library);
  // A refusal shows in its form or panel; one about a picture no longer shown there shows above the list.
  const inEditForm = refused?.intent === "update" && editing?.key === refused.key;
  const deleteRefused = refused?.intent === "delete" && refused.uses ? refused : undefined;
  const aboveList = refused && refused.intent !== "upload" && !inEditForm && !deleteRefused;
  return (
    <section className="dashboard-panel picture-library" aria-labelledby="pictures-heading">
      <PageMeta title="Picture library" description="Administration." path={LIBRARY_PATH} noindex />
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
      <PictureSearch q={library.q} />
      <StatusMessage tone="error" message={aboveList ? refused.message : undefined} id={location.key} />
      {editing ? (
        <EditWordsForm
          key={`${editing.key}-${location.key}`}
          picture={editing}
          refused={inEditForm ? refused : undefined}
          cancelHref={listHref}
        />
      ) : null}
      {library.deleting || deleteRefused ? (
        <DeletePanel
          picture={library.deleting?.picture}
          uses={deleteRefused?.uses ?? library.deleting?.uses ?? []}
          message={deleteRefused?.message}
          cancelHref={listHref}
        />
      ) : null}
      <PictureGrid view={library} pictures={library.pictures} total={library.total} pages={library.pages} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
