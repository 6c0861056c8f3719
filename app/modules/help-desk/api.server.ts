import { Router } from "express";
import { handledSchema, inboxQuerySchema, INBOX_TYPES, type InboxType } from "./inbox";
import { listInbox, markHandled } from "./inbox.server";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const inboxRouter = Router();

// GET /api/inbox?type=contact_requests|enquiries|donation_pledges&unhandled=1&page=&pageSize=
inboxRouter.get("/inbox", requireRole("editor"), async (req, res) => {
  res.json(await listInbox(db(), parseBody(inboxQuerySchema, req.query)));
});

// PUT /api/inbox/{type}/{id} { handled: true|false }
inboxRouter.put("/inbox/:type/:id", requireRole("admin"), async (req, res) => {
  const type = String(req.params.type) as InboxType;
  const rawId = String(req.params.id);
  const id = Number(rawId);
  if (!INBOX_TYPES.includes(type) || !/^\d{1,9}$/.test(rawId)) return sendError(res, 404, "No such inbox item.");
  const { handled } = parseBody(handledSchema, req.body);
  const item = await markHandled(db(), type, id, handled, actorOf(req, res));
  if (!item) return sendError(res, 404, "No such inbox item.");
  res.json(item);
});
