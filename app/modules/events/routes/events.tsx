import { requestLanguage } from "~/kernel/request-path";
import type { PageHandle } from "~/behaviours/names";
import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { formatMonth } from "~/kernel/dates";
import { loadEventsPage } from "~/modules/events/events.server";
import { EventFilters, EventTable, MonthCalendar } from "~/modules/events/ui/event-views";
import { CATEGORY_LABELS } from "~/modules/events/schema";
import type { Route } from "./+types/events";

export const handle: PageHandle = { behaviours: ["dialogs"] };

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // webcal:// makes a phone's calendar subscribe (and keep updating) instead of importing a copy once.
  return {
    ...(await loadEventsPage(url.searchParams, requestLanguage(request))),
    subscribeUrl: `webcal://${url.host}/events.ics`,
  };
}

export default function EventsPage() {
  const page = useLoaderData<typeof loader>();
  const path = page.category ? `/Events?category=${page.category}` : "/Events";
  return (
    <section className="page events-page">
      <PageMeta
        title={page.category ? `${CATEGORY_LABELS[page.category]} events` : "Events"}
        description="Events at {school}: what is coming up on campus, holidays, sports and cultural days, and what has happened."
        path={path}
      />
      <header className="page-head">
        <h1>Events</h1>
        <p className="lead">What is coming up on campus, and what has happened.</p>
      </header>
      <EventFilters
        view={page.view}
        category={page.category}
        month={page.view === "calendar" ? page.month : undefined}
      />
      {page.view === "calendar" ? (
        <MonthCalendar month={page.month} today={page.today} events={page.events} category={page.category} />
      ) : (
        <>
          <h2>Upcoming events</h2>
          {page.upcoming.length ? (
            <EventTable caption="Upcoming events" events={page.upcoming} path={path} />
          ) : (
            <p className="empty-note">No upcoming events have been announced yet. Please check again soon.</p>
          )}
          {page.past.length ? <h2>Past events</h2> : null}
          {page.past.map(({ month, events }) => (
            <EventTable key={month} caption={formatMonth(month)} events={events} path={path} />
          ))}
        </>
      )}
      <aside className="notice subscribe-note">
        <p>
          Follow the school calendar in your own calendar app: it updates by itself when the school adds an event or a
          holiday.
        </p>
        <p>
          <a className="button" href={page.subscribeUrl}>
            Subscribe to the school calendar
          </a>{" "}
          <a href="/events.ics">Download the calendar file (.ics)</a>
        </p>
      </aside>
    </section>
  );
}
