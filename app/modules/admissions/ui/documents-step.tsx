import type { FormRefusal } from "~/kernel/form-result";
import { DOCUMENT_LABELS, type DocumentKind } from "../settings";

const sizeInWords = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * One small upload form per document asked for (each works without JavaScript: choose, upload, the page comes
 * back with it listed); a document uploaded again replaces the earlier file.
 */
export function DocumentUploads({
  asked,
  uploaded,
  refused,
  maxDocumentMb,
  maxPhotoMb,
}: {
  asked: DocumentKind[];
  uploaded: { kind: string; original_name: string; size: number }[];
  refused?: FormRefusal;
  maxDocumentMb: number;
  maxPhotoMb: number;
}) {
  return (
    <ul className="apply-documents">
      {asked.map((kind) => {
        const done = uploaded.find((document) => document.kind === kind);
        const error = refused?.fields[`file_${kind}`];
        const id = `apply-file_${kind}`;
        return (
          <li key={kind} id={`document-${kind}`} className="apply-documents__item">
            <form method="post" encType="multipart/form-data" className="apply-documents__form">
              <input type="hidden" name="_form" value={`document-${kind}`} />
              <input type="hidden" name="kind" value={kind} />
              <div className={`form-field${error ? " form-field--invalid" : ""}`}>
                <label htmlFor={id} className="field-label">
                  {DOCUMENT_LABELS[kind]}
                  <span className="form-field__required"> (required)</span>
                </label>
                <p className="hint">
                  {kind === "photograph"
                    ? `A JPEG or PNG picture, at most ${maxPhotoMb} MB.`
                    : `PDF, JPEG or PNG, at most ${maxDocumentMb} MB.`}
                  {done ? ` Uploaded: ${done.original_name || "file"} (${sizeInWords(done.size)}).` : ""}
                </p>
                <input
                  id={id}
                  name="file"
                  type="file"
                  accept={kind === "photograph" ? "image/jpeg,image/png" : "application/pdf,image/jpeg,image/png"}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                {error ? (
                  <p id={`${id}-error`} className="field-error">
                    {error}
                  </p>
                ) : null}
              </div>
              <button type="submit" className="button button--small">
                {done ? "Upload again" : "Upload"}
              </button>
              {done ? <span className="apply-documents__done">✓ Uploaded</span> : null}
            </form>
          </li>
        );
      })}
    </ul>
  );
}
