import express, { Router } from "express";
import { visitFiguresRouter, visitorCountRouter } from "~/modules/visitors/index.server";
import { contactUsRouter } from "~/modules/contact/index.server";
import { committeeRouter } from "~/modules/records/index.server";
import { galleryRouter } from "~/modules/gallery/index.server";
import { newsRouter } from "~/modules/news/index.server";
import { enquiriesRouter } from "~/modules/enquiries/index.server";
import { admissionsRouter } from "~/modules/admissions/index.server";
import { donationsRouter } from "~/modules/donations/index.server";
import { authRouter } from "~/modules/accounts/index.server";
import { studentsRouter } from "~/modules/records/index.server";
import { facultyRouter } from "~/modules/records/index.server";
import { alumniRouter } from "~/modules/records/index.server";
import { uploadsRouter } from "~/modules/gallery/index.server";
import { slidesRouter } from "~/modules/slides/index.server";
import { settingsRouter } from "~/modules/site/index.server";
import { usersRouter } from "~/modules/accounts/index.server";
import { auditRouter } from "~/modules/audit/index.server";
import { inboxRouter } from "~/modules/help-desk/index.server";
import { eventsRouter } from "~/modules/events/index.server";
import { newsPostsRouter } from "~/modules/news/index.server";
import { alumniRegistrationsRouter } from "~/modules/records/index.server";
import { documentsRouter } from "~/modules/documents/index.server";
import { disclosureRouter } from "~/modules/disclosure/index.server";
import { pageBodyParser, pagesRouter } from "~/modules/pages/index.server";
import { donationItemsRouter } from "~/modules/donations/index.server";
import { searchRouter } from "~/modules/search/index.server";
import { picturesRouter } from "~/modules/pictures/index.server";
import { alertsRouter } from "~/modules/alerts/index.server";
import { refuseNulCharacters } from "../security";
import { apiErrorHandler, apiNotFound, sendError } from "../../app/kernel/api-errors.server";

// One router per resource; each file owns its paths exactly as the spec spells them.
// The routers hand db(), the request's database (server/app.ts enters it), to the feature functions.
export function apiRouter(): Router {
  const api = Router();
  // A page's blocks may be larger than any form: its own parser reads it first, with its own limit.
  api.use("/pages", pageBodyParser);
  api.use(express.json({ limit: "64kb", strict: true }));
  api.use(refuseNulCharacters);
  // A write must say it is JSON (multipart uploads and CSV imports are parsed by their own routes).
  api.use((req, res, next) => {
    const writes = req.method === "POST" || req.method === "PUT" || req.method === "PATCH";
    if (
      writes &&
      !req.is("application/json") &&
      !req.is("multipart/form-data") &&
      !req.is("text/csv") &&
      Number(req.headers["content-length"] ?? 0) > 0
    ) {
      return sendError(res, 415, "Send the request body as JSON (Content-Type: application/json).");
    }
    next();
  });

  api.use(visitorCountRouter);
  api.use(visitFiguresRouter);
  api.use(contactUsRouter);
  api.use(committeeRouter);
  api.use(galleryRouter);
  api.use(newsRouter);
  api.use(enquiriesRouter);
  api.use(admissionsRouter);
  api.use(donationsRouter);
  api.use(authRouter);
  api.use(studentsRouter);
  api.use(facultyRouter);
  api.use(alumniRouter);
  api.use(uploadsRouter);
  api.use(slidesRouter);
  api.use(settingsRouter);
  api.use(usersRouter);
  api.use(auditRouter);
  api.use(inboxRouter);
  api.use(eventsRouter);
  api.use(newsPostsRouter);
  api.use(alumniRegistrationsRouter);
  api.use(documentsRouter);
  api.use(disclosureRouter);
  api.use(pagesRouter);
  api.use(donationItemsRouter);
  api.use(searchRouter);
  api.use(picturesRouter);
  api.use(alertsRouter);

  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}
