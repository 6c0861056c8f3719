import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { SettingsPanel } from "~/features/settings/settings-panel";
import type { Route } from "./+types/settings";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "admin");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="Site settings" description="Administration." path="/welcome/settings" noindex />
      <SettingsPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
