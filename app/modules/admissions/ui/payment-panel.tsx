import { groupedUtr, PAYMENT_LABELS, type PaymentState } from "../payments";
import { formatRupees } from "../settings";

type OfficePayment = {
  state: PaymentState;
  amount: number;
  utr: string;
  statementPaise: number | null;
  verifiedVia: string | null;
  verifiedBy: string | null;
  verifiedAt: string | null;
};

/** The application fee on the office's application page: the UTR and amount the parent gave, and "Mark verified". */
export function PaymentPanel({ payment, refused }: { payment: OfficePayment | null; refused?: string }) {
  return (
    <div className="admission-payment" data-payment={payment?.state ?? "unpaid"}>
      <h3>Application fee</h3>
      {!payment ? (
        <p className="empty-note">No UTR given.</p>
      ) : (
        <>
          <dl className="admission-payment__details">
            <div>
              <dt>UTR</dt>
              <dd>{groupedUtr(payment.utr)}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatRupees(payment.amount)}</dd>
            </div>
            <div>
              <dt>State</dt>
              <dd>
                <strong>{PAYMENT_LABELS[payment.state]}</strong>
                {payment.state === "mismatch" && payment.statementPaise !== null
                  ? ` (the bank statement shows ₹${(payment.statementPaise / 100).toLocaleString("en-IN", { minimumFractionDigits: 2 })})`
                  : ""}
                {payment.state === "verified" && payment.verifiedAt
                  ? ` ${payment.verifiedVia === "statement" ? "from the bank statement" : "by hand"}${payment.verifiedBy ? ` (${payment.verifiedBy})` : ""}, ${payment.verifiedAt.slice(0, 10)}`
                  : ""}
              </dd>
            </div>
          </dl>
          {refused ? (
            <p className="form-status form-status--error" role="alert">
              {refused}
            </p>
          ) : null}
          {payment.state !== "verified" ? (
            <form method="post">
              <input type="hidden" name="_form" value="payment" />
              <input type="hidden" name="utr" value={payment.utr} />
              <p className="hint">
                Check that the school&apos;s account received {formatRupees(payment.amount)} with this UTR, or import
                the bank statement at <a href="/welcome/admissions/payments">Fee payments</a>.
              </p>
              <button type="submit" className="button" name="intent" value="verify-payment">
                Mark verified
              </button>
            </form>
          ) : null}
        </>
      )}
    </div>
  );
}
