import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { AuditPanel } from "~/features/audit/audit-panel";
import type { Route } from "./+types/audit";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "admin");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="Audit log" description="Administration." path="/welcome/audit" noindex />
      <AuditPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
