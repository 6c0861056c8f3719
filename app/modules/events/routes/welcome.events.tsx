import { useLoaderData, useSearchParams } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import {
  duplicateEventFromDashboard,
  loadEventsForOffice,
  trashEventFromDashboard,
} from "~/modules/events/events.server";
import { EventsTable } from "~/modules/events/ui/events-table";
import { redirectWithFlash } from "~/kernel/flash.server";
import type { Route } from "./+types/welcome.events";
import { SectionErrorBoundary } from "~/modules/dashboard";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const trash = new URL(request.url).searchParams.get("trash") === "1";
  return { trash, events: await loadEventsForOffice(trash) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const form = await request.formData();
  const id = Number(form.get("id"));
  const actor = user.actor;
  const intent = String(form.get("intent") ?? "");
  if (intent === "duplicate") {
    const copy = await duplicateEventFromDashboard(id, actor);
    if (!copy)
      return redirectWithFlash(request, "/welcome/events", { tone: "error", text: "That event no longer exists." });
    return redirectWithFlash(request, `/welcome/events/${copy.id}`, {
      tone: "ok",
      text: `A draft copy was made: "${copy.title}". Change its dates and publish it.`,
    });
  }
  if (intent === "trash" || intent === "restore") {
    const done = await trashEventFromDashboard(id, actor, intent === "restore");
    return redirectWithFlash(request, intent === "restore" ? "/welcome/events?trash=1" : "/welcome/events", {
      tone: done ? "ok" : "error",
      text: done
        ? intent === "restore"
          ? "The event is back in the list."
          : "The event was moved to the trash."
        : "That event no longer exists.",
    });
  }
  throw new Response("Unknown action", { status: 400 });
}

export default function EventsSection() {
  const { trash, events } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  return (
    <section className="dashboard-panel" aria-labelledby="events-heading">
      <PageMeta
        title="Events"
        description="Administration."
        path={`/welcome/events${searchParams.size ? "?trash=1" : ""}`}
        noindex
      />
      <div className="panel-head">
        <h2 id="events-heading">{trash ? "Events in the trash" : "Events"}</h2>
        <div className="panel-actions">
          <Link className="button" to="/welcome/events/new">
            Add an event
          </Link>
          <Link className="button button--ghost" to={trash ? "/welcome/events" : "/welcome/events?trash=1"}>
            {trash ? "Back to the events" : "Trash"}
          </Link>
        </div>
      </div>
      {events.length === 0 ? (
        <p className="empty-note">{trash ? "The trash is empty." : "No events yet."}</p>
      ) : (
        <EventsTable events={events} trash={trash} />
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
