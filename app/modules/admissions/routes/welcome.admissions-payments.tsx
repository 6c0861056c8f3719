import { useActionData, useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { EditForm } from "~/ui/form/edit-form";
import { StatusMessage } from "~/ui/toast/status-message";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { RefusedError } from "~/kernel/errors";
import { formAction } from "~/kernel/form-action.server";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { groupedUtr, PAYMENT_LABELS, type PaymentState } from "~/modules/admissions/payments";
import { importBankStatement, listUnverifiedPayments } from "~/modules/admissions/payments.server";
import { STATUS_LABELS, type ApplicationStatus } from "~/modules/admissions/schema";
import { formatRupees } from "~/modules/admissions/settings";
import { STATEMENT_COLUMNS } from "~/modules/admissions/statement.server";
import { StatementResult } from "~/modules/admissions/ui/statement-result";
import type { Route } from "./+types/welcome.admissions-payments";

const SECTION = "/welcome/admissions/payments";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  return { waiting: await listUnverifiedPayments(db()), columns: STATEMENT_COLUMNS };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  return formAction(request, async (form) => {
    const file = form.get("file");
    const csv = file instanceof File ? await file.text() : typeof file === "string" ? file : "";
    if (csv.trim() === "")
      throw new RefusedError(400, "Choose the bank statement's CSV file.", { file: "Choose the CSV file" });
    const result = await importBankStatement(db(), csv, user.actor);
    const verified = result.matched.filter((row) => row.outcome === "verified").length;
    return {
      ok: true as const,
      message: `${verified} payment${verified === 1 ? "" : "s"} verified; ${result.mismatched.length} row${result.mismatched.length === 1 ? "" : "s"} to look at.`,
      result,
    };
  });
}

export default function AdmissionPaymentsSection() {
  const { waiting, columns } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const refused = answer && !answer.ok ? answer : undefined;
  const imported = answer && answer.ok && "result" in answer ? answer : undefined;
  return (
    <section className="dashboard-panel admission-payments" aria-labelledby="admission-payments-heading">
      <PageMeta title="Application fee payments" description="Administration." path={SECTION} noindex />
      <div className="panel-head">
        <h2 id="admission-payments-heading">Application fee payments</h2>
        <a href="/welcome/admissions">All applications</a>
      </div>
      <h3>Import the bank statement</h3>
      <p className="hint">
        Export the school account&apos;s statement from the bank as CSV. Each credit whose UTR and amount match a
        parent&apos;s UTR is verified at once; an application with a seat offered moves to &quot;Fee paid&quot;. A file
        that cannot be read imports nothing. Columns read: {columns}.
      </p>
      <EditForm
        name="statement"
        idPrefix="ps"
        defaults={{}}
        refused={refused}
        fileNouns={{ file: "the bank statement" }}
        encType="multipart/form-data"
      >
        {({ errors }) => (
          <>
            <div className={`form-field${errors.file ? " form-field--invalid" : ""}`}>
              <label htmlFor="ps-file" className="field-label">
                Bank statement (CSV)
              </label>
              <input
                id="ps-file"
                type="file"
                name="file"
                accept=".csv,text/csv"
                required
                aria-invalid={errors.file ? true : undefined}
                aria-describedby={errors.file ? "ps-file-error" : undefined}
              />
              {errors.file ? (
                <p id="ps-file-error" className="field-error">
                  {errors.file}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button">
              Import and match
            </button>
          </>
        )}
      </EditForm>
      {imported ? (
        <>
          <StatusMessage tone="success" message={imported.message} />
          <StatementResult result={imported.result} />
        </>
      ) : null}
      <h3>Waiting for verification</h3>
      {waiting.length === 0 ? <p className="empty-note">No payment is waiting.</p> : null}
      {waiting.length ? (
        <div className="data-table">
          <div className="data-table-scroll">
            <table>
              <thead>
                <tr>
                  <th scope="col">Application</th>
                  <th scope="col">Child</th>
                  <th scope="col">UTR</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Payment</th>
                  <th scope="col">Application status</th>
                </tr>
              </thead>
              <tbody>
                {waiting.map((payment) => (
                  <tr key={payment.utr}>
                    <td data-label="Application">
                      <a href={`/welcome/admissions/${payment.number}`}>{payment.number}</a>
                    </td>
                    <td data-label="Child">
                      {payment.child_name}, {payment.class_sought}
                    </td>
                    <td data-label="UTR">{groupedUtr(payment.utr)}</td>
                    <td data-label="Amount">{formatRupees(payment.amount)}</td>
                    <td data-label="Payment">{PAYMENT_LABELS[payment.status as PaymentState]}</td>
                    <td data-label="Application status">
                      {STATUS_LABELS[payment.applicationStatus as ApplicationStatus]}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
