import { fileTypeFromFile } from "file-type";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { DOCUMENT_TYPES, FILE_NOT_ALLOWED, type DocumentType } from "./schema";

export type CheckedFile = { type: DocumentType; contentType: string };

/** A refusal shown under the form's file field. */
export const fileRefused = (message: string) => new RefusedError(400, FIX_FIELDS, { file: message });

/**
 * What an uploaded file really is, from its bytes: the magic numbers, and for Word, Excel and PowerPoint the
 * zip's [Content_Types].xml naming the main part. It must be one of the library's kinds, and a name that
 * says another kind (a picture or a program named .pdf) is refused (RefusedError).
 */
export async function checkDocumentFile(path: string, originalName: string): Promise<CheckedFile> {
  const found = await fileTypeFromFile(path).catch(() => undefined);
  const type = found && found.ext in DOCUMENT_TYPES ? (found.ext as DocumentType) : undefined;
  const named = /\.([A-Za-z0-9]{1,8})$/.exec(originalName.trim())?.[1]?.toLowerCase();
  if (!type) {
    throw fileRefused(
      named && Object.values(DOCUMENT_TYPES).some((kind) => (kind.extensions as readonly string[]).includes(named))
        ? `This file is named .${named} but its contents are not a ${named.toUpperCase()} file`
        : FILE_NOT_ALLOWED,
    );
  }
  const kind = DOCUMENT_TYPES[type];
  if (named && !(kind.extensions as readonly string[]).includes(named))
    throw fileRefused(
      `This file is named .${named} but its contents are a ${kind.label} file; give it the right name or upload the right file`,
    );
  return { type, contentType: kind.contentType };
}
