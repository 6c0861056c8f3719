import { data } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/holidays";
import { ContentBlocks } from "~/ui/content/content-blocks";
import { PreviewNotice } from "~/ui/content/page-words";
import { PageMeta } from "~/ui/page-meta";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { formatDate } from "~/kernel/dates";
import { useRootData } from "~/root";
import { loadPageWords } from "~/modules/pages/index.server";
import { loadHolidays } from "../holidays.server";
import type { PublicEvent } from "../schema";

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // Heading, lead and notes are the page record the office edits; the dates are the calendar's holiday events,
  // so this page, the events list and the calendar feed cannot disagree.
  const [{ page, preview, headers }, holidays] = await Promise.all([
    loadPageWords({ request, context }, "/Holidays"),
    loadHolidays(),
  ]);
  return data({ page, preview, ...holidays }, { headers });
}

const dayCount = (event: PublicEvent) =>
  Math.round((Date.parse(event.endDate) - Date.parse(event.startDate)) / 86_400_000) + 1;

function HolidayDates({ event }: { event: PublicEvent }) {
  const start = <time dateTime={event.startDate}>{formatDate(event.startDate, true)}</time>;
  if (event.endDate === event.startDate) return start;
  return (
    <>
      {start} to <time dateTime={event.endDate}>{formatDate(event.endDate, true)}</time>
    </>
  );
}

export default function HolidaysPage({ loaderData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  const { page, preview, holidays, today, year } = loaderData;
  return (
    <section className="page holidays-page">
      <PageMeta
        title={preview ? `Preview: ${page.title}` : page.title}
        description={page.description}
        path="/Holidays"
        noindex={preview}
      />
      {preview ? <PreviewNotice editorHref="/welcome/pages/Holidays" /> : null}
      <header className="page-head">
        <h1>{fillTokens(page.heading, settings)}</h1>
        {page.lead ? <p className="lead">{fillTokens(page.lead, settings)}</p> : null}
      </header>
      {holidays.length ? (
        <div className="table-scroll" role="region" aria-label={`Holidays ${year}`} tabIndex={0}>
          <table className="content-table holidays-table">
            <caption>Holidays of the academic year {year}</caption>
            <thead>
              <tr>
                <th scope="col">Holiday</th>
                <th scope="col">Dates</th>
                <th scope="col">Days</th>
              </tr>
            </thead>
            <tbody>
              {holidays.map((event) => (
                <tr key={event.id} className={event.endDate < today ? "holidays-table__past" : undefined}>
                  <th scope="row">
                    <Link to={`/Events/${event.slug}`}>{event.title}</Link>
                    {event.endDate < today ? <span className="visually-hidden"> (past)</span> : null}
                  </th>
                  <td>
                    <HolidayDates event={event} />
                  </td>
                  <td className="num">{dayCount(event)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="empty-note">
          The holiday list for {year} is being prepared. Please check the academic calendar on the downloads page.
        </p>
      )}
      <p>
        <Link to="/Events?category=holiday">Holidays in the events calendar</Link>, which you can also follow in your
        phone&apos;s calendar.
      </p>
      <ContentBlocks blocks={page.blocks} settings={settings} slideSets={{}} />
    </section>
  );
}
