import { useState } from "react";
import { data, useActionData, useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  GalleryDeleteDialog,
  GalleryDeleteQuestion,
  GalleryEntry,
  GalleryEntryEditor,
  type GalleryDeletion,
} from "~/modules/gallery/ui/gallery-entries";
import { PROGRESS_HEADER, UPLOAD_FORM, UploadForm } from "~/modules/gallery/ui/upload-form";
import {
  createGalleryItem,
  deleteGalleryItem,
  GalleryFileError,
  listGalleryItems,
  updateGalleryItem,
} from "~/modules/gallery/gallery.server";
import { galleryUploadSchema } from "~/modules/gallery/schema";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { flashHeader, redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, parseSubmission, refusal, type SubmissionFailure } from "~/kernel/form";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import type { Route } from "./+types/welcome.gallery";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context });
  const params = new URL(request.url).searchParams;
  const items = await listGalleryItems(db(), mediaStorage(), {});
  const idParam = (name: string) => (/^\d{1,9}$/.test(params.get(name) ?? "") ? Number(params.get(name)) : undefined);
  return { items, editing: idParam("edit"), deleting: idParam("delete") };
}

type Refused = SubmissionFailure & { intent: string; id?: number };

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context });
  const actor = user.actor;
  const storage = mediaStorage();
  const viaProgressBar = request.headers.get(PROGRESS_HEADER) === "1";

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // The upload: the file streams to a temporary file, never held in memory.
    const form = await readMultipartRequest(request, "uploadfile", uploadLimits());
    const fail = async (message: string, fields: Record<string, string>, status: number) => {
      // Only the upload form is multipart; a refused body may have lost its text fields, never its form.
      const chose = form.ok ? form.file !== undefined : form.refusedField !== undefined;
      const failure: Refused = {
        ...refusal(form.ok ? form.fields : {}, message, fields),
        form: UPLOAD_FORM,
        intent: "upload",
        ...(chose ? { files: ["uploadfile"] } : {}),
      };
      // The progress bar's request cannot show a page: its outcome waits as a flash for the revalidation.
      const headers = viaProgressBar
        ? await flashHeader(request, { tone: "error", text: `Upload failed: ${Object.values(fields)[0] ?? message}` })
        : {};
      return data(failure, { status, headers });
    };
    if (!form.ok) return fail(form.error, form.fields ?? { uploadfile: form.error }, form.status);
    try {
      const submission = parseSubmission(galleryUploadSchema, form.fields);
      if (!submission.ok) return fail(FIX_FIELDS, submission.fields, 400);
      await createGalleryItem(db(), storage, { data: submission.data, file: form.file, actor });
      const done = { tone: "ok" as const, text: "Upload successful!" };
      if (viaProgressBar) return data({ ok: true as const }, { headers: await flashHeader(request, done) });
      return redirectWithFlash(request, "/welcome/gallery", done);
    } catch (error) {
      if (error instanceof GalleryFileError) return fail(error.message, { uploadfile: error.message }, 400);
      throw error;
    } finally {
      await form.file?.discard();
    }
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = /^\d{1,9}$/.test(String(form.get("id") ?? "")) ? Number(form.get("id")) : undefined;
  // No such item: the page says so above the list (its form, if any, is gone).
  const noSuchItem = () =>
    data<Refused>({ ...refusal(form, "No such gallery item."), form: undefined, intent, id }, { status: 404 });
  if (id === undefined) return noSuchItem();
  if (intent === "delete") {
    if (!(await deleteGalleryItem(db(), storage, id, actor))) return noSuchItem();
    return redirectWithFlash(request, "/welcome/gallery", {
      tone: "ok",
      text: `Deleted "${String(form.get("eventname") ?? "the entry")}".`,
    });
  }
  const submission = parseSubmission(galleryUploadSchema, form);
  if (!submission.ok) return data<Refused>({ ...submission, intent: "update", id }, { status: 400 });
  const saved = await updateGalleryItem(db(), storage, id, submission.data, actor);
  if (!saved) return noSuchItem();
  return redirectWithFlash(request, "/welcome/gallery", { tone: "ok", text: `Saved "${saved.eventname}".` });
}

export default function Gallery() {
  const { items, editing, deleting } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && "intent" in answer ? answer : undefined;
  const location = useLocation();
  const [askDelete, setAskDelete] = useState<GalleryDeletion>();
  const deletingItem = items.find((item) => item.id === deleting);
  return (
    <section className="dashboard-panel" aria-labelledby="upload-heading">
      <PageMeta title="Gallery uploads" description="Administration." path="/welcome/gallery" noindex />
      <h2 id="upload-heading">Gallery uploads</h2>
      <UploadForm refused={refused?.intent === "upload" ? refused : undefined} />

      <h3>Gallery entries</h3>
      <StatusMessage
        tone="error"
        message={refused && refused.intent !== "upload" && refused.form === undefined ? refused.message : undefined}
        id={location.key}
      />
      {deletingItem ? <GalleryDeleteQuestion item={deletingItem} /> : null}
      {items.length === 0 ? <p>There are no records to display</p> : null}
      <ul className="media-list">
        {items.map((item) =>
          editing === item.id ? (
            <GalleryEntryEditor
              key={item.id}
              item={item}
              refused={refused?.intent === "update" && refused.id === item.id ? refused : undefined}
              formKey={location.key}
            />
          ) : (
            <GalleryEntry key={item.id} item={item} onDelete={setAskDelete} />
          ),
        )}
      </ul>
      <GalleryDeleteDialog item={askDelete} onClose={() => setAskDelete(undefined)} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
