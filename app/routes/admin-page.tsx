import { Link, useLoaderData } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { dashboardAction, loadDashboard } from "~/features/dashboard/dashboard-data.server";
import { findPanel } from "~/features/dashboard/panels";
import { pagePath } from "~/lib/request-path";
import type { Route } from "./+types/admin-page";

// Each of the spec's standalone administrator routes shows one dashboard panel on a page of its own.
const PANEL_OF_PATH: Record<string, { panel: string; title: string }> = {
  studentview: { panel: "students-view", title: "Students" },
  facultyview: { panel: "faculty-view", title: "Faculty" },
  alumniview: { panel: "alumni-view", title: "Alumni" },
  execcomityview: { panel: "committee-view", title: "Executive Committee" },
  contactusview: { panel: "inbox", title: "Contact requests" },
  addstd: { panel: "students-add", title: "Student registration" },
  searchstudentform: { panel: "students-update", title: "Search and update a student" },
};

const pageOf = (pathname: string) => PANEL_OF_PATH[pathname.replace(/^\/+|\/+$/g, "").toLowerCase()];

export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = pagePath(request);
  const page = pageOf(path);
  const panel = page ? findPanel(page.panel) : undefined;
  const user = await requireAdminPage(request, panel?.role ?? "editor");
  return {
    ...(await loadDashboard(url, user, panel?.id ?? null, { counts: false })),
    title: page?.title ?? "Administration",
    path,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminPage(request);
  return dashboardAction(request, user);
}

export default function Page() {
  const { panelId, title, path } = useLoaderData<typeof loader>();
  const panel = findPanel(panelId);
  return (
    <section className="page dashboard">
      <PageMeta title={title} description="Administration." path={path} noindex />
      <p className="dashboard-back">
        <Link to="/welcome">← Dashboard</Link>
      </p>
      <h1>{title}</h1>
      {panel ? <panel.Component /> : <p>This section is not available yet.</p>}
    </section>
  );
}
