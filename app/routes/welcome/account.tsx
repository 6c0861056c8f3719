import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { ChangePasswordPanel } from "~/features/users/change-password-panel";
import type { Route } from "./+types/account";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  return null;
}

export default function Section() {
  return (
    <>
      <PageMeta title="My password" description="Administration." path="/welcome/account" noindex />
      <ChangePasswordPanel />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
