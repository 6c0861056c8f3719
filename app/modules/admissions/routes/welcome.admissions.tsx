import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { CLASS_NAMES } from "~/kernel/settings/facts";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { countByStatus, listApplications } from "~/modules/admissions/queries.server";
import { APPLICATION_STATUSES, applicationListSchema, STATUS_LABELS } from "~/modules/admissions/schema";
import { readAdmissionsSettings } from "~/modules/admissions/settings.server";
import type { Route } from "./+types/welcome.admissions";

const SECTION = "/welcome/admissions";
const OFFICE_STATUSES = APPLICATION_STATUSES.filter((status) => status !== "draft");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const params = new URL(request.url).searchParams;
  const filter = applicationListSchema.parse(Object.fromEntries(params));
  const [applications, counts, settings] = await Promise.all([
    listApplications(db(), filter),
    countByStatus(db()),
    readAdmissionsSettings(db()),
  ]);
  return { applications, counts, filter, role: user.role, open: settings.open, year: settings.academicYear };
}

export default function AdmissionsSection() {
  const { applications, counts, filter, role, open, year } = useLoaderData<typeof loader>();
  const total = Object.values(counts).reduce((sum, count) => sum + count, 0);
  const tab = (status: string) => {
    const params = new URLSearchParams({ ...filter, status });
    for (const [key, value] of [...params]) if (!value) params.delete(key);
    return params.size ? `${SECTION}?${params}` : SECTION;
  };
  return (
    <section className="dashboard-panel admissions-section" aria-labelledby="admissions-heading">
      <PageMeta title="Admissions" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admissions-heading">Admissions</h2>
        {role === "admin" ? <a href={`${SECTION}/settings`}>Settings: year, classes, ages, documents</a> : null}
      </div>
      <p className="hint">
        Online applications for {year} are {open ? "open" : "closed"}.{" "}
        <a href="/admissions/apply">The form parents use</a>. <a href={`${SECTION}/messages`}>Messages to parents</a>
        {role === "admin" ? (
          <>
            {" "}
            · <a href={`${SECTION}/rte`}>RTE notice and retention</a>
          </>
        ) : null}
        .
      </p>
      <nav aria-label="Applications by status" className="admissions-tabs">
        <a href={tab("")} aria-current={filter.status === "" ? "page" : undefined}>
          All ({total})
        </a>
        {OFFICE_STATUSES.map((status) => (
          <a key={status} href={tab(status)} aria-current={filter.status === status ? "page" : undefined}>
            {STATUS_LABELS[status]} ({counts[status] ?? 0})
          </a>
        ))}
      </nav>
      <form method="get" className="admissions-filters">
        <input type="hidden" name="status" value={filter.status} />
        <label>
          Search <input name="q" type="search" defaultValue={filter.q} placeholder="Name, number, phone" />
        </label>
        <label>
          Class{" "}
          <select name="classSought" defaultValue={filter.classSought}>
            <option value="">Any class</option>
            {CLASS_NAMES.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          Year <input name="year" size={7} defaultValue={filter.year} placeholder={year} />
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </form>
      {applications.length === 0 ? (
        <p className="empty-note">No applications here.</p>
      ) : (
        <div className="table-scroll">
          <table className="admissions-list">
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Child</th>
                <th scope="col">Class</th>
                <th scope="col">Status</th>
                <th scope="col">Phone</th>
                <th scope="col">Submitted</th>
              </tr>
            </thead>
            <tbody>
              {applications.map((application) => (
                <tr key={application.id}>
                  <td>
                    <a href={`${SECTION}/${application.number}`}>{application.number}</a>
                  </td>
                  <td>
                    {application.child_name}
                    {application.duplicate_of ? (
                      <span className="badge badge--warning"> Possible duplicate of {application.duplicate_of}</span>
                    ) : null}
                  </td>
                  <td>{application.class_sought}</td>
                  <td>{STATUS_LABELS[application.status as keyof typeof STATUS_LABELS] ?? application.status}</td>
                  <td>{application.phone}</td>
                  <td>{application.submitted_at?.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
