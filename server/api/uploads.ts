import { Router, type Request } from "express";
import { mediaStorage } from "~platform/storage";
import { createGalleryItem, GalleryFileError } from "../../app/features/gallery/gallery.server";
import { galleryUploadSchema } from "../../app/features/gallery/schema";
import { readMultipart, uploadLimits } from "../../app/lib/media/multipart.server";
import { ApiError, parseBody, sendError } from "./errors";
import { requireRole } from "./guard";

export function actorOf(req: Request, user: { id: number; userid: string }) {
  return { id: user.id, userid: user.userid, ip: req.ip ?? null };
}

export const uploadsRouter = Router();

/** Gallery upload (multipart: the section-5 fields and an optional uploadfile). */
uploadsRouter.post("/upload", requireRole("editor"), async (req, res, next) => {
  const fail = (status: number, error: string, fields: Record<string, string> = {}) =>
    sendError(res, status, error, fields);
  const form = await readMultipart(req, "uploadfile", uploadLimits());
  if (!form.ok) return fail(form.status, form.error, form.fields);
  try {
    const data = parseBody(galleryUploadSchema, form.fields);
    const item = await createGalleryItem(res.locals.database, mediaStorage(), {
      data,
      file: form.file,
      actor: actorOf(req, res.locals.user!),
    });
    res.status(201).json({ message: "Upload successful!", item });
  } catch (error) {
    if (error instanceof GalleryFileError) return fail(400, error.message, { uploadfile: error.message });
    if (error instanceof ApiError) return fail(error.status, error.message, error.fields);
    next(error);
  } finally {
    await form.file?.discard();
  }
});
