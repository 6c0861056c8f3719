import { useLoaderData, useSearchParams } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { CountBoxes } from "~/features/dashboard/count-boxes";
import { DashboardShell } from "~/features/dashboard/dashboard-shell";
import { dashboardAction, loadDashboard } from "~/features/dashboard/dashboard-data.server";
import { dashboardPanels, findPanel, panelsFor } from "~/features/dashboard/panels";
import { requireAdminPage } from "~/features/auth/guard.server";
import type { Route } from "./+types/welcome";

// Signed-in pages are never kept by the browser or a proxy: after sign-out, Back cannot show them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminPage(request);
  const url = new URL(request.url);
  const panel = findPanel(url.searchParams.get("panel"));
  const open = panel && panelsFor(user.role).includes(panel) ? panel.id : null;
  // The count boxes are the dashboard's home: shown while no panel is open.
  return loadDashboard(url, user, open, { counts: open === null });
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdminPage(request);
  return dashboardAction(request, user);
}

export default function Page() {
  const { user, counts } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const allowed = panelsFor(user.role);
  const panel = findPanel(searchParams.get("panel"));
  const open = panel && allowed.includes(panel) ? panel : undefined;
  return (
    <>
      <PageMeta title="Welcome" description="Administrator dashboard." path="/Welcome" noindex />
      <DashboardShell
        user={user}
        panels={allowed.filter((p) => !p.hidden).map(({ id, label }) => ({ id, label }))}
        current={open?.hidden ? open.id.replace(/-(add|update)$/, "-view") : open?.id}
      >
        {open ? (
          <open.Component />
        ) : searchParams.get("panel") && dashboardPanels.length > 0 ? (
          <p role="alert">That section does not exist or your account cannot open it.</p>
        ) : null}
        {!open && counts ? <CountBoxes counts={counts} role={user.role} /> : null}
      </DashboardShell>
    </>
  );
}
