import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { Router, type Request } from "express";
import { mediaStorage } from "~/kernel/storage";
import { FIX_FIELDS } from "~/kernel/form";
import { createDocument, deleteDocument, restoreDocumentVersion, updateDocument } from "./document-commands.server";
import { documentUploadLimits, findDocument, listDocuments, listDocumentVersions } from "./document-queries.server";
import { documentRestoreSchema, documentSchema, documentUpdateSchema, DOCUMENT_LISTS } from "./schema";
import { readMultipart, type MultipartResult } from "~/kernel/media/multipart.server";
import { RefusedError } from "~/kernel/errors";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const documentsRouter = Router();

const NO_SUCH_DOCUMENT = "No such document.";

const idOf = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, NO_SUCH_DOCUMENT);
  return id;
};

/** Multipart (title, category and the `file`), or JSON without a file; the size limit is the site's setting. */
async function readDocumentBody(req: Request): Promise<MultipartResult> {
  if (!req.is("multipart/form-data")) return { ok: true, fields: req.body ?? {} };
  return readMultipart(req, "file", await documentUploadLimits(db()));
}

/** Every document shown now (anyone), in the order of /Downloads, or of /Download with ?list=brochure. */
documentsRouter.get("/documents", async (req, res) => {
  const list = req.query.list === undefined ? "downloads" : String(req.query.list);
  if (!(DOCUMENT_LISTS as readonly string[]).includes(list))
    return sendError(res, 400, FIX_FIELDS, { list: "Choose downloads or brochure" });
  res.setHeader("Cache-Control", "no-cache");
  res.json(await listDocuments(db(), list as (typeof DOCUMENT_LISTS)[number], { showingOnly: true }));
});

/** One document with the files it has held (editor). */
documentsRouter.get("/documents/:id", requireRole("editor"), async (req, res) => {
  const id = idOf(req);
  const document = await findDocument(db(), id);
  if (!document) return sendError(res, 404, NO_SUCH_DOCUMENT);
  res.json({ ...document, versions: await listDocumentVersions(db(), id) });
});

documentsRouter.post("/documents", requireRole("editor"), async (req, res) => {
  const form = await readDocumentBody(req);
  if (!form.ok) return sendError(res, form.status, form.error, form.fields ?? { file: form.error });
  try {
    const input = parseBody(documentSchema, form.fields);
    const { startedNow, ...saved } = await createDocument(db(), mediaStorage(), input, form.file, actorOf(req, res));
    res.status(201).json(startedNow ? { ...saved, notice: STARTED_NOW_NOTICE } : saved);
  } finally {
    await form.file?.discard();
  }
});

/** New title, category or positions; with a `file` (multipart), the file replaces the current one as a new version. */
documentsRouter.put("/documents/:id", requireRole("editor"), async (req, res) => {
  const form = await readDocumentBody(req);
  if (!form.ok) return sendError(res, form.status, form.error, form.fields ?? { file: form.error });
  try {
    const id = idOf(req);
    const input = parseBody(documentUpdateSchema, form.fields);
    const saved = await updateDocument(db(), mediaStorage(), id, input, form.file, actorOf(req, res));
    if (!saved) return sendError(res, 404, NO_SUCH_DOCUMENT);
    const { startedNow, ...document } = saved;
    res.json(startedNow ? { ...document, notice: STARTED_NOW_NOTICE } : document);
  } finally {
    await form.file?.discard();
  }
});

/** Makes an earlier file current again: { version }. */
documentsRouter.post("/documents/:id/restore", requireRole("editor"), async (req, res) => {
  const id = idOf(req);
  const { version } = parseBody(documentRestoreSchema, req.body);
  const restored = await restoreDocumentVersion(db(), id, version, actorOf(req, res));
  if (!restored) return sendError(res, 404, NO_SUCH_DOCUMENT);
  res.json(restored);
});

/** Deletes the document and every file it held. */
documentsRouter.delete("/documents/:id", requireRole("editor"), async (req, res) => {
  const deleted = await deleteDocument(db(), mediaStorage(), idOf(req), actorOf(req, res));
  if (!deleted) return sendError(res, 404, NO_SUCH_DOCUMENT);
  res.json({ message: "The document was deleted." });
});
