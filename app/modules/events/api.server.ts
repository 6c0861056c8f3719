import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { Router, type Request } from "express";
import { mediaStorage } from "~/kernel/storage";
import { createEvent, trashEvent, updateEvent } from "./commands.server";
import { findEvent, listPublishedEvents } from "./queries.server";
import { eventApiQuerySchema, eventSchema } from "./schema";
import { readBodyWithFile } from "~/kernel/media/body-with-file.server";
import { RefusedError } from "~/kernel/errors";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const eventsRouter = Router();

const idOf = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, "No such event.");
  return id;
};

/** Published events (anyone), in date order: ?from=&to= (YYYY-MM-DD) and ?category=. */
eventsRouter.get("/events", async (req, res) => {
  const filter = parseBody(eventApiQuerySchema, req.query);
  res.setHeader("Cache-Control", "no-cache");
  res.json(await listPublishedEvents(db(), filter));
});

eventsRouter.get("/events/:id", requireRole("editor"), async (req, res) => {
  const event = await findEvent(db(), idOf(req));
  if (!event) return sendError(res, 404, "No such event.");
  res.json(event);
});

eventsRouter.post("/events", requireRole("editor"), async (req, res) => {
  const form = await readBodyWithFile(req, "picture");
  if (!form.ok) return sendError(res, form.status, form.error, form.fields);
  try {
    const input = parseBody(eventSchema, form.fields);
    const { startedNow, ...saved } = await createEvent(db(), mediaStorage(), input, actorOf(req, res), form.file);
    res.status(201).json(startedNow ? { ...saved, notice: STARTED_NOW_NOTICE } : saved);
  } finally {
    await form.file?.discard();
  }
});

eventsRouter.put("/events/:id", requireRole("editor"), async (req, res) => {
  const form = await readBodyWithFile(req, "picture");
  if (!form.ok) return sendError(res, form.status, form.error, form.fields);
  try {
    const id = idOf(req);
    const input = parseBody(eventSchema, form.fields);
    const saved = await updateEvent(db(), mediaStorage(), id, input, actorOf(req, res), {
      picture: form.file,
      removePicture: ["on", "true", true].includes(form.fields.removePicture as string),
    });
    if (!saved) return sendError(res, 404, "No such event.");
    const { startedNow, ...event } = saved;
    res.json(startedNow ? { ...event, notice: STARTED_NOW_NOTICE } : event);
  } finally {
    await form.file?.discard();
  }
});

/** Moves the event to the trash; it leaves the site and the calendar feed. */
eventsRouter.delete("/events/:id", requireRole("editor"), async (req, res) => {
  const trashed = await trashEvent(db(), idOf(req), actorOf(req, res));
  if (!trashed) return sendError(res, 404, "No such event.");
  res.json({ message: "The event was moved to the trash." });
});
