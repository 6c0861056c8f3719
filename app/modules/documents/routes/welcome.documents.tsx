import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { use } from "react";
import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { FormDraftContext } from "~/ui/form/edit-form";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  createDocumentFromDashboard,
  deleteDocumentFromDashboard,
  documentUploadLimitsForPages,
  loadDocumentsForOffice,
  moveDocumentFromDashboard,
  restoreDocumentFromDashboard,
  updateDocumentFromDashboard,
} from "~/modules/documents/documents.server";
import {
  DOCUMENT_CATEGORY_LABELS,
  documentMoveSchema,
  documentRestoreSchema,
  documentSchema,
} from "~/modules/documents/schema";
import { DocumentUploadForm, documentFormName, UPLOAD_FORM } from "~/modules/documents/ui/document-forms";
import { DocumentItem, DocumentOrders } from "~/modules/documents/ui/document-list";
import { readMultipartRequest } from "~/kernel/media/multipart.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FORM_NAME, parseSubmission } from "~/kernel/form";
import { formAction, uploadFormAction } from "~/kernel/form-action.server";
import type { Route } from "./+types/welcome.documents";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  return loadDocumentsForOffice();
}

const SECTION = "/welcome/documents";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const actor = user.actor;
  const gone = () => redirectWithFlash(request, SECTION, { tone: "error", text: "That document no longer exists." });

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // Upload and replace: the file streams to a temporary file within the site's size limit. A body refused while
    // read has lost its text fields: the upload form (the one for new files) shows why.
    const upload = await readMultipartRequest(request, "file", await documentUploadLimitsForPages());
    return uploadFormAction(upload, { fileField: "file", form: UPLOAD_FORM }, async (fields, file) => {
      const replacing = fields.intent === "replace";
      const input = parseSubmission(documentSchema, fields);
      const saved = replacing
        ? await updateDocumentFromDashboard(Number(fields.id), input, file, actor)
        : await createDocumentFromDashboard(input, file, actor);
      if (!saved) return gone();
      const startedNow = saved.startedNow ? ` ${STARTED_NOW_NOTICE}` : "";
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text:
          (replacing && file
            ? `New file saved for "${saved.title}" (version ${saved.version}); its address stays the same.`
            : replacing
              ? `"${saved.title}" saved.`
              : `Document added: "${saved.title}".`) + startedNow,
      });
    });
  }

  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    const id = Number(form.get("id"));
    if (intent === "move") {
      const move = documentMoveSchema.safeParse(Object.fromEntries(form));
      if (!move.success) throw new Response("Unknown order change", { status: 400 });
      if (!(await moveDocumentFromDashboard(id, move.data.list, move.data.direction, actor))) return gone();
      return redirectWithFlash(request, `${SECTION}#order-${move.data.list}`, { tone: "ok", text: "Order saved." });
    }
    if (intent === "restore") {
      const restore = documentRestoreSchema.safeParse(Object.fromEntries(form));
      if (!restore.success) throw new Response("Choose a version", { status: 400 });
      const restored = await restoreDocumentFromDashboard(id, restore.data.version, actor);
      if (!restored) return gone();
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text: `Version ${restore.data.version} of "${restored.title}" is the current file again.`,
      });
    }
    if (intent === "delete") {
      if (!(await deleteDocumentFromDashboard(id, actor))) return gone();
      return redirectWithFlash(request, SECTION, { tone: "ok", text: "The document and its files were deleted." });
    }
    throw new Response("Unknown action", { status: 400 });
  });
}

export default function DocumentsSection() {
  const { categories, downloadsOrder, brochureOrder, maxMb, timeZone } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const uploadFailure = refused?.form === UPLOAD_FORM ? refused : undefined;
  // A document's form kept over an ended session opens where it was.
  const draft = use(FormDraftContext);
  return (
    <section className="dashboard-panel documents-section" aria-labelledby="documents-heading">
      <PageMeta title="Documents" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="documents-heading">Documents</h2>
      </div>
      <p className="hint">
        The files of the Downloads and Download Brochure pages. PDF, Word (.docx), Excel (.xlsx), PowerPoint (.pptx),
        JPEG or PNG, at most {maxMb} MB. A document keeps its address when you replace its file, and earlier files can
        be restored.
      </p>
      <StatusMessage
        tone="error"
        message={refused?.form === undefined ? refused?.message : undefined}
        id={location.key}
      />

      <DocumentUploadForm
        key={`upload-${location.key}`}
        refused={uploadFailure}
        maxMb={maxMb}
        timeZone={timeZone}
        busy={busy}
        uploading={busy && navigation.formData?.get("intent") === "upload"}
      />

      {categories.length === 0 ? <p className="empty-note">No documents yet.</p> : null}
      {categories.map((group) => (
        <div key={group.category} className="documents-group">
          <h3>{DOCUMENT_CATEGORY_LABELS[group.category]}</h3>
          <ul className="documents-list">
            {group.documents.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                refused={refused?.form === documentFormName(document.id) ? refused : undefined}
                editing={draft?.[FORM_NAME] === documentFormName(document.id)}
                formKey={location.key}
                busy={busy}
                timeZone={timeZone}
              />
            ))}
          </ul>
        </div>
      ))}

      <DocumentOrders downloadsOrder={downloadsOrder} brochureOrder={brochureOrder} busy={busy} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
