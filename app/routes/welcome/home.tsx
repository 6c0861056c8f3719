import { useLoaderData } from "react-router";
import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { CountBoxes } from "~/features/dashboard/count-boxes";
import { countInbox } from "~/features/inbox/inbox.server";
import { RECORD_KINDS } from "~/features/records/kinds";
import { countRecords } from "~/features/records/records.server";
import { countActiveAccounts } from "~/features/users/users.server";
import { db } from "~platform/database/connection";
import type { Route } from "./+types/home";
import { SectionErrorBoundary } from "./section-error";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireAdminPage(request);
  const database = db();
  const [totalStudents, totalFaculty, totalAlumni, totalCommitteeMembers, totalContactRequests, totalAccounts] =
    await Promise.all([
      countRecords(database, RECORD_KINDS.students),
      countRecords(database, RECORD_KINDS.faculty),
      countRecords(database, RECORD_KINDS.alumni),
      countRecords(database, RECORD_KINDS.committee),
      countInbox(database, "contact_requests"),
      countActiveAccounts(database),
    ]);
  return {
    role: user.role,
    counts: { totalStudents, totalFaculty, totalAlumni, totalCommitteeMembers, totalContactRequests, totalAccounts },
  };
}

export default function DashboardHome() {
  const { counts, role } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title="Welcome" description="Administrator dashboard." path="/welcome" noindex />
      <h2 className="visually-hidden">Totals</h2>
      <CountBoxes counts={counts} role={role} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
