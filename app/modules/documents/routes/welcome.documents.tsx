import { data, Form, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { SelectField, TextField } from "~/ui/form/panel-fields";
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
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  documentMoveSchema,
  documentRestoreSchema,
  documentSchema,
  formatFileSize,
} from "~/modules/documents/schema";
import { readMultipartRequest } from "~/kernel/media/multipart.server";
import { redirectWithFlash } from "~/kernel/flash.server";
import { FIX_FIELDS, parseSubmission, type SubmissionFailure } from "~/kernel/form";
import type { Route } from "./+types/welcome.documents";
import { SectionErrorBoundary } from "~/modules/dashboard";

const ACCEPT =
  ".pdf,.docx,.xlsx,.pptx,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png," +
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document," +
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet," +
  "application/vnd.openxmlformats-officedocument.presentationml.presentation";

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] }));

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
      const intent = form.fields?.intent === "replace" ? "replace" : "upload";
      return data<Refused>(
        { ok: false, intent, message: form.error, fields: { file: form.error }, values: {} },
        { status: form.status },
      );
    }
    const intent = form.fields.intent === "replace" ? "replace" : "upload";
    const id = intent === "replace" ? Number(form.fields.id) : undefined;
    try {
      const refuse = (message: string, fields: Record<string, string>) =>
        data<Refused>({ ok: false, intent, id, message, fields, values: form.fields }, { status: 400 });
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

const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

export default function DocumentsSection() {
  const { categories, downloadsOrder, brochureOrder, maxMb } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const uploadFailure = refused?.intent === "upload" ? refused : undefined;
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
      <StatusMessage tone="error" message={refused?.message} id={location.key} />

      <Form
        method="post"
        encType="multipart/form-data"
        className="panel-form documents-upload"
        noValidate
        key={`upload-${location.key}`}
      >
        <input type="hidden" name="intent" value="upload" />
        <fieldset className="panel-form settings-group">
          <legend>Add a document</legend>
          <TextField
            id="document-title"
            name="title"
            label="Title"
            maxLength={200}
            defaultValue={uploadFailure?.values.title ?? ""}
            error={uploadFailure?.fields.title}
          />
          <SelectField
            id="document-category"
            name="category"
            label="Category"
            options={CATEGORY_OPTIONS}
            defaultValue={uploadFailure?.values.category ?? "school"}
            error={uploadFailure?.fields.category}
          />
          <TextField
            id="document-file"
            name="file"
            label="File"
            type="file"
            accept={ACCEPT}
            hint={`PDF, Word, Excel, PowerPoint, JPEG or PNG, at most ${maxMb} MB.`}
            error={uploadFailure?.fields.file}
          />
        </fieldset>
        <div className="panel-form__actions">
          <button type="submit" className="button" disabled={busy}>
            {busy && navigation.formData?.get("intent") === "upload" ? "Uploading..." : "Upload document"}
          </button>
        </div>
      </Form>

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
                  <details className="documents-item__more" open={Boolean(failure)}>
                    <summary>
                      Change or replace <span className="visually-hidden">{document.title}</span>
                    </summary>
                    <Form method="post" encType="multipart/form-data" className="panel-form" noValidate>
                      <input type="hidden" name="intent" value="replace" />
                      <input type="hidden" name="id" value={document.id} />
                      <TextField
                        id={`document-${document.id}-title`}
                        name="title"
                        label="Title"
                        maxLength={200}
                        defaultValue={failure?.values.title ?? document.title}
                        error={failure?.fields.title}
                      />
                      <SelectField
                        id={`document-${document.id}-category`}
                        name="category"
                        label="Category"
                        options={CATEGORY_OPTIONS}
                        defaultValue={failure?.values.category ?? document.category}
                        error={failure?.fields.category}
                      />
                      <TextField
                        id={`document-${document.id}-file`}
                        name="file"
                        label="New file (leave empty to keep the current one)"
                        type="file"
                        accept={ACCEPT}
                        error={failure?.fields.file}
                      />
                      <div className="panel-form__actions">
                        <button type="submit" className="button button--small" disabled={busy}>
                          Save <span className="visually-hidden">{document.title}</span>
                        </button>
                      </div>
                    </Form>
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
                              {formatFileSize(version.size)}), {shortDate(version.createdAt)}
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
