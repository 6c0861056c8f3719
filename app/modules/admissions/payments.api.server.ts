import express, { Router } from "express";
import { db } from "~/kernel/database/connection";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { refuseUnknownFields } from "~/kernel/validation";
import { z } from "zod";
import { actorOf, requireRole } from "~/modules/accounts/index.server";
import { markVerifiedSchema } from "./payments";
import { importBankStatement, markPaymentVerified } from "./payments.server";

// The JSON adapter of the application fee: the same guard (editor) and commands as /welcome/admissions/payments
// and the application page's "Mark verified".

export const admissionPaymentsRouter = Router();

admissionPaymentsRouter.post(
  "/admissions/payments/import",
  requireRole("editor"),
  express.text({ type: "text/csv", limit: "5mb" }),
  async (req, res) => {
    if (typeof req.body !== "string" || req.body.trim() === "")
      return sendError(res, 400, "Send the bank statement as the request body (Content-Type: text/csv).", {
        file: "Send the CSV file as the request body",
      });
    res.json(await importBankStatement(db(), req.body, actorOf(req, res)));
  },
);

const verifyBodySchema = z.strictObject(markVerifiedSchema.shape, refuseUnknownFields);

admissionPaymentsRouter.post(
  "/admissions/applications/:number/payment/verify",
  requireRole("editor"),
  async (req, res) => {
    const { utr } = parseBody(verifyBodySchema, req.body);
    res.json(await markPaymentVerified(db(), String(req.params.number).toUpperCase(), utr, actorOf(req, res)));
  },
);
