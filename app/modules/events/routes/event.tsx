import { requestLanguage } from "~/kernel/request-path";
import { englishLang } from "~/kernel/i18n/content";
import { data, useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { Picture } from "~/ui/picture";
import { useRootData } from "~/root";
import { addToCalendarLinks, formatEventWhen } from "~/modules/events/dates";
import { zonedInstant } from "~/kernel/dates";
import { loadEventPage } from "~/modules/events/events.server";
import { BodyText } from "~/ui/content/body-text";
import { CATEGORY_LABELS, type PublicEvent } from "~/modules/events/schema";
import { previewText } from "~/kernel/slug";
import type { Route } from "./+types/event";

export async function loader({ params, request }: Route.LoaderArgs) {
  const page = await loadEventPage(params.slug, requestLanguage(request));
  if (!page) throw data("No such event", { status: 404 });
  return page;
}

/** schema.org Event: dates with the school's offset, or plain dates for an all-day event. */
function eventJsonLd(
  event: PublicEvent,
  timeZone: string,
  url: string,
  image: string | undefined,
  school: string,
  address: string,
) {
  const when = (date: string, time: string | null) =>
    event.allDay ? date : `${date}T${time}:00${zonedInstant(date, time ?? "00:00", timeZone).offset}`;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    name: event.title,
    startDate: when(event.startDate, event.startTime),
    endDate: when(event.endDate, event.endTime),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    description: event.summary || previewText(event.body, 300),
    url,
    ...(image ? { image: [image] } : {}),
    location: { "@type": "Place", name: event.place || school, address },
    organizer: { "@type": "EducationalOrganization", name: school },
  };
}

export default function EventPage() {
  const { event, timeZone, picture } = useLoaderData<typeof loader>();
  const root = useRootData();
  const origin = root?.origin ?? "";
  const school = root?.settings.schoolName ?? "";
  const url = `${origin}/Events/${event.slug}`;
  const links = addToCalendarLinks(event, timeZone, url);
  const jsonLd = eventJsonLd(
    event,
    timeZone,
    url,
    picture ? `${origin}${picture.src}` : undefined,
    school,
    root?.settings.address ?? "",
  );
  return (
    <article className="page event-page">
      <PageMeta
        title={event.title}
        description={event.summary || previewText(event.body, 150)}
        path={`/Events/${event.slug}`}
      />
      {/* JSON.stringify output with "<" escaped cannot close the script element. */}
      <script
        type="application/ld+json"
        nonce={root?.nonce}
        dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }}
      />
      <p className="breadcrumbs">
        <Link to="/Events">Events</Link> <span aria-hidden="true">›</span> {CATEGORY_LABELS[event.category]}
      </p>
      <header className="page-head">
        <h1 {...englishLang(event, "title")}>{event.title}</h1>
        <p className="lead">
          <time dateTime={event.startDate}>{formatEventWhen(event)}</time>
          {event.place ? (
            <>
              {" · "}
              <span {...englishLang(event, "place")}>{event.place}</span>
            </>
          ) : null}
        </p>
      </header>
      {picture ? (
        <Picture image={picture} sizes="(min-width: 900px) 800px, 100vw" priority className="event-page__picture" />
      ) : null}
      {event.summary ? (
        <p className="event-page__summary" {...englishLang(event, "summary")}>
          {event.summary}
        </p>
      ) : null}
      <div {...englishLang(event, "body")}>
        <BodyText text={event.body} />
      </div>
      <section aria-labelledby="add-to-calendar" className="add-to-calendar">
        <h2 id="add-to-calendar">Add to your calendar</h2>
        <ul className="chips">
          <li>
            <a className="chip" href={links.google} rel="noopener noreferrer" target="_blank">
              Google Calendar
            </a>
          </li>
          <li>
            <a className="chip" href={links.outlook} rel="noopener noreferrer" target="_blank">
              Outlook
            </a>
          </li>
          <li>
            <a className="chip" href={`/Events/${event.slug}.ics`}>
              Apple Calendar and others (.ics)
            </a>
          </li>
        </ul>
      </section>
      <p>
        <Link to="/Events">All events</Link>
      </p>
    </article>
  );
}
