import { fileTypeFromFile } from "file-type";
import { DOCUMENT_TYPES, FILE_NOT_ALLOWED, type DocumentType } from "./schema";

export type CheckedFile = { ok: true; type: DocumentType; contentType: string } | { ok: false; message: string };

/**
 * What an uploaded file really is, from its bytes: the magic numbers, and for Word, Excel and PowerPoint the
 * zip's [Content_Types].xml naming the main part. It must be one of the library's kinds, and a name that
 * says another kind (a picture or a program named .pdf) is refused.
 */
export async function checkDocumentFile(path: string, originalName: string): Promise<CheckedFile> {
  const found = await fileTypeFromFile(path).catch(() => undefined);
  const type = found && found.ext in DOCUMENT_TYPES ? (found.ext as DocumentType) : undefined;
  const named = /\.([A-Za-z0-9]{1,8})$/.exec(originalName.trim())?.[1]?.toLowerCase();
  if (!type) {
    return named && Object.values(DOCUMENT_TYPES).some((kind) => (kind.extensions as readonly string[]).includes(named))
      ? { ok: false, message: `This file is named .${named} but its contents are not a ${named.toUpperCase()} file` }
      : { ok: false, message: FILE_NOT_ALLOWED };
  }
  const kind = DOCUMENT_TYPES[type];
  if (named && !(kind.extensions as readonly string[]).includes(named))
    return {
      ok: false,
      message: `This file is named .${named} but its contents are a ${kind.label} file; give it the right name or upload the right file`,
    };
  return { ok: true, type, contentType: kind.contentType };
}
