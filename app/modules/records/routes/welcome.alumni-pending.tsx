import { useActionData, useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  approveRegistrationFromDashboard,
  loadPendingRegistrations,
  rejectRegistrationFromDashboard,
  suggestedRegisterId,
} from "~/modules/records/community.server";
import { approveRegistrationSchema } from "~/modules/records/alumni-schema";
import { APPROVE_NEEDS_ADMIN, RECORD_WRITE_ROLE } from "~/modules/records/kinds";
import { roleAllows } from "~/kernel/roles";
import { shownPhones } from "~/kernel/phone-shown";
import { RefusedError } from "~/kernel/errors";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { PendingRegistrationCard } from "~/modules/records/ui/pending-registration";
import type { Route } from "./+types/welcome.alumni-pending";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const registrations = await loadPendingRegistrations();
  return {
    registrations: registrations.map((row) => ({ ...row, suggestedId: suggestedRegisterId(row) })),
    canApprove: roleAllows(user.role, RECORD_WRITE_ROLE),
    phones: shownPhones(registrations.map((row) => row.contactnum)),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const id = Number(form.get("registrationId"));
    if (form.get("intent") === "reject") {
      await rejectRegistrationFromDashboard(id, user.actor);
      return redirectWithFlash(request, "/welcome/alumni/pending", {
        tone: "ok",
        text: "The registration was rejected.",
      });
    }
    if (!roleAllows(user.role, RECORD_WRITE_ROLE)) throw new RefusedError(403, APPROVE_NEEDS_ADMIN);
    const record = parseSubmission(approveRegistrationSchema, form);
    const { registerid } = await approveRegistrationFromDashboard(id, record, user.actor);
    return redirectWithFlash(request, "/welcome/alumni/pending", {
      tone: "ok",
      text: `Approved: ${record.name} is now alumni record ${registerid}${record.showOnWebsite ? ", shown on /Alumini" : ""}.`,
    });
  });
}

export default function PendingRegistrations() {
  const { registrations, canApprove } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  // A refusal about a registration still listed shows in its form; one about a registration gone shows here.
  const listed = registrations.some((registration) => failure?.values.registrationId === String(registration.id));
  return (
    <section className="dashboard-panel" aria-labelledby="pending-heading">
      <PageMeta title="Alumni registrations" description="Administration." path="/welcome/alumni/pending" noindex />
      <div className="panel-head">
        <h2 id="pending-heading">Alumni registrations waiting for approval</h2>
      </div>
      <StatusMessage tone="error" message={listed ? undefined : failure?.message} id={location.key} />
      {registrations.length === 0 ? <p className="empty-note">No registrations are waiting.</p> : null}
      {registrations.map((registration) => (
        <PendingRegistrationCard
          key={registration.id}
          registration={registration}
          refused={failure?.values.registrationId === String(registration.id) ? failure : undefined}
          formKey={location.key}
          canApprove={canApprove}
        />
      ))}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
