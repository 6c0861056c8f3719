import { FormField } from "~/ui/form/form-field";
import { groupedUtr, PAYMENT_FOR_PARENTS, PAYMENT_LABELS, type PaymentState } from "../payments";
import { formatRupees } from "../settings";

type FeeStepData = {
  request: { rupees: number; upiId: string; payeeName: string; uri: string; qrSvg: string };
  payment: { state: PaymentState; rupees: number; utr: string } | null;
};

/**
 * The fee step: on a phone a link that opens the parent's UPI app with everything filled in, on a wider screen the
 * same as a QR code to scan (drawn on the server: no script), then the UTR her app shows after paying.
 */
export function FeeFields({
  fee,
  number,
  values,
  errors,
}: {
  fee: FeeStepData;
  number: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { request, payment } = fee;
  const amount = formatRupees(request.rupees);
  const given = payment && payment.state !== "unpaid" ? payment : undefined;
  return (
    <>
      <p className="fee-step__amount">
        Application fee: <strong>{amount}</strong>, paid by UPI to the school&apos;s account.
      </p>
      <div className="fee-step__pay">
        <p className="fee-step__phone">
          <a className="button upi-pay" href={request.uri}>
            Pay {amount} with a UPI app
          </a>
          <span className="hint">
            Opens Google Pay, PhonePe, Paytm, BHIM or your bank&apos;s app with the details filled in.
          </span>
        </p>
        <figure className="fee-step__qr">
          <span
            className="fee-step__qr-code"
            role="img"
            aria-label={`QR code to pay ${amount} to ${request.payeeName} by UPI`}
            // An SVG the server drew from the upi:// address with the qrcode package.
            dangerouslySetInnerHTML={{ __html: request.qrSvg }}
          />
          <figcaption>Scan with any UPI app on your phone.</figcaption>
        </figure>
        <dl className="fee-step__details">
          <div>
            <dt>UPI ID</dt>
            <dd>{request.upiId}</dd>
          </div>
          <div>
            <dt>Payee</dt>
            <dd>{request.payeeName}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{amount}</dd>
          </div>
          <div>
            <dt>Note</dt>
            <dd>{number}</dd>
          </div>
        </dl>
      </div>
      {given ? (
        <p className="form-status" data-payment={given.state}>
          UTR {groupedUtr(given.utr)}: {PAYMENT_LABELS[given.state].toLowerCase()}. {PAYMENT_FOR_PARENTS[given.state]}
        </p>
      ) : null}
      <p className="hint" id="apply-utr-hint">
        After paying, your UPI app shows a 12-digit UTR (also called UPI reference number or transaction ID). Type it
        here; the school office checks it against the bank statement.
      </p>
      <FormField
        id="apply-utr"
        name="utr"
        label="UTR (UPI transaction reference)"
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        placeholder="4123 5678 9012"
        defaultValue={values.utr ?? (given ? groupedUtr(given.utr) : "")}
        error={errors.utr}
      />
    </>
  );
}

/** The payment's state on the status page, in plain words. */
export function FeeStatusNote({ payment }: { payment: { state: PaymentState; rupees: number; utr: string } }) {
  return (
    <div className="apply-fee-status" data-payment={payment.state}>
      <h3>Application fee ({formatRupees(payment.rupees)})</h3>
      <p>
        <strong>{PAYMENT_LABELS[payment.state]}.</strong> {PAYMENT_FOR_PARENTS[payment.state]}
        {payment.utr ? ` UTR: ${groupedUtr(payment.utr)}.` : ""}
      </p>
    </div>
  );
}
