import { Router } from "express";
import { countContactRequests, listContactRequests, saveContactRequest } from "./contact.server";
import { contactUsBodySchema } from "./schema";
import { isHoneypotFilled } from "~/kernel/validation";
import { parseBody } from "~/kernel/api-errors.server";
import { requireRole } from "~/modules/accounts/index.server";
import { countAcceptedSubmission } from "~/kernel/public-post.server";
import { db } from "~/kernel/database/connection";

export const contactUsRouter = Router();

export const CONTACT_RECEIVED = "Thank you. Your request has been received.";

// Call-back form {name, emailid, mobilnum} or contact page {name, emailid, subject, message}.
contactUsRouter.post("/contact_us", async (req, res) => {
  const body = parseBody(contactUsBodySchema, req.body);
  await countAcceptedSubmission("subject" in body ? "contact" : "callback", req.ip ?? "");
  // A filled honeypot is a bot: it gets the same answer, and nothing is stored.
  if (isHoneypotFilled(body)) return res.status(201).json({ message: CONTACT_RECEIVED });
  const saved = await saveContactRequest(db(), body, `${req.protocol}://${req.get("host")}`);
  res.status(201).json({ ...saved, message: CONTACT_RECEIVED });
});

contactUsRouter.get("/contact_us", requireRole("editor"), async (_req, res) => {
  res.json(await listContactRequests(db()));
});

contactUsRouter.get("/count/contact_us", requireRole("editor"), async (_req, res) => {
  res.json({ totalContactRequests: await countContactRequests(db()) });
});
