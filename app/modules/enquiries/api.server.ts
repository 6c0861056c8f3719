import { Router } from "express";
import { listEnquiries, saveEnquiry } from "./enquiries.server";
import { enquiryBodySchema } from "./schema";
import { isHoneypotFilled } from "~/kernel/validation";
import { parseBody } from "~/kernel/api-errors.server";
import { requireRole } from "~/modules/accounts/index.server";
import { countAcceptedSubmission } from "~/kernel/public-post.server";
import { db } from "~/kernel/database/connection";

export const enquiriesRouter = Router();

export const ENQUIRY_RECEIVED = "Thank you for your enquiry. The school office will contact you soon.";

enquiriesRouter.post("/enquiries", async (req, res) => {
  const enquiry = parseBody(enquiryBodySchema, req.body);
  await countAcceptedSubmission("enquiry", req.ip ?? "");
  if (isHoneypotFilled(enquiry)) return res.status(201).json({ message: ENQUIRY_RECEIVED });
  const saved = await saveEnquiry(db(), enquiry, `${req.protocol}://${req.get("host")}`);
  res.status(201).json({ ...saved, message: ENQUIRY_RECEIVED });
});

enquiriesRouter.get("/enquiries", requireRole("editor"), async (_req, res) => {
  res.json(await listEnquiries(db()));
});
