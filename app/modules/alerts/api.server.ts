import { Router, type Request } from "express";
import { db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { createAlert, deleteAlert, endAlert, saveMailingList, updateAlert } from "./commands.server";
import { findAlert, listAlertsForOffice, readMailingList } from "./queries.server";
import { loadBannerAlerts } from "./alerts.server";
import { alertSchema, mailingListSchema } from "./schema";

// The JSON face of the alerts: the dashboard's schema, guard and commands; only the answer differs.
export const alertsRouter = Router();

const idOf = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, "No such alert.");
  return id;
};

/** The alerts showing now (anyone): what the banner shows, with each language's text. */
alertsRouter.get("/alerts/current", async (_req, res) => {
  res.setHeader("Cache-Control", "no-cache");
  // The banner's own held answer: the API and the page frame cannot disagree.
  res.json(await loadBannerAlerts());
});

/** The office's emergency mailing list (editors see it on the dashboard too; administrators change it). */
alertsRouter.get("/alerts/mailing-list", requireRole("editor"), async (_req, res) => {
  res.json({ recipients: await readMailingList(db()) });
});

alertsRouter.put("/alerts/mailing-list", requireRole("admin"), async (req, res) => {
  const list = parseBody(mailingListSchema, req.body);
  res.json({ recipients: await saveMailingList(db(), list, actorOf(req, res)) });
});

/** Every alert, showing and scheduled first, then ended ones. */
alertsRouter.get("/alerts", requireRole("editor"), async (_req, res) => {
  res.json(await listAlertsForOffice(db()));
});

alertsRouter.get("/alerts/:id", requireRole("editor"), async (req, res) => {
  const alert = await findAlert(db(), idOf(req));
  if (!alert) return sendError(res, 404, "No such alert.");
  res.json(alert);
});

alertsRouter.post("/alerts", requireRole("editor"), async (req, res) => {
  const input = parseBody(alertSchema, req.body);
  res.status(201).json(await createAlert(db(), input, actorOf(req, res)));
});

alertsRouter.put("/alerts/:id", requireRole("editor"), async (req, res) => {
  const id = idOf(req);
  const input = parseBody(alertSchema, req.body);
  const saved = await updateAlert(db(), id, input, actorOf(req, res));
  if (!saved) return sendError(res, 404, "No such alert.");
  res.json(saved);
});

/** Takes the alert off every page now. */
alertsRouter.post("/alerts/:id/end", requireRole("editor"), async (req, res) => {
  const ended = await endAlert(db(), idOf(req), actorOf(req, res));
  if (!ended) return sendError(res, 404, "No such alert.");
  res.json(ended);
});

alertsRouter.delete("/alerts/:id", requireRole("editor"), async (req, res) => {
  const deleted = await deleteAlert(db(), idOf(req), actorOf(req, res));
  if (!deleted) return sendError(res, 404, "No such alert.");
  res.json({ message: "The alert was deleted." });
});
