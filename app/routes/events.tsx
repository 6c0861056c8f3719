import { Link } from "react-router";
import { ReadMoreTable } from "~/components/modal/read-more-table";
import { PageMeta } from "~/components/page-meta";
import { preview } from "~/content/alumni";
import { formatEventDate, schoolEvents } from "~/content/events";

export default function EventsPage() {
  return (
    <section className="page">
      <PageMeta
        title="Events"
        description="Events at {school}: the ground-breaking ceremony, Independence Day and the inter-school cricket tournament."
        path="/Events"
      />
      <header className="page-head">
        <h1>Events</h1>
        <p className="lead">What has been happening on campus.</p>
      </header>
      <ReadMoreTable
        caption="School events"
        path="/Events"
        rows={schoolEvents}
        columns={[
          { header: "Date", cell: (row) => <time dateTime={row.date}>{formatEventDate(row.date)}</time> },
          { header: "Event", cell: (row) => row.name },
        ]}
        preview={(row) => preview(row.description)}
        readMoreLabel={(row) => `Read more about ${row.name}`}
        modalTitle={(row) => row.name}
        modalBody={(row) => (
          <>
            <p>
              <time dateTime={row.date}>{formatEventDate(row.date)}</time>
            </p>
            <p>{row.description}</p>
            {row.linkUrl ? (
              <p>
                <Link to={row.linkUrl}>
                  {row.linkUrl === "/Sdp" ? "See the School Development Plan" : "See pictures in the gallery"}
                </Link>
              </p>
            ) : null}
          </>
        )}
      />
    </section>
  );
}
