import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { UploadPanel } from "~/features/gallery/upload-panel";
import type { Route } from "./+types/gallery";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="Gallery uploads" description="Administration." path="/welcome/gallery" noindex />
      <UploadPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
