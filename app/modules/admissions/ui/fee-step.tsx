import { FormField } from "~/ui/form/form-field";
import { useT } from "~/ui/i18n";
import { groupedUtr, type PaymentState } from "../payments";
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
  const t = useT();
  const { request, payment } = fee;
  const amount = formatRupees(request.rupees);
  const given = payment && payment.state !== "unpaid" ? payment : undefined;
  return (
    <>
      <p className="fee-step__amount">{t("apply.fee.amount", { amount })}</p>
      <div className="fee-step__pay">
        <p className="fee-step__phone">
          <a className="button upi-pay" href={request.uri}>
            {t("apply.fee.pay", { amount })}
          </a>
          <span className="hint">{t("apply.fee.payHint")}</span>
        </p>
        <figure className="fee-step__qr">
          <span
            className="fee-step__qr-code"
            role="img"
            aria-label={t("apply.fee.qr", { amount, payee: request.payeeName })}
            // An SVG the server drew from the upi:// address with the qrcode package.
            dangerouslySetInnerHTML={{ __html: request.qrSvg }}
          />
          <figcaption>{t("apply.fee.scan")}</figcaption>
        </figure>
        <dl className="fee-step__details">
          <div>
            <dt>{t("apply.fee.upiId")}</dt>
            <dd>{request.upiId}</dd>
          </div>
          <div>
            <dt>{t("apply.fee.payee")}</dt>
            <dd>{request.payeeName}</dd>
          </div>
          <div>
            <dt>{t("apply.fee.amountLabel")}</dt>
            <dd>{amount}</dd>
          </div>
          <div>
            <dt>{t("apply.fee.note")}</dt>
            <dd>{number}</dd>
          </div>
        </dl>
      </div>
      {given ? (
        <p className="form-status" data-payment={given.state}>
          UTR {groupedUtr(given.utr)}: {t(`apply.payment.${given.state}`)} {t(`apply.paymentNote.${given.state}`)}
        </p>
      ) : null}
      <p className="hint" id="apply-utr-hint">
        {t("apply.fee.utrHint")}
      </p>
      <FormField
        id="apply-utr"
        name="utr"
        label={t("apply.fee.utr")}
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
  const t = useT();
  return (
    <div className="apply-fee-status" data-payment={payment.state}>
      <h3>{t("apply.fee.heading", { amount: formatRupees(payment.rupees) })}</h3>
      <p>
        <strong>{t(`apply.payment.${payment.state}`)}</strong> {t(`apply.paymentNote.${payment.state}`)}
        {payment.utr ? ` UTR: ${groupedUtr(payment.utr)}.` : ""}
      </p>
    </div>
  );
}
