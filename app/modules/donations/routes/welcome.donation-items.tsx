import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
import { TextAreaField, TextField } from "~/ui/form/panel-fields";
import { RowActionForm } from "~/ui/form/row-action-form";
import { EditForm } from "~/ui/form/edit-form";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  createDonationItemFromDashboard,
  loadDonationItemsForOffice,
  moveDonationItemFromDashboard,
  setDonationItemActiveFromDashboard,
  updateDonationItemFromDashboard,
} from "~/modules/donations/items.server";
import { donationItemSchema } from "~/modules/donations/schema";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import type { Route } from "./+types/welcome.donation-items";
import { SectionErrorBoundary } from "~/modules/dashboard";

const SECTION = "/welcome/donation-items";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const edit = new URL(request.url).searchParams.get("edit");
  return { items: await loadDonationItemsForOffice(), editing: edit && /^\d{1,9}$/.test(edit) ? edit : undefined };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const actor = user.actor;
  const gone = () => redirectWithFlash(request, SECTION, { tone: "error", text: "That item no longer exists." });
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    const id = Number(form.get("id"));
    if (intent === "save") {
      const item = parseSubmission(donationItemSchema, form);
      const editing = Boolean(form.get("id"));
      const saved = editing
        ? await updateDonationItemFromDashboard(id, item, actor)
        : await createDonationItemFromDashboard(item, actor);
      if (!saved) return gone();
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text: editing ? `Saved: "${saved.name}".` : `Added: "${saved.name}". It shows on the Donate page.`,
      });
    }
    if (intent === "up" || intent === "down") {
      if (!(await moveDonationItemFromDashboard(id, intent, actor))) return gone();
      return redirectWithFlash(request, SECTION, { tone: "ok", text: "Order saved." });
    }
    if (intent === "deactivate" || intent === "activate") {
      if (!(await setDonationItemActiveFromDashboard(id, intent === "activate", actor))) return gone();
      return redirectWithFlash(request, SECTION, {
        tone: "ok",
        text:
          intent === "activate"
            ? "The item is offered on the Donate page again."
            : "The item no longer shows on the Donate page; pledges already made keep it.",
      });
    }
    throw new Response("Unknown action", { status: 400 });
  });
}

const rupees = (amount: number) => `Rs. ${amount.toLocaleString("en-IN")}`;

export default function DonationItemsSection() {
  const { items, editing } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const editingId = refused?.values.id || editing;
  const current = items.find((item) => item.id === editingId);
  return (
    <section className="dashboard-panel" aria-labelledby="donation-items-heading">
      <PageMeta title="Donation items" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="donation-items-heading">Donation items</h2>
        <div className="panel-actions">
          <a className="button button--ghost" href="/Donate" target="_blank" rel="noopener">
            See the Donate page
          </a>
        </div>
      </div>
      <p className="hint">
        What donors can pledge on the Donate page, in this order. Pledges already made keep the names and costs they
        were made at.
      </p>
      {/* The item form shows its own refusals; this line is for the row buttons' (an item gone meanwhile). */}
      <StatusMessage tone="error" message={refused?.form ? undefined : refused?.message} id={location.key} />

      <EditForm
        key={`${editingId ?? "new"}-${location.key}`}
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
                <Link className="button button--ghost" to={SECTION}>
                  Cancel
                </Link>
              ) : null}
            </div>
          </>
        )}
      </EditForm>

      {items.length === 0 ? (
        <p className="empty-note">No items yet.</p>
      ) : (
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
                        <Link className="button button--small button--ghost" to={`${SECTION}?edit=${item.id}`}>
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
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
