import { englishLang, type EnglishFields } from "~/kernel/i18n/content";
import { useLocalPath } from "~/ui/i18n";
import { Link } from "~/ui/link";
import { ReadMoreTable } from "~/ui/modal/read-more-table";
import { BodyText } from "~/ui/content/body-text";
import { previewText } from "~/kernel/slug";
import { formatDate, formatMonth, formatTime, shiftMonth } from "~/kernel/dates";
import { formatEventWhen, monthGrid, type CalendarDay } from "../dates";
import { CATEGORY_LABELS, EVENT_CATEGORIES, type EventCategory, type PublicEvent } from "../schema";

const eventsHref = (options: { view?: "list" | "calendar"; category?: EventCategory; month?: string }) => {
  const search = new URLSearchParams();
  if (options.view === "calendar") search.set("view", "calendar");
  if (options.category) search.set("category", options.category);
  if (options.month) search.set("month", options.month);
  const text = search.toString();
  return text ? `/Events?${text}` : "/Events";
};

/** List or calendar, and one category or all: plain links, so they work without JavaScript. */
export function EventFilters(props: { view: "list" | "calendar"; category?: EventCategory; month?: string }) {
  return (
    <div className="event-filters">
      <nav aria-label="Event views" className="chips">
        <Link
          to={eventsHref({ ...props, view: "list", month: undefined })}
          aria-current={props.view === "list" ? "page" : undefined}
          className="chip"
        >
          List
        </Link>
        <Link
          to={eventsHref({ ...props, view: "calendar" })}
          aria-current={props.view === "calendar" ? "page" : undefined}
          className="chip"
        >
          Calendar
        </Link>
      </nav>
      <nav aria-label="Event categories" className="chips">
        <Link
          to={eventsHref({ ...props, category: undefined })}
          aria-current={!props.category ? "page" : undefined}
          className="chip"
        >
          All
        </Link>
        {EVENT_CATEGORIES.map((category) => (
          <Link
            key={category}
            to={eventsHref({ ...props, category })}
            aria-current={props.category === category ? "page" : undefined}
            className="chip"
          >
            {CATEGORY_LABELS[category]}
          </Link>
        ))}
      </nav>
    </div>
  );
}

/** A date as a calendar tile (a phone's events list) beside the full date and time in words. */
function EventDate({ event }: { event: PublicEvent }) {
  const [year, month, day] = event.startDate.split("-");
  const monthName = formatMonth(`${year}-${month}`).split(" ")[0];
  return (
    <>
      <span className="event-date__tile" aria-hidden="true">
        <span className="event-date__day">{Number(day)}</span>
        <span className="event-date__month">{monthName.slice(0, 3)}</span>
        <span className="event-date__year">{year}</span>
      </span>
      <time className="event-date__text" dateTime={event.startDate}>
        {formatDate(event.startDate)}
        {event.allDay ? "" : `, ${formatTime(event.startTime ?? "00:00")}`}
        {event.endDate !== event.startDate ? ` to ${formatDate(event.endDate)}` : ""}
      </time>
    </>
  );
}

/** The spec's events table with its Read more dialog (50-character preview); on a phone, date tiles. */
export function EventTable({
  caption,
  events,
  path,
}: {
  caption: string;
  events: (PublicEvent & EnglishFields)[];
  path: string;
}) {
  const localPath = useLocalPath();
  return (
    <ReadMoreTable
      caption={caption}
      className="event-table"
      path={path}
      rows={events}
      columns={[
        { header: "Date", className: "event-table__date", cell: (row) => <EventDate event={row} /> },
        {
          header: "Event",
          className: "event-table__title",
          cell: (row) => (
            <Link to={localPath(`/Events/${row.slug}`)} {...englishLang(row, "title")}>
              {row.title}
            </Link>
          ),
        },
        { header: "Category", className: "event-table__category", cell: (row) => CATEGORY_LABELS[row.category] },
        {
          header: "Place",
          className: "event-table__place",
          cell: (row) => <span {...englishLang(row, "place")}>{row.place}</span>,
        },
      ]}
      preview={(row) => previewText(row.summary || row.body)}
      readMoreLabel={(row) => `Read more about ${row.title}`}
      modalTitle={(row) => row.title}
      modalBody={(row) => (
        <>
          <p>
            <strong>{formatEventWhen(row)}</strong>
            {row.place ? <> at {row.place}</> : null}
          </p>
          {row.summary ? <p {...englishLang(row, "summary")}>{row.summary}</p> : null}
          <div {...englishLang(row, "body")}>
            <BodyText text={row.body} />
          </div>
          <p>
            <Link to={localPath(`/Events/${row.slug}`)}>Event page and add to calendar</Link>
          </p>
        </>
      )}
    />
  );
}

/** A month as a table of weeks (Monday first); on a phone each week becomes a list of its days with events. */
export function MonthCalendar(props: {
  month: string;
  today: string;
  events: PublicEvent[];
  category?: EventCategory;
}) {
  const weeks = monthGrid(props.month, props.events);
  const label = formatMonth(props.month);
  return (
    <div className="month-calendar">
      <MonthNav month={props.month} category={props.category} />
      <table className="month-calendar__grid" aria-labelledby="calendar-month">
        <thead>
          <tr>
            {["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].map((day) => (
              <th key={day} scope="col">
                {day}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].date}>
              {week.map((day) => (
                <CalendarDayCell key={day.date} day={day} today={props.today} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {props.events.length === 0 ? <p className="empty-note">No events in {label}.</p> : null}
    </div>
  );
}

function MonthNav({ month, category }: { month: string; category?: EventCategory }) {
  return (
    <div className="month-calendar__nav">
      <Link
        to={eventsHref({ view: "calendar", category, month: shiftMonth(month, -1) })}
        className="button button--light"
        rel="nofollow"
      >
        <span aria-hidden="true">← </span>
        {formatMonth(shiftMonth(month, -1))}
      </Link>
      <h2 id="calendar-month">{formatMonth(month)}</h2>
      <Link
        to={eventsHref({ view: "calendar", category, month: shiftMonth(month, 1) })}
        className="button button--light"
        rel="nofollow"
      >
        {formatMonth(shiftMonth(month, 1))}
        <span aria-hidden="true"> →</span>
      </Link>
    </div>
  );
}

function CalendarDayCell({ day, today }: { day: CalendarDay; today: string }) {
  return (
    <td
      className={[
        "month-calendar__day",
        day.inMonth ? "" : "is-outside",
        day.events.length ? "has-events" : "",
        day.date === today ? "is-today" : "",
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <time dateTime={day.date} className="month-calendar__date">
        <span className="month-calendar__long">{formatDate(day.date, true)}</span>
        <span className="month-calendar__short" aria-hidden="true">
          {Number(day.date.slice(8))}
        </span>
      </time>
      {day.events.length ? (
        <ul>
          {day.events.map((event) => (
            <li key={event.id} className={`event-chip event-chip--${event.category}`}>
              <Link to={`/Events/${event.slug}`}>
                {event.allDay ? "" : `${formatTime(event.startTime ?? "00:00")} `}
                {event.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </td>
  );
}
