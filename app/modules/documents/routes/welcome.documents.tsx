import { use } from "react";
import { data, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
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
import { FIX_FIELDS, FORM_NAME, parseSubmission, refusal, type SubmissionFailure } from "~/kernel/form";
import type { Route } from "./+types/welcome.documents";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  return loadDocumentsForOffice();
}

type Refused = SubmissionFailure & { intent: "upload" | "replace"; id?: number };

const SECTION = "/welcome/documents";

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const actor = user.actor;

  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    // Upload and replace: the file streams to a temporary file within the site's size limit.
    const form = await readMultipartRequest(request, "file", await documentUploadLimitsForPages());
    if (!form.ok) {
      // A refused body has lost its text fields: the upload form (the one for new files) shows why.
      return data<Refused>(
        {
          ...refusal({}, form.error, { file: form.error }),
          form: UPLOAD_FORM,
          intent: "upload",
          ...(form.refusedField ? { files: [form.refusedField] } : {}),
        },
        { status: form.status },
      );
    }
    const intent = form.fields.intent === "replace" ? "replace" : "upload";
    const id = intent === "replace" ? Number(form.fields.id) : undefined;
    try {
      const refuse = (message: string, fields: Record<string, string>) =>
        data<Refused>(
          { ...refusal(form.fields, message, fields), intent, id, ...(form.file ? { files: ["file"] } : {}) },
          { status: 400 },
        );
      const submission = parseSubmission(documentSchema, form.fields);
      if (!submission.ok) return refuse(submission.message, submission.fields);
      const saved =
        id === undefined
          ? await createDocumentFromDashboard(submission.data, form.file, actor)
          : await updateDocumentFromDashboard(id, submission.data, form.file, actor);
      if (!saved)
        return redirectWithFlash(request, SECTION, { tone: "error", text: "That document no longer exists." });
      if (!saved.ok) return refuse(FIX_FIELDS, saved.fields);
      const replaced = intent === "replace" && form.file;
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text: replaced
          ? `New file saved for "${saved.document.title}" (version ${saved.document.version}); its address stays the same.`
          : intent === "replace"
            ? `"${saved.document.title}" saved.`
            : `Document added: "${saved.document.title}".`,
      });
    } finally {
      await form.file?.discard();
    }
  }

  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const id = Number(form.get("id"));
  const gone = () => redirectWithFlash(request, SECTION, { tone: "error", text: "That document no longer exists." });
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
    if (!restored?.ok) return gone();
    return redirectWithFlash(request, SECTION, {
      tone: "ok",
      text: `Version ${restore.data.version} of "${restored.document.title}" is the current file again.`,
    });
  }
  if (intent === "delete") {
    if (!(await deleteDocumentFromDashboard(id, actor))) return gone();
    return redirectWithFlash(request, SECTION, { tone: "ok", text: "The document and its files were deleted." });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function DocumentsSection() {
  const { categories, downloadsOrder, brochureOrder, maxMb } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const uploadFailure = refused?.intent === "upload" ? refused : undefined;
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
                refused={refused?.intent === "replace" && refused.id === document.id ? refused : undefined}
                editing={draft?.[FORM_NAME] === documentFormName(document.id)}
                formKey={location.key}
                busy={busy}
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
