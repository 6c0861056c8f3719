import { ErrorSummary } from "~/ui/form/error-summary";
import { PrivacyConsent } from "~/ui/form/privacy-consent";
import { FormField, FormStatus, HoneypotField, PhoneAndEmailFields } from "~/ui/form/form-field";
import { useEnhancement } from "~/ui/use-enhancement";
import { failedFields, failedValues, type FormResult, type FormSuccess } from "~/kernel/form-result";
import type { SiteSettings } from "~/kernel/settings/schema";
import { enhanceDonationTotal, QUANTITIES_ERROR_ID } from "../donation-total";
import { enhanceDonationForm } from "../enhance-donation-form";
import { rupees, runningTotal } from "../running-total";
import { PhoneLink } from "~/ui/phone-link";

/** An item as the page shows it (the office's donation items). */
export type DonationFormItem = { id: string; name: string; description: string; cost: number };

/** Both behaviours of the form, as the page's `donation-form` and `donation-total` modules run them. */
function enhance(form: HTMLFormElement) {
  const undo = [enhanceDonationForm(form), enhanceDonationTotal(form)];
  return () => undo.forEach((undoOne) => undoOne());
}

/**
 * Five items with quantity boxes, a running total, then the donor's name, phone and e-mail. The server
 * prices and stores the pledge; the thank-you gives its reference and the phones to call to complete payment.
 * The server draws the whole table from what was sent (amounts, total, red boxes); in the browser
 * enhanceDonationTotal keeps it up to date and enhanceDonationForm checks and sends the form in place.
 */
export function DonationForm({
  settings,
  items,
  initialResult,
}: {
  settings: SiteSettings;
  items: DonationFormItem[];
  initialResult?: FormResult;
}) {
  const ref = useEnhancement(enhance);
  const errors = failedFields(initialResult);
  const values = failedValues(initialResult);
  const quantities = items.map((item) => values[`quantities.${item.id}`] ?? "0");
  const shown = runningTotal(
    items.map((item, index) => ({ cost: item.cost, text: quantities[index] })),
    errors.quantities,
  );
  const pledge = initialResult?.ok && initialResult.reference !== undefined ? initialResult : undefined;
  return (
    <form
      ref={ref}
      method="post"
      className="public-form donation-form"
      data-form="donation"
      data-busy-label="Sending..."
      noValidate
    >
      <ErrorSummary idPrefix="donation" result={initialResult} fieldIds={{ quantities: firstQuantityId(items) }} />
      <fieldset className="public-form__fields">
        <legend className="visually-hidden">Donation pledge</legend>
        <h2 className="donation-form__heading">Choose what to give</h2>
        <DonationTable items={items} quantities={quantities} shown={shown} />
        <p id={QUANTITIES_ERROR_ID} className="field-error" hidden={!shown.message}>
          {shown.message}
        </p>
        <h2 className="donation-form__heading">Your details</h2>
        <div className="public-form__grid">
          <FormField
            id="donation-donorName"
            name="donorName"
            label="Your name"
            autoComplete="name"
            maxLength={100}
            required
            error={errors.donorName}
            defaultValue={values.donorName}
          />
          <PhoneAndEmailFields idPrefix="donation" values={values} errors={errors} />
        </div>
        <HoneypotField id="donation-website" />
        <PrivacyConsent />
        <button type="submit" className="button">
          Donate
        </button>
      </fieldset>
      <FormStatus id="donation-status" message={initialResult?.message} ok={initialResult?.ok} />
      {/* The thank-you of the pledge just made; in the browser it is taken from the server's answer. */}
      <div id="donation-pledge" data-answer-part>
        {pledge ? <PledgeThanks pledge={pledge} settings={settings} /> : null}
      </div>
    </form>
  );
}

/** The summary's link for the quantities leads to the first box. */
const firstQuantityId = (items: DonationFormItem[]) =>
  items[0] ? `donation-quantity-${items[0].id}` : "donation-total";

/** The items, their quantity boxes and amounts, and the total, as `shown` works them out. */
function DonationTable({
  items,
  quantities,
  shown,
}: {
  items: DonationFormItem[];
  quantities: string[];
  shown: ReturnType<typeof runningTotal>;
}) {
  return (
    <div className="table-scroll">
      <table className="donation-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Cost</th>
            <th scope="col">Quantity</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const amount = shown.amounts[index];
            return (
              <tr key={item.id} data-cost={item.cost}>
                <th scope="row">
                  <label htmlFor={`donation-quantity-${item.id}`}>{item.name}</label>
                  {item.description ? <span className="donation-table__about">{item.description}</span> : null}
                </th>
                <td>{rupees(item.cost)}</td>
                <td>
                  <input
                    id={`donation-quantity-${item.id}`}
                    name={`quantities.${item.id}`}
                    type="number"
                    min={0}
                    step={1}
                    inputMode="numeric"
                    className="donation-table__quantity"
                    defaultValue={quantities[index]}
                    {...(shown.marked[index] ? { "aria-invalid": true, "aria-describedby": QUANTITIES_ERROR_ID } : {})}
                  />
                </td>
                <td data-amount>{amount === undefined ? "–" : rupees(amount)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td>
              <output data-testid="donation-total" aria-live="polite">
                {rupees(shown.total)}
              </output>
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function PledgeThanks({ pledge, settings }: { pledge: FormSuccess; settings: SiteSettings }) {
  return (
    <div className="card donation-thanks" data-testid="pledge-thanks">
      <p>
        Your reference is <strong className="reference-number">{pledge.reference}</strong>
        {pledge.total !== undefined ? <> for a total of {rupees(pledge.total)}</> : null}.
      </p>
      <p>
        To complete your donation, please call <PhoneLink number={settings.phone} /> or{" "}
        <PhoneLink number={settings.phone2} /> and quote your reference.
      </p>
    </div>
  );
}
