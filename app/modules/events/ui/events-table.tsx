import { Link } from "~/ui/link";
import { RowActionForm } from "~/ui/form/row-action-form";
import { formatEventWhen } from "../dates";
import { CATEGORY_LABELS, type PublicEvent } from "../schema";

/** The office's events, latest first, or those in the trash, each with its actions. */
export function EventsTable({ events, trash }: { events: (PublicEvent & { scheduleNote: string })[]; trash: boolean }) {
  return (
    <div className="data-table">
      <div className="data-table-scroll">
        <table>
          <caption className="visually-hidden">{trash ? "Events in the trash" : "Events, latest first"}</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Title</th>
              <th scope="col">Category</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td data-label="When">{formatEventWhen(event)}</td>
                <td data-label="Title">
                  {trash ? event.title : <Link to={`/welcome/events/${event.id}`}>{event.title}</Link>}
                </td>
                <td data-label="Category">{CATEGORY_LABELS[event.category]}</td>
                <td data-label="Status">
                  <span>
                    {event.published ? "Published" : "Draft"}
                    {event.published && event.scheduleNote ? (
                      <span className="schedule-note">{event.scheduleNote}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label="Actions">
                  <div className="row-actions">
                    {trash ? (
                      <RowActionForm field="id" value={event.id} intent="restore" label="Restore" />
                    ) : (
                      <EventActions event={event} />
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function EventActions({ event }: { event: PublicEvent }) {
  return (
    <>
      {event.published ? (
        <a className="button button--small button--ghost" href={`/Events/${event.slug}`}>
          View
        </a>
      ) : null}
      <RowActionForm
        field="id"
        value={event.id}
        intent="duplicate"
        label="Duplicate"
        what={event.title}
        className="button button--small button--ghost"
      />
      <RowActionForm
        field="id"
        value={event.id}
        intent="trash"
        label="Move to trash"
        what={event.title}
        className="button button--small button--danger"
      />
    </>
  );
}
