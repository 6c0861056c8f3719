import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { SlidesPanel } from "~/features/slides/slides-panel";
import type { Route } from "./+types/slides";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="Home screen slides" description="Administration." path="/welcome/slides" noindex />
      <SlidesPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
