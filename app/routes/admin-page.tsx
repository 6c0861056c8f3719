import { useLoaderData } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import type { Route } from "./+types/admin-page";

// Each of the spec's standalone administrator routes shows one dashboard panel on a page of its own.
// Signed-in pages are never kept by the browser or a proxy: after sign-out, Back cannot show them.
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminPage(request);
  return { user: { displayName: user.displayName, role: user.role } };
}

export default function Page() {
  useLoaderData<typeof loader>();
  return (
    <section className="page">
      <PageMeta title="Administration" description="Administration." path="/Welcome" noindex />
      <h1>Administration</h1>
    </section>
  );
}
