import { useActionData, useLoaderData, useLocation, useNavigation } from "react-router";
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
import {
  DONATION_ITEMS_SECTION as SECTION,
  DonationItemForm,
  DonationItemsTable,
} from "~/modules/donations/ui/donation-items";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import type { Route } from "./+types/welcome.donation-items";
import { SectionErrorBoundary } from "~/modules/dashboard";

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

      <DonationItemForm key={`${editingId ?? "new"}-${location.key}`} current={current} refused={refused} busy={busy} />

      {items.length === 0 ? (
        <p className="empty-note">No items yet.</p>
      ) : (
        <DonationItemsTable items={items} busy={busy} />
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
