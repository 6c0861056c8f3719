import { use } from "react";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
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
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text:
          replacing && file
            ? `New file saved for "${saved.title}" (version ${saved.version}); its address stays the same.`
            : replacing
              ? `"${saved.title}" saved.`
              : `Document added: "${saved.title}".`,
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
  const { categories, downloadsOrder, brochureOrder, maxMb } = useLoaderData<typeof loader>();
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
        busy={busy}
        uploading={busy && navigation.formData?.get("intent") === "upload"}
      />

      {categories.length === 0 ? <p className="empty-note">No documents yet.</p> : null}
      {categories.map((group) => (
        <div key={group.category} className="documents-group">
          <h3>{DOCUMENT_CATEGORY_LABELS[group.category]}</h3>
          <ul className="documents-list">
            {group.documents.map((document) => {
              const failure = refused?.form === documentFormName(document.id) ? refused : undefined;
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
