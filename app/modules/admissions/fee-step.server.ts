import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { paymentProvider } from "./payment-provider.server";
import { findPayment, paymentState } from "./payments.server";
import type { AdmissionsSettings } from "./settings";
import type { AdmissionApplicationRow, AdmissionPaymentRow } from "./tables";

// What the parent's pages show of the fee: the fee step's request (UPI link and QR) and the payment's state.

export type FeeStatus = ReturnType<typeof feeStatusView>;

/** The payment as the status page shows it; null when the class takes no fee and nothing was paid. */
export function feeStatusView(payment: AdmissionPaymentRow | undefined, rupees: number) {
  if (!payment && !rupees) return null;
  return { state: paymentState(payment), rupees: payment?.amount ?? rupees, utr: payment?.utr ?? "" };
}

export async function loadFeeStep(
  db: Kysely<Database>,
  application: AdmissionApplicationRow,
  settings: AdmissionsSettings,
) {
  const [request, payment] = await Promise.all([
    paymentProvider().requestFor(application, settings),
    findPayment(db, application.id),
  ]);
  return request ? { request, payment: feeStatusView(payment, request.rupees) } : null;
}
