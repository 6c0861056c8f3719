import { Router, type RequestHandler } from "express";
import { siteSettingsSchema } from "~/kernel/settings/schema";
import { getSiteSettings, saveSiteSettings } from "./settings.server";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const settingsRouter = Router();

// Every value is shown on the public pages anyway, so editors may read them; only admins change them.
settingsRouter.get("/settings", requireRole("editor"), async (_req, res) => {
  res.json(await getSiteSettings(db()));
});

/** Saves every setting at once (the whole form is sent); POST is accepted as the same. */
const saveSettings: RequestHandler = async (req, res) => {
  const settings = parseBody(siteSettingsSchema, req.body);
  await saveSiteSettings(db(), settings, actorOf(req, res));
  res.json({ message: "Settings saved", settings });
};
settingsRouter.put("/settings", requireRole("admin"), saveSettings);
settingsRouter.post("/settings", requireRole("admin"), saveSettings);

// The Downloads links once typed into settings are documents of the library now (migration 036).
settingsRouter.all("/settings/documents", (_req, res) =>
  sendError(res, 410, "The Downloads documents moved to the documents library: use /api/documents."),
);
