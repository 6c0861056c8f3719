import express, { Router } from "express";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { visitorCountRouter } from "./visitor-count";
import { contactUsRouter } from "./contact-us";
import { committeeRouter } from "./committee";
import { galleryRouter } from "./gallery";
import { newsRouter } from "./news";
import { enquiriesRouter } from "./enquiries";
import { donationsRouter } from "./donations";
import { authRouter } from "./auth";
import { studentsRouter } from "./students";
import { facultyRouter } from "./faculty";
import { alumniRouter } from "./alumni";
import { uploadsRouter } from "./uploads";
import { slidesRouter } from "./slides";
import { settingsRouter } from "./settings";
import { usersRouter } from "./users";
import { auditRouter } from "./audit";
import { inboxRouter } from "./inbox";
import { eventsRouter } from "./events";
import { newsPostsRouter } from "./news-posts";
import { alumniRegistrationsRouter } from "./alumni-registrations";
import { documentsRouter } from "./documents";
import { pageBodyParser, pagesRouter } from "./pages";
import { donationItemsRouter } from "./donation-items";
import { searchRouter } from "./search";
import { picturesRouter } from "./pictures";
import { refuseNulCharacters } from "../security";
import { apiErrorHandler, apiNotFound, sendError } from "./errors";

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
