import { Form } from "react-router";
import { Link } from "~/ui/link";
import { TextAreaField, TextField } from "~/ui/form/panel-fields";
import { RowActionForm } from "~/ui/form/row-action-form";
import { EditForm, type FormRefusal } from "~/ui/form/edit-form";
import type { DonationItem } from "../items.server";

const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;

export const DONATION_ITEMS_SECTION = "/welcome/donation-items";

/** Adds an item, or changes `current` (the one whose Change link was followed). */
export function DonationItemForm({
  current,
  refused,
  busy,
}: {
  current?: DonationItem;
  refused?: FormRefusal;
  busy: boolean;
}) {
  return (
    <EditForm
      name="donation-item"
      idPrefix="donation-item"
      defaults={current ? { name: current.name, description: current.description, cost: String(current.cost) } : {}}
      refused={refused}
      className="panel-form"
    >
      {({ values, errors }) => (
        <>
          <input type="hidden" name="intent" value="save" />
          {current ? <input type="hidden" name="id" value={current.id} /> : null}
          <fieldset className="panel-form settings-group">
            <legend>{current ? `Change "${current.name}"` : "Add an item"}</legend>
            <TextField
              id="donation-item-name"
              name="name"
              label="Name"
              maxLength={100}
              defaultValue={values.name ?? ""}
              error={errors.name}
            />
            <TextAreaField
              id="donation-item-description"
              name="description"
              label="Description (what the gift pays for)"
              maxLength={300}
              rows={2}
              defaultValue={values.description ?? ""}
              error={errors.description}
            />
            <TextField
              id="donation-item-cost"
              name="cost"
              label="Cost in rupees"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              defaultValue={values.cost ?? ""}
              error={errors.cost}
            />
          </fieldset>
          <div className="panel-form__actions">
            <button type="submit" className="button" disabled={busy}>
              {current ? "Save item" : "Add item"}
            </button>
            {current ? (
              <Link className="button button--ghost" to={DONATION_ITEMS_SECTION}>
                Cancel
              </Link>
            ) : null}
          </div>
        </>
      )}
    </EditForm>
  );
}

/** The items in page order, with buttons to move, change, hide or show each. */
export function DonationItemsTable({ items, busy }: { items: DonationItem[]; busy: boolean }) {
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">Donation items in page order</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Item</th>
              <th scope="col">Cost</th>
              <th scope="col">Shown</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => (
              <tr key={item.id}>
                <td data-label="Order">
                  <Form method="post" className="row-actions">
                    <input type="hidden" name="id" value={item.id} />
                    <button
                      className="button button--small button--ghost"
                      name="intent"
                      value="up"
                      disabled={busy || index === 0}
                    >
                      <span aria-hidden="true">↑</span>
                      <span className="visually-hidden">Move {item.name} up</span>
                    </button>
                    <button
                      className="button button--small button--ghost"
                      name="intent"
                      value="down"
                      disabled={busy || index === items.length - 1}
                    >
                      <span aria-hidden="true">↓</span>
                      <span className="visually-hidden">Move {item.name} down</span>
                    </button>
                  </Form>
                </td>
                <td data-label="Item">
                  <div>
                    <strong>{item.name}</strong>
                    {item.description ? <div className="field-hint">{item.description}</div> : null}
                  </div>
                </td>
                <td data-label="Cost">{rupees(item.cost)}</td>
                <td data-label="Shown">{item.active ? "Yes" : "No"}</td>
                <td data-label="Actions">
                  <div className="row-actions">
                    <Link
                      className="button button--small button--ghost"
                      to={`${DONATION_ITEMS_SECTION}?edit=${item.id}`}
                    >
                      Change <span className="visually-hidden">{item.name}</span>
                    </Link>
                    <RowActionForm
                      field="id"
                      value={item.id}
                      intent={item.active ? "deactivate" : "activate"}
                      label={item.active ? "Hide" : "Show again"}
                      what={item.name}
                      className="button button--small button--ghost"
                      disabled={busy}
                    />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
