import QRCode from "qrcode";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { utr, upiPayUri } from "./payments";
import { applicationFee, type AdmissionsSettings } from "./settings";

// How a parent pays the application fee, behind one small interface (docs/decisions/136-admission-fee-by-upi.md).
// Its one implementation: UPI straight to the school's account, proved by the UTR the parent types and verified by
// the office (by hand or from the bank statement). A gateway (Razorpay, PayU) would be a second implementation.

export type FeeRequest = {
  provider: string;
  rupees: number;
  upiId: string;
  payeeName: string;
  /** What the parent's UPI app opens: upi://pay?pa=…&pn=…&am=…&cu=INR&tn=<application number>. */
  uri: string;
  /** The same address as a QR code, an SVG drawn on the server so the page needs no script. */
  qrSvg: string;
};

export interface PaymentProvider {
  readonly id: string;
  /** What the parent of `application` is asked to pay and how; undefined when her class takes no fee. */
  requestFor(
    application: { number: string; class_sought: string },
    settings: AdmissionsSettings,
  ): Promise<FeeRequest | undefined>;
  /** Checks the proof of payment the parent's side sends back, and gives the payment's reference. */
  verify(proof: Record<string, unknown>): { reference: string };
}

export const upiByUtr: PaymentProvider = {
  id: "upi",
  async requestFor(application, settings) {
    const rupees = applicationFee(settings, application.class_sought);
    if (!rupees) return undefined;
    const uri = upiPayUri({ upiId: settings.upiId, payeeName: settings.payeeName, rupees, note: application.number });
    const qrSvg = await QRCode.toString(uri, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    return { provider: this.id, rupees, upiId: settings.upiId, payeeName: settings.payeeName, uri, qrSvg };
  },
  // A UTR proves nothing by itself: it is checked for form here and matched with the bank's statement later.
  verify(proof) {
    const parsed = utr().safeParse(proof.utr ?? "");
    if (!parsed.success) throw new RefusedError(400, FIX_FIELDS, { utr: parsed.error.issues[0].message });
    return { reference: parsed.data };
  },
};

export const paymentProvider = (): PaymentProvider => upiByUtr;
