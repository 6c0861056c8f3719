import { useActionData, useLoaderData, useLocation } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { EventForm } from "~/modules/events/ui/event-form";
import { STARTED_NOW_NOTICE } from "~/kernel/schedule";
import { loadEventForOffice, loadSchoolTimeZone, saveEventFromDashboard } from "~/modules/events/events.server";
import { eventSchema } from "~/modules/events/schema";
import { redirectWithFlash } from "~/kernel/flash.server";
import { savePictureForm } from "~/modules/pictures/index.server";
import type { Route } from "./+types/welcome.event-edit";
import { SectionErrorBoundary } from "~/modules/dashboard";

// One route for "new" and for editing: /welcome/events/new and /welcome/events/{id}.
const idOf = (params: { id?: string }) => (params.id === undefined ? undefined : Number(params.id));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const id = idOf(params);
  if (id === undefined)
    return { event: undefined, pictureUrl: undefined, schedule: undefined, timeZone: await loadSchoolTimeZone() };
  const found = await loadEventForOffice(id);
  if (!found) throw new Response("No such event", { status: 404 });
  return found;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return savePictureForm(request, {
    schema: eventSchema,
    pictureField: "picture",
    save: async (input, picture, form) => {
      const saved = await saveEventFromDashboard(idOf(params), input, user.actor, {
        picture,
        removePicture: form.get("removePicture") === "on",
      });
      if (!saved) throw new Response("No such event", { status: 404 });
      return redirectWithFlash(request, "/welcome/events", {
        tone: "ok",
        text: `Event saved: "${saved.title}"${saved.published ? "" : " (draft, not on the website)"}.${saved.startedNow && saved.published ? ` ${STARTED_NOW_NOTICE}` : ""}`,
      });
    },
  });
}

export default function EventEdit() {
  const { event, pictureUrl, schedule, timeZone } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const location = useLocation();
  const title = event ? `Edit: ${event.title}` : "Add an event";
  return (
    <section className="dashboard-panel" aria-labelledby="event-form-heading">
      <PageMeta title={title} description="Administration." path={location.pathname} noindex />
      <div className="panel-head">
        <h2 id="event-form-heading">{title}</h2>
        <Link className="button button--ghost" to="/welcome/events">
          All events
        </Link>
      </div>
      <EventForm
        key={location.key}
        event={event}
        schedule={schedule}
        timeZone={timeZone}
        failure={failure}
        pictureUrl={pictureUrl}
      />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
