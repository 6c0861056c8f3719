import type { FormRefusal } from "~/kernel/form-result";
import { usePageLanguage } from "~/ui/i18n";
import type { Translator } from "~/kernel/i18n/translate";
import type { DocumentKind } from "../settings";

const sizeInWords = ({ number }: Translator, bytes: number) =>
  bytes >= 1024 * 1024
    ? `${number(bytes / 1024 / 1024, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`
    : `${number(Math.max(1, Math.round(bytes / 1024)))} KB`;

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
  const { translator } = usePageLanguage();
  const t = translator.t;
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
                  {t(`apply.document.${kind}`)}
                  <span className="form-field__required"> {t("form.required")}</span>
                </label>
                <p className="hint">
                  {kind === "photograph"
                    ? t("apply.document.photoHint", { mb: maxPhotoMb })
                    : t("apply.document.fileHint", { mb: maxDocumentMb })}
                  {done
                    ? ` ${t("apply.document.uploadedFile", {
                        name: done.original_name || t("apply.document.file"),
                        size: sizeInWords(translator, done.size),
                      })}`
                    : ""}
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
                {done ? t("apply.document.uploadAgain") : t("apply.document.upload")}
              </button>
              {done ? <span className="apply-documents__done">✓ {t("apply.document.uploaded")}</span> : null}
            </form>
          </li>
        );
      })}
    </ul>
  );
}
