import type { Route } from "./+types/status";
import { PageMeta } from "~/ui/page-meta";
import { ErrorSummary } from "~/ui/form/error-summary";
import { FormField } from "~/ui/form/form-field";
import { requestInfoContext } from "~/kernel/context";
import { failedFields, failedValues } from "~/kernel/form-result";
import { loadHeldStatus, lookupStatus, personal, PERSONAL } from "~/modules/admissions/parent.server";
import type { PaymentState } from "~/modules/admissions/payments";
import { FeeStatusNote } from "~/modules/admissions/ui/fee-step";
import { STATUS_FOR_PARENTS, STATUS_LABELS, type ApplicationStatus } from "~/modules/admissions/schema";

export const headers = () => PERSONAL;

export async function loader({ request }: Route.LoaderArgs) {
  return personal({
    held: await loadHeldStatus(request),
    number: new URL(request.url).searchParams.get("number") ?? "",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  return lookupStatus(request, context.get(requestInfoContext).clientIp);
}

type StatusView = {
  number: string;
  childName: string;
  classSought: string;
  status: string;
  submittedAt: string | null;
  payment: { state: PaymentState; rupees: number; utr: string } | null;
  offerLetter?: boolean;
};

export default function StatusPage({ loaderData, actionData }: Route.ComponentProps) {
  const found = actionData && actionData.ok ? (actionData.status as StatusView) : loaderData.held;
  const lookup = actionData && actionData.ok && "lookup" in actionData ? actionData.lookup : undefined;
  const refused = actionData && !actionData.ok ? actionData : undefined;
  const errors = failedFields(refused);
  const values = failedValues(refused);
  return (
    <section className="page apply-page">
      <PageMeta
        title="Admission application status"
        description="Where an admission application to {school} stands."
        path="/admissions/status"
      />
      <h1>Where does my application stand?</h1>
      {found ? <StatusCard found={found} lookup={lookup} /> : null}
      <form method="post" className="card public-form" noValidate>
        <ErrorSummary idPrefix="status" result={refused} />
        <div className="public-form__grid">
          <FormField
            id="status-number"
            name="number"
            label="Application number"
            required
            maxLength={20}
            defaultValue={values.number ?? loaderData.number}
            error={errors.number}
          />
          <FormField
            id="status-dateOfBirth"
            name="dateOfBirth"
            label="Child's date of birth"
            type="date"
            required
            defaultValue={values.dateOfBirth}
            error={errors.dateOfBirth}
          />
        </div>
        <button type="submit" className="button">
          Show the status
        </button>
      </form>
    </section>
  );
}

function StatusCard({ found, lookup }: { found: StatusView; lookup?: { number: string; dateOfBirth: string } }) {
  const status = found.status as ApplicationStatus;
  return (
    <div className="card apply-status" role="status" data-status={status}>
      <p className="apply-number">
        Application <strong>{found.number}</strong>
        {found.childName ? ` · ${found.childName}, ${found.classSought}` : ""}
      </p>
      <h2>{STATUS_LABELS[status]}</h2>
      <p>{STATUS_FOR_PARENTS[status]}</p>
      {found.payment ? <FeeStatusNote payment={found.payment} /> : null}
      {status === "draft" || status === "documents_needed" ? (
        <p>
          <a className="button" href="/admissions/apply">
            Resume the application
          </a>
        </p>
      ) : null}
      {found.offerLetter ? <OfferLetterLink lookup={lookup} /> : null}
    </div>
  );
}

/** With the browser's key a plain link; after a lookup by number and date of birth, a form that posts them again. */
function OfferLetterLink({ lookup }: { lookup?: { number: string; dateOfBirth: string } }) {
  const label = "Download the offer letter (PDF)";
  if (!lookup)
    return (
      <p>
        <a className="button" href="/admissions/status/offer-letter" download>
          {label}
        </a>
      </p>
    );
  return (
    <form method="post" action="/admissions/status/offer-letter" className="offer-letter-form">
      <input type="hidden" name="number" value={lookup.number} />
      <input type="hidden" name="dateOfBirth" value={lookup.dateOfBirth} />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}
