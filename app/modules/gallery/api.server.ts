import { Router } from "express";
import { mediaStorage } from "~/kernel/storage";
import { deleteGalleryItem, galleryCategoryFrom, listGalleryItems, updateGalleryItem } from "./gallery.server";
import { GALLERY_CATEGORIES, galleryUploadSchema } from "./schema";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const galleryRouter = Router();

const idFrom = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined);

/** The public gallery list of one category: an array of { Key, url, thumbUrl, ... }. */
galleryRouter.get("/sports-images/:category", async (req, res) => {
  const category = galleryCategoryFrom(req.params.category);
  if (!category)
    return sendError(res, 400, `Unknown gallery category; use one of ${GALLERY_CATEGORIES.join(", ")}.`, {
      category: "Unknown category",
    });
  res.setHeader("Cache-Control", "no-cache");
  res.json(await listGalleryItems(db(), mediaStorage(), { category, withFileOnly: true }));
});

/** Every gallery entry, with or without a file, for the dashboard. */
galleryRouter.get("/gallery-items", requireRole("editor"), async (req, res) => {
  const category =
    typeof req.query.category === "string" && req.query.category ? galleryCategoryFrom(req.query.category) : undefined;
  if (typeof req.query.category === "string" && req.query.category && !category)
    return sendError(res, 400, "Unknown gallery category.", { category: "Unknown category" });
  res.json(await listGalleryItems(db(), mediaStorage(), { category }));
});

galleryRouter.put("/gallery-items/:id", requireRole("editor"), async (req, res) => {
  const id = idFrom(req.params.id as string);
  if (id === undefined) return sendError(res, 404, "No such gallery item.");
  const data = parseBody(galleryUploadSchema, req.body);
  const item = await updateGalleryItem(db(), mediaStorage(), id, data, actorOf(req, res));
  if (!item) return sendError(res, 404, "No such gallery item.");
  res.json({ message: "Saved", item });
});

galleryRouter.delete("/gallery-items/:id", requireRole("editor"), async (req, res) => {
  const id = idFrom(req.params.id as string);
  if (id === undefined) return sendError(res, 404, "No such gallery item.");
  if (!(await deleteGalleryItem(db(), mediaStorage(), id, actorOf(req, res))))
    return sendError(res, 404, "No such gallery item.");
  res.json({ message: "Deleted" });
});
