import { useActionData, useLoaderData, useLocation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { formAction } from "~/kernel/form-action.server";
import { parseSubmission } from "~/kernel/form";
import { RefusedError } from "~/kernel/errors";
import { redirectWithFlash } from "~/kernel/flash.server";
import { roleAllows } from "~/kernel/roles";
import {
  deleteAlertFromDashboard,
  endAlertFromDashboard,
  loadAlertsForOffice,
  createAlertFromDashboard,
  saveMailingListFromDashboard,
} from "~/modules/alerts/alerts.server";
import { alertSchema, mailingListSchema } from "~/modules/alerts/schema";
import { AlertForm } from "~/modules/alerts/ui/alert-form";
import { AlertsTable } from "~/modules/alerts/ui/alerts-table";
import { MailingListForm } from "~/modules/alerts/ui/mailing-list-form";
import type { Route } from "./+types/welcome.alerts";

const HERE = "/welcome/alerts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return { ...(await loadAlertsForOffice()), mayEditMailingList: roleAllows(user.role, "admin") };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const intent = String(form.get("intent") ?? "");
    if (intent === "end" || intent === "delete") {
      const id = Number(form.get("id"));
      const done =
        intent === "end" ? await endAlertFromDashboard(id, user.actor) : await deleteAlertFromDashboard(id, user.actor);
      if (!done) throw new RefusedError(404, "That alert no longer exists.");
      return redirectWithFlash(request, HERE, {
        tone: "ok",
        text: intent === "end" ? "The alert was ended: it is off the website." : "The alert was deleted.",
      });
    }
    if (intent === "mailing-list") {
      const admin = await requireAdminPage({ request, context }, "admin");
      const recipients = await saveMailingListFromDashboard(parseSubmission(mailingListSchema, form), admin.actor);
      return redirectWithFlash(request, HERE, {
        tone: "ok",
        text: `Emergency alerts will be e-mailed to ${recipients.length} address${recipients.length === 1 ? "" : "es"}.`,
      });
    }
    const saved = await createAlertFromDashboard(parseSubmission(alertSchema, form), user.actor);
    return redirectWithFlash(request, HERE, {
      tone: "ok",
      text: `${saved.state === "scheduled" ? "Alert scheduled" : "Alert published"}${saved.mailedAt ? " and e-mailed to the mailing list" : ""}.`,
    });
  });
}

export default function AlertsSection() {
  const { alerts, timeZone, languages, mailingList, schoolEmail, mayEditMailingList } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  return (
    <section className="dashboard-panel" aria-labelledby="alerts-heading">
      <PageMeta title="Alerts" description="Administration." path={HERE} noindex />
      <div className="panel-head">
        <h2 id="alerts-heading">Alerts</h2>
      </div>
      <p>
        An alert shows above the header of every page of the website, in every language, from its start until its end.
        Use it for closures, changed timings and emergencies.
      </p>
      {alerts.length === 0 ? (
        <p className="empty-note">No alerts yet.</p>
      ) : (
        <AlertsTable alerts={alerts} timeZone={timeZone} />
      )}
      <h3 id="alert-new-heading">Add an alert</h3>
      <AlertForm key={location.key} failure={failure} timeZone={timeZone} languages={languages} />
      <h3 id="mailing-list-heading">Emergency mailing list</h3>
      {mayEditMailingList ? (
        <MailingListForm recipients={mailingList} schoolEmail={schoolEmail} failure={failure} />
      ) : (
        <p>
          Emergency alerts are e-mailed to {mailingList.length ? mailingList.join(", ") : schoolEmail}. An administrator
          can change this list.
        </p>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
