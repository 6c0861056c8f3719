import type { Route } from "./+types/status";
import { PageMeta } from "~/ui/page-meta";
import { ErrorSummary } from "~/ui/form/error-summary";
import { FormField } from "~/ui/form/form-field";
import { requestInfoContext } from "~/kernel/context";
import { failedFields, failedValues } from "~/kernel/form-result";
import { loadHeldStatus, lookupStatus, personal, PERSONAL } from "~/modules/admissions/parent.server";
import type { PaymentState } from "~/modules/admissions/payments";
import { FeeStatusNote } from "~/modules/admissions/ui/fee-step";
import { APPLICATION_STATUSES } from "~/modules/admissions/schema";
import { useLocalPath, useT } from "~/ui/i18n";
import { className } from "~/modules/admissions/ui/words";

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
  const t = useT();
  return (
    <section className="page apply-page">
      <PageMeta
        title={t("apply.status.title")}
        description={t("apply.status.description", { school: "{school}" })}
        path="/admissions/status"
      />
      <h1>{t("apply.status.heading")}</h1>
      {found ? <StatusCard found={found} lookup={lookup} /> : null}
      <form method="post" className="card public-form" noValidate>
        <ErrorSummary idPrefix="status" result={refused} />
        <div className="public-form__grid">
          <FormField
            id="status-number"
            name="number"
            label={t("apply.number")}
            required
            maxLength={20}
            defaultValue={values.number ?? loaderData.number}
            error={errors.number}
          />
          <FormField
            id="status-dateOfBirth"
            name="dateOfBirth"
            label={t("apply.childDateOfBirth")}
            type="date"
            required
            defaultValue={values.dateOfBirth}
            error={errors.dateOfBirth}
          />
        </div>
        <button type="submit" className="button">
          {t("apply.status.show")}
        </button>
      </form>
    </section>
  );
}

function StatusCard({ found, lookup }: { found: StatusView; lookup?: { number: string; dateOfBirth: string } }) {
  const t = useT();
  const local = useLocalPath();
  const status = APPLICATION_STATUSES.find((known) => known === found.status) ?? "draft";
  return (
    <div className="card apply-status" role="status" data-status={status}>
      <p className="apply-number">
        {`${t("apply.applicationLabel")} `}
        <strong>{found.number}</strong>
        {found.childName ? ` · ${found.childName}, ${className(t, found.classSought)}` : ""}
      </p>
      <h2>{t(`apply.status.${status}`)}</h2>
      <p>{t(`apply.statusNote.${status}`)}</p>
      {found.payment ? <FeeStatusNote payment={found.payment} /> : null}
      {status === "draft" || status === "documents_needed" ? (
        <p>
          <a className="button" href={local("/admissions/apply")}>
            {t("apply.status.resume")}
          </a>
        </p>
      ) : null}
      {found.offerLetter ? <OfferLetterLink lookup={lookup} /> : null}
    </div>
  );
}

/** With the browser's key a plain link; after a lookup by number and date of birth, a form that posts them again. */
function OfferLetterLink({ lookup }: { lookup?: { number: string; dateOfBirth: string } }) {
  const t = useT();
  const local = useLocalPath();
  const label = t("apply.status.offerLetter");
  if (!lookup)
    return (
      <p>
        <a className="button" href={local("/admissions/status/offer-letter")} download>
          {label}
        </a>
      </p>
    );
  return (
    <form method="post" action={local("/admissions/status/offer-letter")} className="offer-letter-form">
      <input type="hidden" name="number" value={lookup.number} />
      <input type="hidden" name="dateOfBirth" value={lookup.dateOfBirth} />
      <button type="submit" className="button">
        {label}
      </button>
    </form>
  );
}
