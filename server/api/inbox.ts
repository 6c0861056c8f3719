import { Router } from "express";
import { handledSchema, inboxQuerySchema, INBOX_TYPES, type InboxType } from "../../app/features/inbox/inbox";
import { listInbox, markHandled } from "../../app/features/inbox/inbox.server";
import { parseBody, sendError } from "./errors";
import { requireRole } from "./guard";

export const inboxRouter = Router();

// GET /api/inbox?type=contact_requests|enquiries|donation_pledges&unhandled=1&page=&pageSize=
inboxRouter.get("/inbox", requireRole("editor"), async (req, res, next) => {
  try {
    res.json(await listInbox(res.locals.database, parseBody(inboxQuerySchema, req.query)));
  } catch (err) {
    next(err);
  }
});

// PUT /api/inbox/{type}/{id} { handled: true|false }
inboxRouter.put("/inbox/:type/:id", requireRole("admin"), async (req, res, next) => {
  try {
    const type = String(req.params.type) as InboxType;
    const rawId = String(req.params.id);
    const id = Number(rawId);
    if (!INBOX_TYPES.includes(type) || !/^\d{1,9}$/.test(rawId)) return sendError(res, 404, "No such inbox item.");
    const { handled } = parseBody(handledSchema, req.body);
    const item = await markHandled(res.locals.database, type, id, handled, {
      id: res.locals.user?.id ?? null,
      userid: res.locals.user?.userid ?? null,
      ip: req.ip ?? null,
    });
    if (!item) return sendError(res, 404, "No such inbox item.");
    res.json(item);
  } catch (err) {
    next(err);
  }
});
