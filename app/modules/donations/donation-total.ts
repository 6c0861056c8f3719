import { FORM_FIELDS_EVENT } from "~/ui/form/enhance-form";
import { rupees, runningTotal } from "./running-total";

export const QUANTITIES_ERROR_ID = "donation-quantities-error";

/**
 * The Donate table's running total on the server's markup (rows `tr[data-cost]`, each with its quantity box and
 * `[data-amount]` cell): amounts, total, red boxes and the message below the table follow what is typed, and
 * the form's answers (`enhanceForm`'s field messages). Returns a function that undoes it.
 */
export function enhanceDonationTotal(form: HTMLFormElement): () => void {
  const rows = [...form.querySelectorAll<HTMLTableRowElement>("tr[data-cost]")];
  const total = form.querySelector<HTMLOutputElement>("[data-testid=donation-total]");
  const message = form.querySelector<HTMLElement>(`#${QUANTITIES_ERROR_ID}`);
  const boxOf = (row: HTMLTableRowElement) => row.querySelector<HTMLInputElement>("input[name^='quantities.']");
  // The server's message for the boxes, as the page was sent.
  let quantitiesMessage = message?.textContent || undefined;

  const update = () => {
    const shown = runningTotal(
      rows.map((row) => ({ cost: Number(row.dataset.cost), text: boxOf(row)?.value })),
      quantitiesMessage,
    );
    rows.forEach((row, index) => {
      const amount = row.querySelector("[data-amount]");
      const box = boxOf(row);
      const rowAmount = shown.amounts[index];
      if (amount) amount.textContent = rowAmount === undefined ? "–" : rupees(rowAmount);
      if (!box) return;
      if (shown.marked[index]) {
        box.setAttribute("aria-invalid", "true");
        box.setAttribute("aria-describedby", QUANTITIES_ERROR_ID);
      } else {
        box.removeAttribute("aria-invalid");
        box.removeAttribute("aria-describedby");
      }
    });
    if (total) total.textContent = rupees(shown.total);
    if (message) {
      message.textContent = shown.message ?? "";
      message.hidden = !shown.message;
    }
  };
  const onFields = (event: Event) => {
    quantitiesMessage = (event as CustomEvent<Record<string, string>>).detail.quantities;
    update();
  };

  form.addEventListener("input", update);
  form.addEventListener(FORM_FIELDS_EVENT, onFields);
  // The server drew the table for the boxes as sent; only boxes the browser filled in again need it drawn anew.
  if (rows.some((row) => boxOf(row)?.value !== boxOf(row)?.defaultValue)) update();
  return () => {
    form.removeEventListener("input", update);
    form.removeEventListener(FORM_FIELDS_EVENT, onFields);
  };
}
