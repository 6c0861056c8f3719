import { use } from "react";
import { data, Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { When } from "~/ui/when";
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
  formatFileSize,
} from "~/modules/documents/schema";
import {
  DocumentEditForm,
  DocumentUploadForm,
  documentFormName,
  UPLOAD_FORM,
} from "~/modules/documents/ui/document-forms";
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
            {group.documents.map((document) => {
              const failure = refused?.intent === "replace" && refused.id === document.id ? refused : undefined;
              return (
                <li key={document.id} className="documents-item">
                  <div className="documents-item__head">
                    <a href={document.url} target="_blank" rel="noopener" className="documents-item__title">
                      {document.title}
                    </a>
                    <span className="documents-item__facts">
                      {document.type === "Link"
                        ? `Link to ${document.linkUrl}`
                        : `${document.type}, ${formatFileSize(document.size)}, version ${document.version}`}
                      {" · "}
                      {document.url}
                    </span>
                  </div>
                  <details
                    className="documents-item__more"
                    open={Boolean(failure) || draft?.[FORM_NAME] === documentFormName(document.id)}
                  >
                    <summary>
                      Change or replace <span className="visually-hidden">{document.title}</span>
                    </summary>
                    <DocumentEditForm key={location.key} document={document} refused={failure} busy={busy} />
                  </details>
                  {document.versions.length > 0 ? (
                    <details className="documents-item__more">
                      <summary>
                        Earlier files ({document.versions.length})
                        <span className="visually-hidden"> of {document.title}</span>
                      </summary>
                      <ol className="documents-versions">
                        {document.versions.map((version) => (
                          <li key={version.version}>
                            <span>
                              Version {version.version}: {version.originalName || "file"} ({version.type},{" "}
                              {formatFileSize(version.size)}), <When iso={version.createdAt} date />
                              {version.createdBy ? ` by ${version.createdBy}` : ""}
                            </span>
                            {version.version === document.version ? (
                              <strong> current</strong>
                            ) : (
                              <Form method="post">
                                <input type="hidden" name="id" value={document.id} />
                                <input type="hidden" name="version" value={version.version} />
                                <button
                                  className="button button--small button--ghost"
                                  name="intent"
                                  value="restore"
                                  disabled={busy}
                                >
                                  Restore version {version.version}
                                  <span className="visually-hidden"> of {document.title}</span>
                                </button>
                              </Form>
                            )}
                          </li>
                        ))}
                      </ol>
                    </details>
                  ) : null}
                  <details className="documents-item__more">
                    <summary>
                      Delete <span className="visually-hidden">{document.title}</span>
                    </summary>
                    <Form method="post" className="documents-delete">
                      <input type="hidden" name="id" value={document.id} />
                      <p>&quot;{document.title}&quot; and all its files are deleted; its address stops working.</p>
                      <button className="button button--small button--danger" name="intent" value="delete">
                        Delete &quot;{document.title}&quot; for good
                      </button>
                    </Form>
                  </details>
                </li>
              );
            })}
          </ul>
        </div>
      ))}

      <div className="documents-orders">
        {(
          [
            ["downloads", "Order on the Downloads page", downloadsOrder],
            ["brochure", "Order on the Download Brochure page", brochureOrder],
          ] as const
        ).map(([list, heading, order]) => (
          <div key={list} id={`order-${list}`} className="documents-order">
            <h3>{heading}</h3>
            <ol>
              {order.map((document, index) => (
                <li key={document.id}>
                  <span className="documents-order__title">{document.title}</span>
                  <Form method="post" className="documents-order__buttons">
                    <input type="hidden" name="id" value={document.id} />
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="list" value={list} />
                    <button
                      className="button button--small button--ghost"
                      name="direction"
                      value="up"
                      disabled={busy || index === 0}
                    >
                      <span aria-hidden="true">↑</span>
                      <span className="visually-hidden">Move {document.title} up</span>
                    </button>
                    <button
                      className="button button--small button--ghost"
                      name="direction"
                      value="down"
                      disabled={busy || index === order.length - 1}
                    >
                      <span aria-hidden="true">↓</span>
                      <span className="visually-hidden">Move {document.title} down</span>
                    </button>
                  </Form>
                </li>
              ))}
            </ol>
          </div>
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
