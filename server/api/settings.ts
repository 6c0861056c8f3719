import { Router, type RequestHandler } from "express";
import { siteSettingsSchema } from "../../app/lib/site-settings/schema";
import { documentLinksSchema } from "../../app/features/settings/documents";
import {
  getDocumentLinks,
  getSiteSettings,
  saveDocumentLinks,
  saveSiteSettings,
} from "../../app/features/settings/settings.server";
import { parseBody } from "./errors";
import { requireRole } from "./guard";
import { actorOf } from "./uploads";

export const settingsRouter = Router();

// Every value is shown on the public pages anyway, so editors may read them; only admins change them.
settingsRouter.get("/settings", requireRole("editor"), async (_req, res, next) => {
  try {
    res.json(await getSiteSettings(res.locals.database));
  } catch (error) {
    next(error);
  }
});

/** Saves every setting at once (the whole form is sent); POST is accepted as the same. */
const saveSettings: RequestHandler = async (req, res, next) => {
  try {
    const settings = parseBody(siteSettingsSchema, req.body);
    await saveSiteSettings(res.locals.database, settings, actorOf(req, res.locals.user!));
    res.json({ message: "Settings saved", settings });
  } catch (error) {
    next(error);
  }
};
settingsRouter.put("/settings", requireRole("admin"), saveSettings);
settingsRouter.post("/settings", requireRole("admin"), saveSettings);

/** Where each Downloads document points: { about: "", brochure: "https://..." ... } ("" = the built-in file). */
settingsRouter.get("/settings/documents", requireRole("editor"), async (_req, res, next) => {
  try {
    res.json(await getDocumentLinks(res.locals.database));
  } catch (error) {
    next(error);
  }
});

settingsRouter.put("/settings/documents", requireRole("admin"), async (req, res, next) => {
  try {
    const links = parseBody(documentLinksSchema, req.body);
    await saveDocumentLinks(res.locals.database, links, actorOf(req, res.locals.user!));
    res.json({ message: "Document links saved", links });
  } catch (error) {
    next(error);
  }
});
