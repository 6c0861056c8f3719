import { Router } from "express";
import { listAudit } from "./audit.server";
import { auditQuerySchema } from "./schema";
import { parseBody } from "~/kernel/api-errors.server";
import { requireRole } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

export const auditRouter = Router();

// Admins browse the audit log: ?actor=&action=&from=YYYY-MM-DD&to=YYYY-MM-DD&page=&pageSize=
auditRouter.get("/audit", requireRole("admin"), async (req, res) => {
  const query = parseBody(auditQuerySchema, req.query);
  res.set("Cache-Control", "no-store").json(await listAudit(db(), query));
});
