import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { recordAudit, type AuditActor } from "~/kernel/audit.server";
import { nowIso } from "~/kernel/database/dialect";
import { withinTransaction } from "~/kernel/database/within-transaction";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { APPLICATION_NOT_FOUND, changeApplicationStatus } from "./office.server";
import { paymentProvider } from "./payment-provider.server";
import { groupedUtr, UTR_USED, type PaymentState } from "./payments";
import { APPLICATION_STEPS, type ApplicationStep } from "./schema";
import { applicationFee, formatRupees, type AdmissionsSettings } from "./settings";
import { readStatement, type StatementRow } from "./statement.server";
import type { AdmissionApplicationRow, AdmissionPaymentRow } from "./tables";

// The application fee's writes (docs/decisions/136-admission-fee-by-upi.md): the parent's UTR, the office's
// "Mark verified" and the bank statement's import; a verified fee moves an offered application to "fee paid".

type Db = Kysely<Database> | Transaction<Database>;

export const findPayment = (db: Db, applicationId: number) =>
  db.selectFrom("admission_payments").selectAll().where("application_id", "=", applicationId).executeTakeFirst();

export const paymentState = (payment: AdmissionPaymentRow | undefined): PaymentState =>
  (payment?.status as PaymentState | undefined) ?? "unpaid";

/** The payment as the office's application page shows it, or null when the parent gave no UTR. */
export async function officePayment(db: Db, applicationId: number) {
  const payment = await findPayment(db, applicationId);
  if (!payment) return null;
  return {
    state: paymentState(payment),
    amount: payment.amount,
    utr: payment.utr,
    statementPaise: payment.statement_paise,
    verifiedVia: payment.verified_via,
    verifiedBy: payment.verified_by,
    verifiedAt: payment.verified_at,
  };
}

/** Payments waiting for the office (a UTR given, not yet verified), oldest first. */
export const listUnverifiedPayments = (db: Db) =>
  db
    .selectFrom("admission_payments")
    .innerJoin("admission_applications", "admission_applications.id", "admission_payments.application_id")
    .select([
      "admission_applications.number",
      "admission_applications.child_name",
      "admission_applications.class_sought",
      "admission_applications.status as applicationStatus",
      "admission_payments.utr",
      "admission_payments.amount",
      "admission_payments.status",
      "admission_payments.entered_at",
    ])
    .where("admission_payments.status", "in", ["claimed", "mismatch"])
    .orderBy("admission_payments.entered_at")
    .limit(200)
    .execute();

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; message?: string };
  return e?.code === "23505" || /UNIQUE/i.test(e?.message ?? "");
};

async function refuseUsedElsewhere(db: Db, utr: string, applicationId: number) {
  const other = await db
    .selectFrom("admission_payments")
    .select("application_id")
    .where("utr", "=", utr)
    .where("application_id", "!=", applicationId)
    .executeTakeFirst();
  if (other) throw new RefusedError(409, FIX_FIELDS, { utr: UTR_USED });
}

/** The parent's UTR for a draft whose class takes a fee: stored (or replaced, until verified), the step saved. */
export async function recordFeeUtr(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  proof: { utr: unknown },
  settings: AdmissionsSettings,
) {
  if (application.status !== "draft")
    throw new RefusedError(409, "This application has been submitted; it can no longer be changed here.");
  const rupees = applicationFee(settings, application.class_sought);
  if (!rupees) throw new RefusedError(409, "No application fee is taken for this class.");
  const { reference: utr } = paymentProvider().verify(proof);
  const now = nowIso();
  try {
    await db.transaction().execute(async (trx) => {
      await refuseUsedElsewhere(trx, utr, application.id);
      const held = await findPayment(trx, application.id);
      if (held?.status === "verified") {
        if (held.utr !== utr)
          throw new RefusedError(409, FIX_FIELDS, { utr: "The school office has already verified your payment." });
      } else if (held)
        await trx
          .updateTable("admission_payments")
          .set({ utr, amount: rupees, status: "claimed", statement_paise: null, entered_at: now, updated_at: now })
          .where("id", "=", held.id)
          .execute();
      else
        await trx
          .insertInto("admission_payments")
          .values({
            application_id: application.id,
            provider: paymentProvider().id,
            amount: rupees,
            utr,
            status: "claimed",
            entered_at: now,
            updated_at: now,
          })
          .execute();
      const savedIndex = APPLICATION_STEPS.indexOf(application.saved_step as ApplicationStep);
      if (savedIndex < APPLICATION_STEPS.indexOf("fee"))
        await trx
          .updateTable("admission_applications")
          .set({ saved_step: "fee", updated_at: now })
          .where("id", "=", application.id)
          .execute();
    });
  } catch (error) {
    // Two parents typing the same UTR at once: the unique index refuses the second.
    if (isUniqueViolation(error)) throw new RefusedError(409, FIX_FIELDS, { utr: UTR_USED });
    throw error;
  }
}

/** Refuses a submission whose class takes a fee when no UTR was given. */
export async function assertFeeGiven(db: Db, application: AdmissionApplicationRow, settings: AdmissionsSettings) {
  if (!applicationFee(settings, application.class_sought)) return;
  if (!(await findPayment(db, application.id)))
    throw new RefusedError(400, "The application fee is not paid yet: go back to the fee step and give the UTR.");
}

type Verification = { via: "office" | "statement"; actor: AuditActor; paise?: number };

/** Marks a payment verified, audited; an offered application then moves to "fee paid" through the status change. */
async function verifyPayment(trx: Transaction<Database>, payment: AdmissionPaymentRow, how: Verification) {
  const now = nowIso();
  await trx
    .updateTable("admission_payments")
    .set({
      status: "verified",
      statement_paise: null,
      verified_via: how.via,
      verified_by: how.actor.userid,
      verified_at: now,
      updated_at: now,
    })
    .where("id", "=", payment.id)
    .execute();
  const application = await trx
    .selectFrom("admission_applications")
    .select(["number", "status"])
    .where("id", "=", payment.application_id)
    .executeTakeFirstOrThrow();
  await recordAudit(trx, how.actor, {
    action: "update",
    entity: "admission_payment",
    entityKey: application.number,
    before: { status: payment.status },
    after: { status: "verified", utr: payment.utr, via: how.via },
  });
  if (application.status === "offered")
    await changeApplicationStatus(
      trx,
      application.number,
      {
        status: "fee_paid",
        note: `${formatRupees(payment.amount)} verified (UTR ${groupedUtr(payment.utr)}, ${how.via === "office" ? "by the office" : "bank statement"})`,
      },
      how.actor,
    );
  return application.number;
}

/** The office's "Mark verified" on the application page (and its API twin): `utr` is the one the office saw. */
export async function markPaymentVerified(db: Kysely<Database>, number: string, utr: string, actor: AuditActor) {
  return withinTransaction(db, async (trx) => {
    const application = await trx
      .selectFrom("admission_applications")
      .select(["id", "status"])
      .where("number", "=", number)
      .executeTakeFirst();
    if (!application || application.status === "draft") throw new RefusedError(404, APPLICATION_NOT_FOUND);
    const payment = await findPayment(trx, application.id);
    if (!payment) throw new RefusedError(409, "The parent has not given a UTR for this application.");
    if (payment.utr !== utr) throw new RefusedError(409, "The parent changed the UTR; reload the page and check it.");
    if (payment.status === "verified") throw new RefusedError(409, "This payment is already verified.");
    await verifyPayment(trx, payment, { via: "office", actor });
    return { number, utr, status: "verified" as const };
  });
}

export type StatementOutcome = "verified" | "already_verified" | "amount_differs" | "not_found" | "used_twice";
export type StatementMatch = StatementRow & { outcome: StatementOutcome; application?: string; expectedPaise?: number };
export type StatementImport = { matched: StatementMatch[]; mismatched: StatementMatch[]; skipped: number };

/**
 * Imports a bank statement: each credit's UTR and amount matched with the parents' UTRs. Matches are verified,
 * an amount that differs marks the payment "mismatch"; a UTR found on two rows verifies nothing. One transaction:
 * a file that cannot be read changes nothing.
 */
export async function importBankStatement(db: Kysely<Database>, csv: string, actor: AuditActor) {
  const { rows, skipped } = readStatement(csv);
  return db.transaction().execute(async (trx): Promise<StatementImport> => {
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.utr, (counts.get(row.utr) ?? 0) + 1);
    const payments = new Map<string, AdmissionPaymentRow & { number: string }>();
    const utrs = [...counts.keys()];
    for (let start = 0; start < utrs.length; start += 500) {
      const found = await trx
        .selectFrom("admission_payments")
        .innerJoin("admission_applications", "admission_applications.id", "admission_payments.application_id")
        .selectAll("admission_payments")
        .select("admission_applications.number")
        .where("admission_payments.utr", "in", utrs.slice(start, start + 500))
        .execute();
      for (const payment of found) payments.set(payment.utr, payment);
    }
    const matched: StatementMatch[] = [];
    const mismatched: StatementMatch[] = [];
    for (const row of rows) {
      const payment = payments.get(row.utr);
      const about = payment ? { application: payment.number, expectedPaise: payment.amount * 100 } : {};
      if (counts.get(row.utr)! > 1) {
        mismatched.push({ ...row, ...about, outcome: "used_twice" });
        if (payment && payment.status !== "verified") await markMismatch(trx, payment, null);
      } else if (!payment) mismatched.push({ ...row, outcome: "not_found" });
      else if (payment.amount * 100 !== row.paise) {
        mismatched.push({ ...row, ...about, outcome: "amount_differs" });
        if (payment.status !== "verified") await markMismatch(trx, payment, row.paise);
      } else if (payment.status === "verified") matched.push({ ...row, ...about, outcome: "already_verified" });
      else {
        await verifyPayment(trx, payment, { via: "statement", actor });
        matched.push({ ...row, ...about, outcome: "verified" });
      }
    }
    await recordAudit(trx, actor, {
      action: "import",
      entity: "admission_bank_statement",
      after: {
        verified: matched.filter((row) => row.outcome === "verified").length,
        mismatched: mismatched.length,
        skipped,
      },
    });
    return { matched, mismatched, skipped };
  });
}

async function markMismatch(trx: Transaction<Database>, payment: AdmissionPaymentRow, paise: number | null) {
  await trx
    .updateTable("admission_payments")
    .set({ status: "mismatch", statement_paise: paise, updated_at: nowIso() })
    .where("id", "=", payment.id)
    .execute();
}
