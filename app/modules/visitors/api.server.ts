import { Router, type RequestHandler } from "express";
import { visitorCountFor } from "./visitors.server";
import { flushVisits } from "./counting.server";
import { visitFiguresCsv } from "./csv.server";
import { readVisitFigures, readVisitQuery } from "./queries.server";
import { requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const visitorCountRouter = Router();

// The spec's call: the caller is one of today's visitors (counted once a day, without a cookie; a crawler never)
// and reads the count.
const answerVisitorCount: RequestHandler = async (req, res) => {
  res.setHeader("Cache-Control", "no-store");
  const count = await visitorCountFor(db(), { userAgent: req.get("user-agent"), address: req.ip ?? "unknown" });
  res.json({ count });
};
visitorCountRouter.get("/visitor-count", answerVisitorCount);

/** The footer's own question once a page has loaded (refresh-visitor-count.ts): the same answer at /visit. */
export const footerVisitRouter = Router();
footerVisitRouter.get("/visit", answerVisitorCount);

/** The office's figures (editors and up): GET /api/visits?days=7|30|365&term=, and the same as CSV. */
export const visitFiguresRouter = Router();

visitFiguresRouter.get("/visits", requireRole("editor"), async (req, res) => {
  const query = readVisitQuery(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
  await flushVisits();
  res.setHeader("Cache-Control", "no-store");
  res.json(await readVisitFigures(db(), query));
});

visitFiguresRouter.get("/visits.csv", requireRole("editor"), async (req, res) => {
  const query = readVisitQuery(new URLSearchParams(req.originalUrl.split("?")[1] ?? ""));
  await flushVisits();
  const answer = await visitFiguresCsv(db(), query);
  answer.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(await answer.text());
});
