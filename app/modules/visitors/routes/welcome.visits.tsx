import { data, useLoaderData, useNavigation } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { flushVisits } from "~/modules/visitors/counting.server";
import { readVisitFigures, readVisitQuery } from "~/modules/visitors/queries.server";
import { visitQueryFields, type VisitQuery } from "~/modules/visitors/schema";
import { VisitFilterForm, VisitTables } from "~/modules/visitors/ui/visit-figures";
import { VisitChart } from "~/modules/visitors/ui/visit-chart";
import { RefusedError } from "~/kernel/errors";
import { db } from "~/kernel/database/connection";
import uplotStyles from "uplot/dist/uPlot.min.css?url";
import type { Route } from "./+types/welcome.visits";

// The chart library's stylesheet, on this section alone.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: uplotStyles }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  const params = new URL(request.url).searchParams;
  const asked = visitQueryFields(params);
  let query: VisitQuery;
  try {
    query = readVisitQuery(params);
  } catch (error) {
    if (!(error instanceof RefusedError)) throw error;
    // The figures of the usual period still show; the field says what was wrong with the filter.
    const fallback = { days: [7, 30, 365].includes(Number(asked.days)) ? Number(asked.days) : 30 } as VisitQuery;
    const figures = await readVisitFigures(db(), fallback);
    return data({ asked, query: fallback, fields: error.fields, figures }, { status: error.status });
  }
  await flushVisits();
  return { asked, query, fields: {} as Record<string, string>, figures: await readVisitFigures(db(), query) };
}

export default function Visits() {
  const { asked, query, fields, figures } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const csv = `/welcome/visits/export.csv?${new URLSearchParams({ days: String(query.days) })}`;
  return (
    <section className="dashboard-panel visit-figures" aria-labelledby="visits-heading">
      <PageMeta title="Visits" description="Administration." path="/welcome/visits" noindex />
      <h2 id="visits-heading">Visits</h2>
      <p className="visit-figures__note">
        Counted on the server without cookies; no address is kept. A visitor is counted once a day; bots are left out.
        Daily figures are kept for 25 months, then only monthly totals.
      </p>
      <VisitFilterForm asked={asked} days={query.days} fields={fields} />
      <p role="status" aria-live="polite" className="visit-figures__summary">
        {navigation.state === "loading"
          ? "Loading..."
          : `${figures.totals.visitors} visitors and ${figures.totals.views} page views, ${figures.from} to ${figures.to}`}
      </p>
      <VisitChart days={figures.days} />
      <p>
        <a className="button" href={csv} download>
          Download these {query.days} days as CSV
        </a>
      </p>
      <VisitTables figures={figures} term={query.term} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
