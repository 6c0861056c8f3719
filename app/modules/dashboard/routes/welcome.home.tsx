import { useLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { CountBoxes } from "~/modules/dashboard/ui/count-boxes";
import { countInbox } from "~/modules/help-desk/index.server";
import { countOpenByKind } from "~/modules/help-desk/index.server";
import { INBOX_KINDS, INBOX_KIND_LABELS } from "~/modules/help-desk";
import { RECORD_KINDS } from "~/modules/records";
import { countRecords } from "~/modules/records/index.server";
import { countActiveAccounts, currentSignInSpike } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { loadSiteChecklist } from "../checklist.server";
import { MailNotSetUp } from "~/modules/mail";
import { mailState } from "~/modules/mail/index.server";
import { disclosureNotices } from "~/modules/disclosure/index.server";
import { DisclosureNotice } from "~/modules/disclosure";
import { SiteChecklist } from "../ui/site-checklist";
import type { Route } from "./+types/welcome.home";
import { SectionErrorBoundary } from "../ui/section-error";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context });
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
    checklist: await loadSiteChecklist(database),
    mail: await mailState(database),
    disclosure: await disclosureNotices(database),
    inbox: await countOpenByKind(database),
    // Guessing at passwords (decision record 113): the admins see it here and were mailed.
    signInSpike: user.role === "admin" ? await currentSignInSpike() : undefined,
    role: user.role,
    counts: { totalStudents, totalFaculty, totalAlumni, totalCommitteeMembers, totalContactRequests, totalAccounts },
  };
}

export default function DashboardHome() {
  const { counts, role, inbox, signInSpike, checklist, mail, disclosure } = useLoaderData<typeof loader>();
  return (
    <>
      <PageMeta title="Welcome" description="Administrator dashboard." path="/welcome" noindex />
      {signInSpike ? (
        <p className="form-status form-status--error" role="alert" data-testid="sign-in-spike">
          Warning: {signInSpike.failures} failed sign-ins in the last {signInSpike.minutes} minutes. Someone may be
          guessing passwords; guesses are being slowed down. See the{" "}
          <Link to="/welcome/audit?action=login_failed">audit log</Link>.
        </p>
      ) : null}
      {/* Totals and the inbox's new items first: on a phone they are the first screen. */}
      <h2 className="visually-hidden">Totals</h2>
      <CountBoxes counts={counts} role={role} />
      <section className="card inbox-summary" aria-labelledby="inbox-summary-heading">
        <h2 id="inbox-summary-heading">Inbox</h2>
        <table>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">New</th>
              <th scope="col">Not done</th>
            </tr>
          </thead>
          <tbody>
            {INBOX_KINDS.filter((kind) => kind !== "alumni" || inbox.alumni.open > 0).map((kind) => (
              <tr key={kind}>
                <th scope="row">
                  <Link to={`/welcome/inbox?kind=${kind}&status=open`}>{INBOX_KIND_LABELS[kind]}</Link>
                </th>
                <td>
                  {inbox[kind].new ? <strong className="count-badge count-badge--new">{inbox[kind].new}</strong> : 0}
                </td>
                <td>{inbox[kind].open}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {mail.configured ? null : <MailNotSetUp waiting={mail.waiting} />}
      <DisclosureNotice {...disclosure} />
      {role === "admin" ? <SiteChecklist items={checklist} /> : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
