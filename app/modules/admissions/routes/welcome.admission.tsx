import { useActionData, useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { EditForm } from "~/ui/form/edit-form";
import { FormField } from "~/ui/form/form-field";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";
import { redirectWithFlash } from "~/kernel/flash.server";
import { parseSubmission } from "~/kernel/form";
import { formAction } from "~/kernel/form-action.server";
import { RefusedError } from "~/kernel/errors";
import { SectionErrorBoundary } from "~/modules/dashboard";
import { RECORD_WRITE_ROLE } from "~/modules/records/index.server";
import {
  admitApplication,
  changeApplicationStatus,
  readApplicationForOffice,
} from "~/modules/admissions/office.server";
import {
  ADMITTABLE,
  admitSchema,
  STATUS_LABELS,
  STATUS_MOVES,
  statusChangeSchema,
  type ApplicationStatus,
} from "~/modules/admissions/schema";
import { DOCUMENT_LABELS, type DocumentKind } from "~/modules/admissions/settings";
import { ApplicationDetails } from "~/modules/admissions/ui/application-details";
import { PaymentPanel } from "~/modules/admissions/ui/payment-panel";
import { markVerifiedSchema } from "~/modules/admissions/payments";
import { markPaymentVerified, officePayment } from "~/modules/admissions/payments.server";
import { listApplicationMessages } from "~/modules/admissions/messages.server";
import { SentMessages } from "~/modules/admissions/ui/sent-messages";
import { StepDetailsFields } from "~/modules/admissions/ui/step-details-fields";
import type { Route } from "./+types/welcome.admission";

const NO_STEP_DETAILS = { assessmentDate: "", assessmentTime: "", assessmentPlace: "", offerFee: "", offerLapses: "" };

const SECTION = "/welcome/admissions";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdminPage({ request, context }, "editor");
  const found = await readApplicationForOffice(db(), params.number.toUpperCase()).catch((error: unknown) => {
    if (error instanceof RefusedError) throw new Response(error.message, { status: error.status });
    throw error;
  });
  const messages = await listApplicationMessages(db(), found.application.id);
  return {
    ...found,
    documents: found.documents.map(({ storage_key: _key, ...document }) => document),
    mayAdmit: user.role === RECORD_WRITE_ROLE,
    payment: await officePayment(db(), found.application.id),
    messages,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const number = params.number.toUpperCase();
  const here = `${SECTION}/${number}`;
  return formAction(request, async (form) => {
    if (form.get("intent") === "verify-payment") {
      const user = await requireAdminPage({ request, context }, "editor");
      const { utr } = parseSubmission(markVerifiedSchema, form);
      await markPaymentVerified(db(), number, utr, user.actor);
      return redirectWithFlash(request, here, { tone: "ok", text: "Application fee verified." });
    }
    if (form.get("intent") === "admit") {
      const user = await requireAdminPage({ request, context }, RECORD_WRITE_ROLE);
      const admitted = await admitApplication(db(), number, parseSubmission(admitSchema, form), user.actor);
      return redirectWithFlash(request, here, {
        tone: "ok",
        text: `Admitted: student record ${admitted.student} created.`,
      });
    }
    const user = await requireAdminPage({ request, context }, "editor");
    const change = await changeApplicationStatus(db(), number, parseSubmission(statusChangeSchema, form), user.actor);
    return redirectWithFlash(request, here, { tone: "ok", text: `Status: ${STATUS_LABELS[change.status]}.` });
  });
}

export default function AdmissionSection() {
  const { application, documents, history, mayAdmit, payment, messages } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  const status = application.status as ApplicationStatus;
  const moves = STATUS_MOVES[status];
  const here = `${SECTION}/${application.number}`;
  return (
    <section className="dashboard-panel admission-section" aria-labelledby="admission-heading">
      <PageMeta title={`Application ${application.number}`} description="Administration." path={here} noindex />
      <div className="panel-head">
        <h2 id="admission-heading">
          {application.number}: {application.child_name}
        </h2>
        <a href={SECTION}>All applications</a>
      </div>
      <p>
        Status: <strong data-status={status}>{STATUS_LABELS[status]}</strong>
        {application.student_key ? (
          <>
            {" "}
            · Student record{" "}
            <a href={`/welcome/students/${encodeURIComponent(application.student_key)}`}>{application.student_key}</a>
          </>
        ) : null}
      </p>
      {application.duplicate_of ? (
        <p className="form-status form-status--error">
          Possibly the same child as <a href={`${SECTION}/${application.duplicate_of}`}>{application.duplicate_of}</a>{" "}
          (same name, date of birth and phone).
        </p>
      ) : null}
      <ApplicationDetails application={application} />
      <h3>Documents</h3>
      {documents.length === 0 ? <p className="empty-note">No documents.</p> : null}
      <ul className="admission-documents">
        {documents.map((document) => {
          const url = `${here}/documents/${document.id}`;
          return (
            <li key={document.id}>
              <a href={url} target="_blank" rel="noreferrer">
                {DOCUMENT_LABELS[document.kind as DocumentKind] ?? document.kind}
              </a>{" "}
              <span className="hint">({Math.ceil(document.size / 1024)} KB)</span>
              {document.content_type.startsWith("image/") ? (
                <img src={url} alt={DOCUMENT_LABELS[document.kind as DocumentKind]} loading="lazy" />
              ) : null}
            </li>
          );
        })}
      </ul>
      <PaymentPanel payment={payment} refused={refused?.intent === "verify-payment" ? refused.message : undefined} />
      {moves.length ? (
        <EditForm
          name="status"
          idPrefix="st"
          defaults={{ status: "", note: "", ...NO_STEP_DETAILS }}
          refused={
            refused?.form === "status" || !["admit", "verify-payment"].includes(refused?.intent ?? "")
              ? refused
              : undefined
          }
        >
          {({ values, errors }) => (
            <>
              <input type="hidden" name="_form" value="status" />
              <h3>Change the status</h3>
              <div className="form-field">
                <label htmlFor="st-status" className="field-label">
                  New status
                </label>
                <select
                  id="st-status"
                  name="status"
                  defaultValue={values.status}
                  aria-invalid={errors.status ? true : undefined}
                >
                  <option value="">Choose</option>
                  {moves.map((move) => (
                    <option key={move} value={move}>
                      {STATUS_LABELS[move]}
                    </option>
                  ))}
                </select>
                {errors.status ? <p className="field-error">{errors.status}</p> : null}
              </div>
              <FormField
                id="st-note"
                name="note"
                label="Note (kept in the history)"
                multiline
                maxLength={1000}
                defaultValue={values.note}
                error={errors.note}
              />
              <StepDetailsFields values={values} errors={errors} moves={moves} />
              <button type="submit" className="button" name="intent" value="status">
                Change status
              </button>
            </>
          )}
        </EditForm>
      ) : null}
      {ADMITTABLE.includes(status) && mayAdmit ? (
        <EditForm
          name="admit"
          idPrefix="ad"
          defaults={{ admissionNumber: "", section: "A", aadhaar: application.aadhaar }}
          refused={refused?.intent === "admit" ? refused : undefined}
        >
          {({ values, errors }) => (
            <>
              <input type="hidden" name="_form" value="admit" />
              <h3>Admit and create the student record</h3>
              <p className="hint">
                The child&apos;s name, class, gender, phone, e-mail and address come from the application.
              </p>
              <div className="panel-fields">
                <FormField
                  id="ad-admissionNumber"
                  name="admissionNumber"
                  label="Admission number"
                  required
                  maxLength={50}
                  defaultValue={values.admissionNumber}
                  error={errors.admissionNumber}
                />
                <FormField
                  id="ad-section"
                  name="section"
                  label="Section"
                  required
                  maxLength={10}
                  defaultValue={values.section}
                  error={errors.section}
                />
                <FormField
                  id="ad-aadhaar"
                  name="aadhaar"
                  label="Aadhaar number"
                  required
                  inputMode="numeric"
                  maxLength={20}
                  placeholder="2345 6789 0124"
                  defaultValue={values.aadhaar}
                  error={errors.aadhaar}
                />
              </div>
              <button type="submit" className="button" name="intent" value="admit">
                Admit
              </button>
            </>
          )}
        </EditForm>
      ) : null}
      <SentMessages
        messages={messages}
        offerLetterUrl={messages.some((message) => message.step === "offered") ? `${here}/offer-letter` : undefined}
      />
      <h3>History</h3>
      <ol className="admission-history">
        {history.map((change) => (
          <li key={change.id}>
            {change.changed_at.slice(0, 16).replace("T", " ")}: {STATUS_LABELS[change.from_status as ApplicationStatus]}{" "}
            → {STATUS_LABELS[change.to_status as ApplicationStatus]}
            {change.changed_by ? ` by ${change.changed_by}` : ""}
            {change.note ? `: ${change.note}` : ""}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SectionErrorBoundary error={error} />;
}
