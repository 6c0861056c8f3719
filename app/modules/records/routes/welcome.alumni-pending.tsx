import { data, useActionData, useLoaderData, useLocation } from "react-router";
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
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission, refusal } from "~/kernel/form";
import { PendingRegistrationCard } from "~/modules/records/ui/pending-registration";
import type { Route } from "./+types/welcome.alumni-pending";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const registrations = await loadPendingRegistrations();
  return { registrations: registrations.map((row) => ({ ...row, suggestedId: suggestedRegisterId(row) })) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const form = await request.formData();
  const id = Number(form.get("registrationId"));
  const actor = user.actor;
  if (form.get("intent") === "reject") {
    const result = await rejectRegistrationFromDashboard(id, actor);
    return redirectWithFlash(request, "/welcome/alumni/pending", {
      tone: result.ok ? "ok" : "error",
      text: result.ok ? "The registration was rejected." : result.message,
    });
  }
  const submission = parseSubmission(approveRegistrationSchema, form);
  if (!submission.ok) return data({ ...submission, registrationId: id }, { status: 400 });
  const result = await approveRegistrationFromDashboard(id, submission.data, actor);
  if (!result.ok)
    return data({ ...refusal(form, result.message, result.fields), registrationId: id }, { status: result.status });
  return redirectWithFlash(request, "/welcome/alumni/pending", {
    tone: "ok",
    text: `Approved: ${submission.data.name} is now alumni record ${result.registerid}${submission.data.showOnWebsite ? ", shown on /Alumini" : ""}.`,
  });
}

export default function PendingRegistrations() {
  const { registrations } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  return (
    <section className="dashboard-panel" aria-labelledby="pending-heading">
      <PageMeta title="Alumni registrations" description="Administration." path="/welcome/alumni/pending" noindex />
      <div className="panel-head">
        <h2 id="pending-heading">Alumni registrations waiting for approval</h2>
      </div>
      <StatusMessage
        tone="error"
        message={failure?.form === undefined ? failure?.message : undefined}
        id={location.key}
      />
      {registrations.length === 0 ? <p className="empty-note">No registrations are waiting.</p> : null}
      {registrations.map((registration) => (
        <PendingRegistrationCard
          key={registration.id}
          registration={registration}
          refused={failure && failure.registrationId === registration.id ? failure : undefined}
          formKey={location.key}
        />
      ))}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
