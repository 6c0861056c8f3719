import { Router } from "express";
import { db } from "~/kernel/database/connection";
import { parseBody } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { RECORD_WRITE_ROLE } from "~/modules/records/index.server";
import { admitApplication, changeApplicationStatus, officeView, readApplicationForOffice } from "./office.server";
import { admissionsPipelineRouter } from "./pipeline-api.server";
import { admissionPaymentsRouter } from "./payments.api.server";
import { officePayment } from "./payments.server";
import { admitBodySchema, statusChangeBodySchema } from "./schema";

// The JSON adapter of the office's pipeline: the same schemas, guard and commands as /welcome/admissions.

export const admissionsRouter = Router();
admissionsRouter.use(admissionPaymentsRouter);

const numberOf = (value: string | string[] | undefined) => String(value ?? "").toUpperCase();

// The list, the summary and bulk moves (the office's pipeline).
admissionsRouter.use(admissionsPipelineRouter);

admissionsRouter.get("/admissions/applications/:number", requireRole("editor"), async (req, res) => {
  const found = await readApplicationForOffice(db(), numberOf(req.params.number));
  res.json({
    ...found,
    application: officeView(found.application as never),
    documents: found.documents.map(({ storage_key: _key, ...document }) => document),
    // The fee as the office's application page shows it (null when the parent gave no UTR).
    payment: await officePayment(db(), found.application.id),
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
