import { z } from "zod";

// The application fee paid by UPI (docs/decisions/136-admission-fee-by-upi.md): what the parent types, the payment's
// states in plain words, and the upi:// address her app opens. Browser-safe: the fee step's form checks with it too.

export const UTR_FORMAT = "The UTR is the 12-digit number your UPI app shows after paying, like 4123 5678 9012";
export const UTR_USED = "This UTR is already given for another application. Check the number in your UPI app.";

/** The 12-digit UTR (UPI transaction reference), spaces allowed when typed, kept as digits only. */
export const utr = () =>
  z
    .string({ error: "Write the UTR of your payment" })
    .transform((value) => value.replace(/[\s-]/g, ""))
    .refine((value) => value !== "", { error: "Write the UTR of your payment" })
    .refine((value) => /^\d{12}$/.test(value), { error: UTR_FORMAT });

export const feeStepSchema = z.object({ utr: utr() });

export const markVerifiedSchema = z.object({
  utr: z.string().regex(/^\d{12}$/, { error: "The payment changed; reload the page" }),
});

export const PAYMENT_STATES = ["claimed", "verified", "mismatch"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number] | "unpaid";

/** The payment's state as the status page tells the parent. */
export const PAYMENT_FOR_PARENTS: Record<PaymentState, string> = {
  unpaid: "The application fee is not paid yet.",
  claimed: "You gave the UTR of your payment; the school office will check it against the bank statement.",
  verified: "The school office has received the application fee.",
  mismatch:
    "The school office could not match your payment with the bank statement. Please call the office with your UPI app's receipt.",
};

export const PAYMENT_LABELS: Record<PaymentState, string> = {
  unpaid: "Not paid",
  claimed: "UTR entered, waiting for the office",
  verified: "Verified",
  mismatch: "Does not match the bank statement",
};

/** The UTR grouped in fours as apps show it: 4123 5678 9012. */
export const groupedUtr = (value: string) => value.replace(/(\d{4})(?=\d)/g, "$1 ");

/**
 * The upi:// address of NPCI's UPI linking specification: the payee's UPI ID and name, the amount in rupees, INR,
 * and the application number as the note (tn) so the office can find it in the statement's narration too.
 */
export function upiPayUri(payment: { upiId: string; payeeName: string; rupees: number; note: string }) {
  const query = [
    ["pa", payment.upiId],
    ["pn", payment.payeeName],
    ["am", payment.rupees.toFixed(2)],
    ["cu", "INR"],
    ["tn", payment.note],
  ]
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
  return `upi://pay?${query}`;
}
