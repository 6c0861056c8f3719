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
  galleryFormName,
  type GalleryDeletion,
} from "~/modules/gallery/ui/gallery-entries";
import { PROGRESS_HEADER, UPLOAD_FORM, UploadForm } from "~/modules/gallery/ui/upload-form";
import {
  createGalleryItem,
  deleteGalleryItem,
  listGalleryItems,
  updateGalleryItem,
} from "~/modules/gallery/gallery.server";
import { galleryUploadSchema } from "~/modules/gallery/schema";
import { readMultipartRequest, uploadLimits } from "~/kernel/media/multipart.server";
import { flashHeader, redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
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
  // A form's refusal shows in it; one about an entry no longer listed (or a Delete) shows above the list.
  const inAForm =
    refused?.form === UPLOAD_FORM ||
    items.some((item) => editing === item.id && refused?.form === galleryFormName(item.id));
  const [askDelete, setAskDelete] = useState<GalleryDeletion>();
  const deletingItem = items.find((item) => item.id === deleting);
  return (
    <section className="dashboard-panel" aria-labelledby="upload-heading">
      <PageMeta title="Gallery uploads" description="Administration." path="/welcome/gallery" noindex />
      <h2 id="upload-heading">Gallery uploads</h2>
      <UploadForm refused={refused?.form === UPLOAD_FORM ? refused : undefined} />

      <h3>Gallery entries</h3>
      <StatusMessage tone="error" message={refused && !inAForm ? refused.message : undefined} id={location.key} />
      {deletingItem ? <GalleryDeleteQuestion item={deletingItem} /> : null}
      {items.length === 0 ? <p>There are no records to display</p> : null}
      <ul className="media-list">
        {items.map((item) =>
          editing === item.id ? (
            <GalleryEntryEditor
              key={item.id}
              item={item}
              refused={refused?.form === galleryFormName(item.id) ? refused : undefined}
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
