import { Router, type Request } from "express";
import { mediaStorage } from "~/kernel/storage";
import {
  deletePicture,
  findPictureUses,
  getLibraryPicture,
  isUploadFileField,
  listLibraryPictures,
  updatePictureWords,
  uploadPictures,
  uploadReadRefusal,
  uploadRowsFrom,
} from "./pictures.server";
import { PICTURE_LIMITS } from "./schema";
import { readMultipartFiles, uploadLimits } from "~/kernel/media/multipart.server";
import { sendError } from "~/kernel/api-errors.server";
import { readPageRequest } from "~/kernel/pagination";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const picturesRouter = Router();

const NO_PICTURE = "No such picture.";
/** `/api/pictures/pictures/2026-11-23/3f9a0c1b2d4e/original.jpg`, or the key with its slashes encoded. */
const keyOf = (req: Request) => [req.params.key].flat().join("/");

/** The library, newest first: `?q=` searches the words, `?page=` pages through (24 a page). */
picturesRouter.get("/pictures", requireRole("editor"), async (req, res) => {
  const q = typeof req.query.q === "string" ? req.query.q : "";
  const { page } = readPageRequest(req.query, { fixed: PICTURE_LIMITS.pageSize });
  res.json(await listLibraryPictures(db(), mediaStorage(), { q, page }));
});

/** Multipart, as the dashboard's form: files `file.0`… `file.9`, words `alt.0`, `caption.0`, `decorative.0`… */
picturesRouter.post("/pictures", requireRole("editor"), async (req, res) => {
  const limits = uploadLimits();
  const form = await readMultipartFiles(
    req,
    { isFileField: isUploadFileField, maxFiles: PICTURE_LIMITS.atOnce },
    { imageBytes: limits.imageBytes, videoBytes: limits.imageBytes },
  );
  if (!form.ok) {
    const refusal = uploadReadRefusal(form);
    return sendError(res, form.status, refusal.message, refusal.fields);
  }
  try {
    const pictures = await uploadPictures(db(), mediaStorage(), {
      rows: uploadRowsFrom(form.fields, form.files),
      actor: actorOf(req, res),
    });
    res.status(201).json({ pictures });
  } finally {
    await Promise.all(form.files.map((file) => file.discard()));
  }
});

picturesRouter.get("/pictures/*key", requireRole("editor"), async (req, res) => {
  const picture = await getLibraryPicture(db(), mediaStorage(), keyOf(req));
  if (!picture) return sendError(res, 404, NO_PICTURE);
  res.json({ ...picture, usedIn: await findPictureUses(db(), picture.key) });
});

/** JSON `{ alt, caption, decorative }`. */
picturesRouter.put("/pictures/*key", requireRole("editor"), async (req, res) => {
  const body: Record<string, unknown> = typeof req.body === "object" && req.body ? req.body : {};
  const picture = await updatePictureWords(db(), mediaStorage(), keyOf(req), body, actorOf(req, res));
  if (!picture) return sendError(res, 404, NO_PICTURE);
  res.json(picture);
});

/** 409 with `usedIn` (the places, with dashboard links) while a page, the gallery, a slideshow, an event or a news post shows it. */
picturesRouter.delete("/pictures/*key", requireRole("editor"), async (req, res) => {
  const result = await deletePicture(db(), mediaStorage(), keyOf(req), actorOf(req, res));
  if (result.ok) return res.status(204).end();
  if (result.reason === "missing") return sendError(res, 404, NO_PICTURE);
  res.status(409).json({
    error: `This picture is used in ${result.uses.length === 1 ? "1 place" : `${result.uses.length} places`}; take it out of them before deleting it.`,
    fields: {},
    usedIn: result.uses,
  });
});
