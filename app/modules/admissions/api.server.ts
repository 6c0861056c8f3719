import { Router } from "express";
import { db } from "~/kernel/database/connection";
import { parseBody } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { RECORD_WRITE_ROLE } from "~/modules/records/index.server";
import { admitApplication, changeApplicationStatus, officeView, readApplicationForOffice } from "./office.server";
import { admissionPaymentsRouter } from "./payments.api.server";
import { countByStatus, listApplications } from "./queries.server";
import { admitBodySchema, applicationListSchema, statusChangeBodySchema } from "./schema";

// The JSON adapter of the office's pipeline: the same schemas, guard and commands as /welcome/admissions.

export const admissionsRouter = Router();
admissionsRouter.use(admissionPaymentsRouter);

const numberOf = (value: string | string[] | undefined) => String(value ?? "").toUpperCase();

admissionsRouter.get("/admissions/applications", requireRole("editor"), async (req, res) => {
  const filter = applicationListSchema.parse({
    status: req.query.status,
    classSought: req.query.class,
    year: req.query.year,
    q: req.query.q,
  });
  res.json(await listApplications(db(), filter));
});

admissionsRouter.get("/admissions/summary", requireRole("editor"), async (_req, res) => {
  res.json({ byStatus: await countByStatus(db()) });
});

admissionsRouter.get("/admissions/applications/:number", requireRole("editor"), async (req, res) => {
  const found = await readApplicationForOffice(db(), numberOf(req.params.number));
  res.json({
    ...found,
    application: officeView(found.application as never),
    documents: found.documents.map(({ storage_key: _key, ...document }) => document),
  });
});

admissionsRouter.post("/admissions/applications/:number/status", requireRole("editor"), async (req, res) => {
  const change = parseBody(statusChangeBodySchema, req.body);
  res.json(await changeApplicationStatus(db(), numberOf(req.params.number), change, actorOf(req, res)));
});

// Admitting creates a student record, so it needs the role that writes records (decision 112).
admissionsRouter.post("/admissions/applications/:number/admit", requireRole(RECORD_WRITE_ROLE), async (req, res) => {
  const admission = parseBody(admitBodySchema, req.body);
  res.status(201).json(await admitApplication(db(), numberOf(req.params.number), admission, actorOf(req, res)));
});
