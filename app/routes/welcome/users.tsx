import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { UsersPanel } from "~/features/users/users-panel";
import type { Route } from "./+types/users";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "admin");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="Users" description="Administration." path="/welcome/users" noindex />
      <UsersPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
