import { Router } from "express";
import { db } from "~/kernel/database/connection";
import { parseBody } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { bulkMoveBodySchema, pipelineQuerySchema, type BulkMove } from "./pipeline";
import { listPipelinePage, moveApplications } from "./pipeline.server";
import { seatSummary } from "./seats.server";
import { readAdmissionsSettings } from "./settings.server";

// The JSON adapter of the office's pipeline: the same filter, guard and commands as /welcome/admissions.

export const admissionsPipelineRouter = Router();

admissionsPipelineRouter.get("/admissions/applications", requireRole("editor"), async (req, res) => {
  const { page, pageSize, ...filter } = parseBody(pipelineQuerySchema, req.query);
  const found = await listPipelinePage(db(), filter, { page, pageSize });
  // An array as before paging came; the page's place in the headers.
  res.set({
    "X-Total-Count": String(found.total),
    "X-Page": String(found.page),
    "X-Page-Count": String(found.pageCount),
  });
  res.json(found.rows);
});

admissionsPipelineRouter.get("/admissions/summary", requireRole("editor"), async (req, res) => {
  const { year } = parseBody(pipelineQuerySchema, { year: req.query.year });
  const summary = await seatSummary(db(), year || (await readAdmissionsSettings(db())).academicYear);
  const byStatus: Record<string, number> = {};
  for (const row of summary.classes)
    for (const [status, count] of Object.entries(row.byStatus)) byStatus[status] = (byStatus[status] ?? 0) + count;
  res.json({
    year: summary.year,
    byStatus,
    sectionSize: summary.sectionSize,
    classes: summary.classes.map(({ waitlist, ...seats }) => ({ ...seats, waitlisted: waitlist.length, waitlist })),
  });
});

admissionsPipelineRouter.post("/admissions/applications/moves", requireRole("editor"), async (req, res) => {
  const move = parseBody(bulkMoveBodySchema, req.body) as BulkMove;
  res.json(await moveApplications(db(), move, actorOf(req, res)));
});
