import { Router } from "express";
import { listPledges, savePledge } from "./donations.server";
import { donationPledgeBodySchema } from "./schema";
import { isHoneypotFilled } from "~/kernel/validation";
import { parseBody } from "~/kernel/api-errors.server";
import { requireRole } from "~/modules/accounts/index.server";
import { countAcceptedSubmission } from "~/kernel/public-post.server";
import { db } from "~/kernel/database/connection";

export const donationsRouter = Router();

// {quantities: {"1": n, ... "5": n}, donorName, phone, email}; the total is the server's own sum.
donationsRouter.post("/donations", async (req, res) => {
  const pledge = parseBody(donationPledgeBodySchema, req.body);
  await countAcceptedSubmission("donation", req.ip ?? "");
  if (isHoneypotFilled(pledge)) return res.status(201).json({ message: "Thank you for your pledge." });
  const saved = await savePledge(db(), pledge, `${req.protocol}://${req.get("host")}`);
  res.status(201).json({ ...saved, message: "Thank you for your pledge." });
});

donationsRouter.get("/donations", requireRole("editor"), async (_req, res) => {
  res.json(await listPledges(db()));
});
