import { Router } from "express";
import { listAudit } from "../../app/features/audit/audit.server";
import { auditQuerySchema } from "../../app/features/audit/schema";
import { parseBody } from "./errors";
import { requireRole } from "./guard";

export const auditRouter = Router();

// Admins browse the audit log: ?actor=&action=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=&pageSize=
auditRouter.get("/audit", requireRole("admin"), async (req, res) => {
  const query = parseBody(auditQuerySchema, req.query);
  res.set("Cache-Control", "no-store").json(await listAudit(res.locals.database, query));
});
