import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { NewsPanel } from "~/features/news/news-panel";
import type { Route } from "./+types/news";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="Latest news" description="Administration." path="/welcome/news" noindex />
      <NewsPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
