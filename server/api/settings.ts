import { Router } from "express";
import { db } from "../../db/connection";
import { siteSettingsSchema } from "../../app/features/settings/schema";
import { getSiteSettings, saveSiteSettings } from "../../app/features/settings/settings.server";
import { parseBody } from "./errors";
import { requireRole } from "./guard";
import { actorOf } from "./uploads";

export const settingsRouter = Router();

// Every value is shown on the public pages anyway, so editors may read them; only admins change them.
settingsRouter.get("/settings", requireRole("editor"), async (_req, res, next) => {
  try {
    res.json(await getSiteSettings(db()));
  } catch (error) {
    next(error);
  }
});

/** Saves every setting at once (the whole form is sent). */
settingsRouter.put("/settings", requireRole("admin"), async (req, res, next) => {
  try {
    const settings = parseBody(siteSettingsSchema, req.body);
    await saveSiteSettings(db(), settings, actorOf(req, res.locals.user!));
    res.json({ message: "Settings saved", settings });
  } catch (error) {
    next(error);
  }
});
