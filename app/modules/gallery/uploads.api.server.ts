import { Router } from "express";
import { mediaStorage } from "~/kernel/storage";
import { createGalleryItem } from "./gallery.server";
import { galleryUploadSchema } from "./schema";
import { readMultipart, uploadLimits } from "~/kernel/media/multipart.server";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const uploadsRouter = Router();

/** Gallery upload (multipart: the section-5 fields and an optional uploadfile). */
uploadsRouter.post("/upload", requireRole("editor"), async (req, res) => {
  const form = await readMultipart(req, "uploadfile", uploadLimits());
  if (!form.ok) return sendError(res, form.status, form.error, form.fields);
  try {
    const data = parseBody(galleryUploadSchema, form.fields);
    const item = await createGalleryItem(db(), mediaStorage(), {
      data,
      file: form.file,
      actor: actorOf(req, res),
    });
    res.status(201).json({ message: "Upload successful!", item });
  } finally {
    await form.file?.discard();
  }
});
