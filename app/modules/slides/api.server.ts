import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { Router, type Response } from "express";
import { z } from "zod";
import { mediaStorage } from "~/kernel/storage";
import { readMultipart, uploadLimits, type SpooledFile } from "~/kernel/media/multipart.server";
import { SLIDE_NUMBER_MESSAGE, slideSchema, SLIDE_SETS } from "./schema";
import { getSlide, listSlideSets, removeSlide, reorderSlides, saveSlideForm } from "./slides.server";
import { sendError, parseBody } from "~/kernel/api-errors.server";
import { fieldErrors } from "~/kernel/validation";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const slidesRouter = Router();

async function handleSave(
  res: Response,
  mode: "add" | "replace",
  values: Record<string, unknown>,
  file: SpooledFile | undefined,
  actor: ReturnType<typeof actorOf>,
) {
  // A refused field, a taken number (409) or a refused picture (400) is answered by the API's error handler.
  const { slide, saved, startedNow } = await saveSlideForm(db(), mediaStorage(), mode, { values, file, actor });
  res.status(mode === "add" ? 201 : 200).json({
    message: "Slide saved",
    imageUrl: saved.imageUrl,
    slide: { slidename: slide.slidename, ...saved },
    ...(startedNow ? { notice: STARTED_NOW_NOTICE } : {}),
  });
}

/**
 * Add a slide (multipart: image, slidename, sno). With mode=replace it replaces instead, which is how the
 * dashboard form works without JavaScript (a plain form cannot send PUT).
 */
slidesRouter.post("/homeslides", requireRole("editor"), async (req, res) => {
  const form = await readMultipart(req, "image", {
    imageBytes: uploadLimits().imageBytes,
    videoBytes: uploadLimits().imageBytes,
  });
  if (!form.ok)
    return sendError(res, form.status, form.error, form.status === 413 ? { image: form.error } : form.fields);
  try {
    await handleSave(
      res,
      form.fields.mode === "replace" ? "replace" : "add",
      form.fields,
      form.file,
      actorOf(req, res),
    );
  } finally {
    await form.file?.discard();
  }
});

/** Replace the picture at a set's number (multipart: image, and slidename and sno as in the path). Answers { imageUrl }. */
slidesRouter.put("/replace-image/:slidename/:sno", requireRole("editor"), async (req, res) => {
  const form = await readMultipart(req, "image", {
    imageBytes: uploadLimits().imageBytes,
    videoBytes: uploadLimits().imageBytes,
  });
  if (!form.ok)
    return sendError(res, form.status, form.error, form.status === 413 ? { image: form.error } : form.fields);
  try {
    const { slidename, sno } = req.params as { slidename: string; sno: string };
    const mismatch =
      (form.fields.slidename && form.fields.slidename !== slidename) ||
      (form.fields.sno && form.fields.sno.trim() !== sno);
    if (mismatch)
      return sendError(res, 400, "The slide set and number in the form differ from the address.", {
        slidename: "Slide set differs from the address",
      });
    await handleSave(res, "replace", { ...form.fields, slidename, sno }, form.file, actorOf(req, res));
  } finally {
    await form.file?.discard();
  }
});

const slidePath = z.object({ slidename: slideSchema.shape.slidename, sno: slideSchema.shape.sno });

/** The current picture of a set's number: { imageUrl } or 404 when that number is empty. */
slidesRouter.get("/image-details/:slidename/:sno", requireRole("editor"), async (req, res) => {
  const parsed = slidePath.safeParse(req.params);
  if (!parsed.success) return sendError(res, 400, "Unknown slide set or number.", fieldErrors(parsed.error));
  const slide = await getSlide(db(), mediaStorage(), parsed.data.slidename, parsed.data.sno);
  if (!slide) return sendError(res, 404, `No picture at ${parsed.data.slidename} ${parsed.data.sno}.`);
  res.setHeader("Cache-Control", "no-cache");
  res.json({ imageUrl: slide.imageUrl, thumbUrl: slide.thumbUrl, alt: slide.alt });
});

/** Every set's slides, for the dashboard. */
slidesRouter.get("/slides", requireRole("editor"), async (_req, res) => {
  res.json({ sets: await listSlideSets(db(), mediaStorage()) });
});

slidesRouter.delete("/slides/:slidename/:sno", requireRole("editor"), async (req, res) => {
  const parsed = slidePath.safeParse(req.params);
  if (!parsed.success) return sendError(res, 400, "Unknown slide set or number.", fieldErrors(parsed.error));
  const removed = await removeSlide(db(), mediaStorage(), parsed.data.slidename, parsed.data.sno, actorOf(req, res));
  if (!removed) return sendError(res, 404, `No picture at ${parsed.data.slidename} ${parsed.data.sno}.`);
  res.json({ message: "Slide removed" });
});

const orderSchema = z.object({
  order: z
    .array(
      z
        .number({ error: SLIDE_NUMBER_MESSAGE })
        .int({ error: SLIDE_NUMBER_MESSAGE })
        .min(1, { error: SLIDE_NUMBER_MESSAGE })
        .max(10, { error: SLIDE_NUMBER_MESSAGE }),
      { error: "Send the set's slide numbers in their new order." },
    )
    .min(1)
    .max(10),
});

/** New order of a set: { order: [3, 1, 2] } lists the current numbers; the slides become 1, 2, 3 in that order. */
slidesRouter.put("/slides/:slidename/order", requireRole("editor"), async (req, res) => {
  const set = z.enum(SLIDE_SETS).safeParse(req.params.slidename);
  if (!set.success) return sendError(res, 400, "Unknown slide set.", { slidename: "Slide set is required" });
  const { order } = parseBody(orderSchema, req.body);
  if (new Set(order).size !== order.length)
    return sendError(res, 400, "Each slide number may appear once.", { order: SLIDE_NUMBER_MESSAGE });
  if (!(await reorderSlides(db(), set.data, order, actorOf(req, res)))) {
    return sendError(res, 409, "The order must list every slide of the set exactly once; reload and try again.", {
      order: "Out of date",
    });
  }
  res.json({ message: "Order saved", slides: (await listSlideSets(db(), mediaStorage()))[set.data] });
});
