import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormField, FormStatus, HoneypotField } from "~/components/form/form-field";
import { failedFields, failedValues, type FormResult } from "~/lib/form-result";
import type { SiteSettings } from "~/lib/site-settings/schema";
import { countedQuantity, QUANTITY_MAX_MESSAGE, QUANTITY_MESSAGE, quantityProblem } from "./quantity";

const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;

/**
 * Five items with quantity boxes, a running total, then the donor's name, phone and e-mail. The server
 * prices and stores the pledge; the thank-you gives its number and the phones to call to complete payment.
 */
/** An item as the page shows it (the office's donation items). */
export type DonationFormItem = { id: string; name: string; description: string; cost: number };

export function DonationForm({
  settings,
  items,
  initialResult,
}: {
  settings: SiteSettings;
  items: DonationFormItem[];
  initialResult?: FormResult;
}) {
  const fetcher = useFetcher<FormResult>({ key: "donation-form" });
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data ?? initialResult;
  const errors = busy ? {} : failedFields(result);
  const values = failedValues(result);
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(items.map((item) => [item.id, values[`quantities.${item.id}`] ?? "0"])),
  );
  // Only whole numbers of 0 or more count, as on the server; a refused box turns red on its own.
  const total = items.reduce((sum, item) => sum + item.cost * countedQuantity(quantities[item.id]), 0);
  const boxProblems = Object.fromEntries(items.map((item) => [item.id, quantityProblem(quantities[item.id])]));
  const firstBoxProblem = items.map((item) => boxProblems[item.id]).find(Boolean);
  // The server's message for the boxes as a whole ("choose at least one item") while it still holds.
  const boxMessages: (string | undefined)[] = [QUANTITY_MESSAGE, QUANTITY_MAX_MESSAGE];
  const wholeMessage = total === 0 && !boxMessages.includes(errors.quantities) ? errors.quantities : undefined;
  const quantitiesMessage = firstBoxProblem ?? wholeMessage;
  // Red: each refused box; for "choose at least one item", only the first box, where the reader starts.
  const markedBoxes = new Set(
    firstBoxProblem
      ? items.filter((item) => boxProblems[item.id]).map((item) => item.id)
      : wholeMessage
        ? items.slice(0, 1).map((item) => item.id)
        : [],
  );

  // The spec: after a pledge every quantity is 0 again (state adjusted while rendering, the form's DOM after).
  const [answered, setAnswered] = useState(fetcher.data);
  if (fetcher.state === "idle" && fetcher.data !== answered) {
    setAnswered(fetcher.data);
    if (fetcher.data?.ok) setQuantities(Object.fromEntries(items.map((item) => [item.id, "0"])));
  }
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) formRef.current?.reset();
  }, [fetcher.state, fetcher.data]);

  const pledge = result?.ok && result.id !== undefined ? result : undefined;
  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      className="public-form donation-form"
      noValidate
      defaultShouldRevalidate={false}
      aria-busy={busy}
    >
      <fieldset className="public-form__fields" disabled={busy}>
        <legend className="visually-hidden">Donation pledge</legend>
        <h2 className="donation-form__heading">Choose what to give</h2>
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
              {items.map((item) => (
                <tr key={item.id}>
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
                      value={quantities[item.id] ?? "0"}
                      onChange={(event) => {
                        const text = event.currentTarget.value;
                        setQuantities((current) => ({ ...current, [item.id]: text }));
                      }}
                      {...(markedBoxes.has(item.id)
                        ? { "aria-invalid": true, "aria-describedby": "donation-quantities-error" }
                        : {})}
                    />
                  </td>
                  <td>{boxProblems[item.id] ? "–" : rupees(item.cost * countedQuantity(quantities[item.id]))}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  Total
                </th>
                <td>
                  <output data-testid="donation-total" aria-live="polite">
                    {rupees(total)}
                  </output>
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
        {quantitiesMessage ? (
          <p id="donation-quantities-error" className="field-error">
            {quantitiesMessage}
          </p>
        ) : null}
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
          <FormField
            id="donation-phone"
            name="phone"
            label="Phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            required
            error={errors.phone}
            defaultValue={values.phone}
          />
          <FormField
            id="donation-email"
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={254}
            required
            error={errors.email}
            defaultValue={values.email}
          />
        </div>
        <HoneypotField id="donation-website" />
        <button type="submit" className="button">
          {busy ? "Sending..." : "Donate"}
        </button>
      </fieldset>
      <FormStatus id="donation-status" message={busy ? undefined : result?.message} ok={result?.ok} />
      {pledge ? (
        <div className="card donation-thanks" data-testid="pledge-thanks">
          <p>
            Your pledge number is <strong>{pledge.id}</strong>
            {pledge.total !== undefined ? <> for a total of {rupees(pledge.total)}</> : null}.
          </p>
          <p>
            To complete your donation, please call <a href={`tel:${settings.phone}`}>{settings.phone}</a> or{" "}
            <a href={`tel:${settings.phone2}`}>{settings.phone2}</a> and quote your pledge number.
          </p>
        </div>
      ) : null}
    </fetcher.Form>
  );
}
