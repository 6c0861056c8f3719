import express, { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { visitorCountRouter } from "../../app/modules/visitors/api.server";
import { contactUsRouter } from "../../app/modules/contact/api.server";
import { committeeRouter } from "../../app/modules/records/committee.api.server";
import { galleryRouter } from "../../app/modules/gallery/api.server";
import { newsRouter } from "../../app/modules/news/ticker/api.server";
import { enquiriesRouter } from "../../app/modules/enquiries/api.server";
import { donationsRouter } from "../../app/modules/donations/api.server";
import { authRouter } from "../../app/modules/accounts/api.server";
import { studentsRouter } from "../../app/modules/records/students.api.server";
import { facultyRouter } from "../../app/modules/records/faculty.api.server";
import { alumniRouter } from "../../app/modules/records/alumni.api.server";
import { uploadsRouter } from "../../app/modules/gallery/uploads.api.server";
import { slidesRouter } from "../../app/modules/slides/api.server";
import { settingsRouter } from "../../app/modules/site/api.server";
import { usersRouter } from "../../app/modules/accounts/users.api.server";
import { auditRouter } from "../../app/modules/audit/api.server";
import { inboxRouter } from "../../app/modules/help-desk/api.server";
import { eventsRouter } from "../../app/modules/events/api.server";
import { newsPostsRouter } from "../../app/modules/news/api.server";
import { alumniRegistrationsRouter } from "../../app/modules/records/alumni-registrations.api.server";
import { documentsRouter } from "../../app/modules/documents/api.server";
import { pageBodyParser, pagesRouter } from "../../app/modules/pages/api.server";
import { donationItemsRouter } from "../../app/modules/donations/items.api.server";
import { searchRouter } from "../../app/modules/search/api.server";
import { picturesRouter } from "../../app/modules/pictures/api.server";
import { refuseNulCharacters } from "../security";
import { apiErrorHandler, apiNotFound, sendError } from "../../app/kernel/api-errors.server";

// One router per resource; each file owns its paths exactly as the spec spells them.
// The routers hand `res.locals.database` to the feature functions; they never open the database themselves.
export function apiRouter(database: () => Kysely<Database>): Router {
  const api = Router();
  api.use((_req, res, next) => {
    res.locals.database = database();
    next();
  });
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
  api.use(contactUsRouter);
  api.use(committeeRouter);
  api.use(galleryRouter);
  api.use(newsRouter);
  api.use(enquiriesRouter);
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
  api.use(pagesRouter);
  api.use(donationItemsRouter);
  api.use(searchRouter);
  api.use(picturesRouter);

  api.use(apiNotFound);
  api.use(apiErrorHandler);
  return api;
}
