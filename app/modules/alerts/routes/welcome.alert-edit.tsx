import { useActionData, useLoaderData, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { formAction } from "~/kernel/form-action.server";
import { parseSubmission } from "~/kernel/form";
import { RefusedError } from "~/kernel/errors";
import { redirectWithFlash } from "~/kernel/flash.server";
import { loadAlertForOffice, updateAlertFromDashboard } from "~/modules/alerts/alerts.server";
import { alertSchema } from "~/modules/alerts/schema";
import { AlertForm } from "~/modules/alerts/ui/alert-form";
import type { Route } from "./+types/welcome.alert-edit";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const found = await loadAlertForOffice(Number(params.id));
  if (!found) throw new Response("No such alert", { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const saved = await updateAlertFromDashboard(Number(params.id), parseSubmission(alertSchema, form), user.actor);
    if (!saved) throw new RefusedError(404, "That alert no longer exists.");
    return redirectWithFlash(request, "/welcome/alerts", {
      tone: "ok",
      text: `Alert saved${saved.mailedAt === saved.updatedAt ? " and e-mailed to the mailing list" : ""}.`,
    });
  });
}

export default function AlertEdit() {
  const { alert, timeZone, languages } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  return (
    <section className="dashboard-panel" aria-labelledby="alert-edit-heading">
      <PageMeta title="Edit an alert" description="Administration." path={location.pathname} noindex />
      <div className="panel-head">
        <h2 id="alert-edit-heading">Edit an alert</h2>
        <Link className="button button--ghost" to="/welcome/alerts">
          All alerts
        </Link>
      </div>
      <AlertForm key={location.key} alert={alert} failure={failure} timeZone={timeZone} languages={languages} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
