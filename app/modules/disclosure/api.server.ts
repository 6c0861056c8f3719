import { Router } from "express";
import { db } from "~/kernel/database/connection";
import { parseBody } from "~/kernel/api-errors.server";
import { RefusedError } from "~/kernel/errors";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { deleteResult, saveAnswers, saveCertificate, saveResult, NO_SUCH_RESULT } from "./commands.server";
import { listItems, loadDisclosure, needsAttention } from "./queries.server";
import { answersSchema, certificateSchema, resultSchema } from "./schema";

// The JSON adapter of the disclosure: the same schemas, guard and commands as /welcome/disclosure.

export const disclosureRouter = Router();

/** The disclosure as the public page shows it (anyone). */
disclosureRouter.get("/disclosure", async (_req, res) => {
  res.setHeader("Cache-Control", "no-cache");
  res.json(await loadDisclosure(db()));
});

/** What the office should see to: missing, lapsed and lapsing certificates. */
disclosureRouter.get("/disclosure/attention", requireRole("editor"), async (_req, res) => {
  res.json(needsAttention(await loadDisclosure(db())));
});

/** Typed answers by item key ({ "teachers_pgt": "12", "internet": "yes" }); an unknown key is refused. */
disclosureRouter.put("/disclosure/answers", requireRole("editor"), async (req, res) => {
  const answers = parseBody(answersSchema(await listItems(db()), { partial: true }), req.body) as Record<
    string,
    string
  >;
  await saveAnswers(db(), answers, actorOf(req, res));
  res.json({ saved: Object.keys(answers) });
});

disclosureRouter.put("/disclosure/certificates/:key", requireRole("editor"), async (req, res) => {
  const certificate = parseBody(certificateSchema, req.body);
  res.json(await saveCertificate(db(), String(req.params.key), certificate, actorOf(req, res)));
});

disclosureRouter.post("/disclosure/results", requireRole("editor"), async (req, res) => {
  const result = parseBody(resultSchema, req.body);
  res.status(201).json(await saveResult(db(), result, actorOf(req, res)));
});

disclosureRouter.delete("/disclosure/results/:id", requireRole("editor"), async (req, res) => {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, NO_SUCH_RESULT);
  await deleteResult(db(), id, actorOf(req, res));
  res.json({ message: "The row of results was deleted." });
});
