import { Router, type Request } from "express";
import { mediaStorage } from "~/kernel/storage";
import {
  approveRegistration,
  findRegistration,
  listRegistrations,
  rejectRegistration,
  submitAlumniRegistration,
  suggestedRegisterId,
} from "./community.server";
import { alumniRegistrationSchema, approveRegistrationSchema } from "./alumni-schema";
import { RECORD_WRITE_ROLE } from "./kinds";
import { isHoneypotFilled } from "~/kernel/validation";
import { RefusedError } from "~/kernel/errors";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { readBodyWithFile } from "~/kernel/media/body-with-file.server";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { countAcceptedSubmission } from "~/kernel/public-post.server";
import { db } from "~/kernel/database/connection";

export const alumniRegistrationsRouter = Router();

const idOf = (req: Request) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, "No pending registration with this number.");
  return id;
};

/** Self-registration (anyone, throttled): JSON, or multipart with an optional `photo`. */
alumniRegistrationsRouter.post("/alumni-registrations", async (req, res) => {
  const form = await readBodyWithFile(req, "photo");
  if (!form.ok) return sendError(res, form.status, form.error, form.fields);
  try {
    const input = parseBody(alumniRegistrationSchema, form.fields);
    await countAcceptedSubmission("alumni-registration", req.ip ?? "");
    // A bot filled the hidden field: it is told "thank you" and nothing is stored.
    if (isHoneypotFilled(input)) return res.status(201).json({ message: "Thank you for registering." });
    const origin = `${req.protocol}://${req.get("host")}`;
    const saved = await submitAlumniRegistration(db(), mediaStorage(), input, {
      photo: form.file,
      origin,
    });
    res.status(201).json({ message: "Thank you for registering.", id: saved.id, reference: saved.reference ?? null });
  } finally {
    await form.file?.discard();
  }
});

/** The approval queue (?status=pending, the default; or approved, rejected). */
alumniRegistrationsRouter.get("/alumni-registrations", requireRole("editor"), async (req, res) => {
  const status = String(req.query.status ?? "pending");
  if (status !== "pending" && status !== "approved" && status !== "rejected")
    return sendError(res, 400, "Please correct the highlighted fields.", {
      status: "status must be pending, approved or rejected",
    });
  const rows = await listRegistrations(db(), mediaStorage(), status);
  res.json(rows.map(({ photo_key: _key, ...row }) => ({ ...row, consent: row.consent === 1 })));
});

/** Approves as an alumni record; fields not sent are taken from the registration (registerid: a suggested one). */
alumniRegistrationsRouter.post(
  "/alumni-registrations/:id/approve",
  requireRole(RECORD_WRITE_ROLE),
  async (req, res) => {
    const registration = await findRegistration(db(), idOf(req));
    if (!registration || registration.status !== "pending")
      return sendError(res, 404, "No pending registration with this number.");
    const { id: _id, consent: _consent, email: _email, photo_key: _photo, status: _status, ...fields } = registration;
    const body = typeof req.body === "object" && req.body ? req.body : {};
    const record = parseBody(approveRegistrationSchema, {
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null)),
      registerid: suggestedRegisterId(registration),
      ...body,
    });
    const result = await approveRegistration(db(), registration.id, record, actorOf(req, res));
    res.json({ message: "Approved.", registerid: result.registerid });
  },
);

alumniRegistrationsRouter.post("/alumni-registrations/:id/reject", requireRole("editor"), async (req, res) => {
  await rejectRegistration(db(), mediaStorage(), idOf(req), actorOf(req, res));
  res.json({ message: "Rejected." });
});
