import { Form } from "react-router";
import { When } from "~/ui/when";
import type { FormRefusal } from "~/ui/form/edit-form";
import type { DocumentVersion, LibraryDocument } from "../document-queries.server";
import { formatFileSize, type DocumentList } from "../schema";
import { DocumentEditForm } from "./document-forms";

type OfficeDocument = LibraryDocument & {
  versions: DocumentVersion[];
  scheduleInputs: Record<string, string>;
  scheduleNote: string;
};
type OrderedDocument = { id: number; title: string };

/** One document of the list: its address and file, and panels to change, restore or delete it. */
export function DocumentItem({
  document,
  refused,
  editing,
  formKey,
  busy,
  timeZone,
}: {
  document: OfficeDocument;
  timeZone: string;
  refused?: FormRefusal;
  /** Its form opens: refused, or kept over an ended session. */
  editing: boolean;
  formKey: string;
  busy: boolean;
}) {
  return (
    <li className="documents-item">
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
        {document.scheduleNote ? <span className="schedule-note">{document.scheduleNote}</span> : null}
      </div>
      <details className="documents-item__more" open={Boolean(refused) || editing}>
        <summary>
          Change or replace <span className="visually-hidden">{document.title}</span>
        </summary>
        <DocumentEditForm key={formKey} document={document} refused={refused} busy={busy} timeZone={timeZone} />
      </details>
      {document.versions.length > 0 ? <DocumentVersions document={document} busy={busy} /> : null}
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
}

/** The earlier files of a document, each with a button that makes it the current file again. */
function DocumentVersions({ document, busy }: { document: OfficeDocument; busy: boolean }) {
  return (
    <details className="documents-item__more">
      <summary>
        Earlier files ({document.versions.length})<span className="visually-hidden"> of {document.title}</span>
      </summary>
      <ol className="documents-versions">
        {document.versions.map((version) => (
          <li key={version.version}>
            <span>
              Version {version.version}: {version.fileName || "file"} ({version.type}, {formatFileSize(version.size)}),{" "}
              <When iso={version.createdAt} date />
              {version.createdBy ? ` by ${version.createdBy}` : ""}
            </span>
            {version.version === document.version ? (
              <strong> current</strong>
            ) : (
              <Form method="post">
                <input type="hidden" name="id" value={document.id} />
                <input type="hidden" name="version" value={version.version} />
                <button className="button button--small button--ghost" name="intent" value="restore" disabled={busy}>
                  Restore version {version.version}
                  <span className="visually-hidden"> of {document.title}</span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The order of the documents on the Downloads and Download Brochure pages, with buttons to move each. */
export function DocumentOrders({
  downloadsOrder,
  brochureOrder,
  busy,
}: {
  downloadsOrder: OrderedDocument[];
  brochureOrder: OrderedDocument[];
  busy: boolean;
}) {
  return (
    <div className="documents-orders">
      <DocumentOrder list="downloads" heading="Order on the Downloads page" order={downloadsOrder} busy={busy} />
      <DocumentOrder list="brochure" heading="Order on the Download Brochure page" order={brochureOrder} busy={busy} />
    </div>
  );
}

function DocumentOrder({
  list,
  heading,
  order,
  busy,
}: {
  list: DocumentList;
  heading: string;
  order: OrderedDocument[];
  busy: boolean;
}) {
  return (
    <div id={`order-${list}`} className="documents-order">
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
  );
}
