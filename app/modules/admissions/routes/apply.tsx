import type { Route } from "./+types/apply";
import { PageMeta } from "~/ui/page-meta";
import { ErrorSummary } from "~/ui/form/error-summary";
import { FormField } from "~/ui/form/form-field";
import { useLocalPath, usePageLanguage } from "~/ui/i18n";
import { requestInfoContext } from "~/kernel/context";
import { failedFields, failedValues } from "~/kernel/form-result";
import { applyStartAction, loadApplyStart, personal, PERSONAL } from "~/modules/admissions/parent.server";
import { className, longDate, stepTitle } from "~/modules/admissions/ui/words";

export const headers = () => PERSONAL;

export async function loader({ request }: Route.LoaderArgs) {
  return personal({ ...(await loadApplyStart(request)), saved: new URL(request.url).searchParams.has("saved") });
}

export async function action({ request, context }: Route.ActionArgs) {
  return applyStartAction(request, context.get(requestInfoContext).clientIp);
}

export default function ApplyPage({ loaderData, actionData }: Route.ComponentProps) {
  const { open, academicYear, cutoffDate, classes, held, saved } = loaderData;
  const { translator } = usePageLanguage();
  const t = translator.t;
  const local = useLocalPath();
  const errors = failedFields(actionData);
  const values = failedValues(actionData);
  return (
    <section className="page apply-page">
      <PageMeta
        title={t("apply.title")}
        description={t("apply.description", { school: "{school}" })}
        path="/admissions/apply"
      />
      <h1>{t("apply.heading", { year: academicYear })}</h1>
      {saved ? (
        <p className="form-status form-status--ok" role="status">
          {t("apply.saved")}
        </p>
      ) : null}
      {open ? (
        <>
          <p>{t("apply.intro")}</p>
          {held ? (
            <p className="card">
              {`${t("apply.inProgress", { number: held.number })} `}
              <a className="button" href={local(`/admissions/apply/${held.next}`)}>
                {t("apply.continueWith", { step: stepTitle(t, held.next) })}
              </a>
            </p>
          ) : null}
          <form method="post" className="card">
            <h2>{t("apply.startHeading")}</h2>
            <p className="hint">{t("apply.agesCounted", { date: longDate(translator, cutoffDate) })}</p>
            <AgeTable classes={classes} />
            <button type="submit" className="button" name="intent" value="start">
              {t("apply.start")}
            </button>
          </form>
        </>
      ) : (
        <p className="card">
          {`${t("apply.closed")} `}
          <a href={local("/Onlineenquiryform")}>{t("apply.closedEnquiry")}</a>
        </p>
      )}
      <form method="post" className="card public-form" noValidate>
        <h2>{t("apply.resumeHeading")}</h2>
        <ErrorSummary idPrefix="resume" result={actionData} />
        <input type="hidden" name="intent" value="resume" />
        <div className="public-form__grid">
          <FormField
            id="resume-number"
            name="number"
            label={t("apply.number")}
            placeholder="ADM-2027-00001"
            required
            maxLength={20}
            defaultValue={values.number}
            error={errors.number}
          />
          <FormField
            id="resume-dateOfBirth"
            name="dateOfBirth"
            label={t("apply.childDateOfBirth")}
            type="date"
            required
            defaultValue={values.dateOfBirth}
            error={errors.dateOfBirth}
          />
        </div>
        <button type="submit" className="button">
          {t("apply.continue")}
        </button>
      </form>
      <p>
        {`${t("apply.alreadySubmitted")} `}
        <a href={local("/admissions/status")}>{t("apply.seeStatus")}</a>
      </p>
    </section>
  );
}

function AgeTable({ classes }: { classes: { name: string; minAge: number; maxAge: number }[] }) {
  const t = usePageLanguage().translator.t;
  return (
    <details className="apply-ages">
      <summary>{t("apply.ages.summary")}</summary>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("apply.ages.class")}</th>
            <th scope="col">{t("apply.ages.age")}</th>
          </tr>
        </thead>
        <tbody>
          {classes.map((row) => (
            <tr key={row.name}>
              <td>{className(t, row.name)}</td>
              <td>{t("apply.ages.range", { min: row.minAge, max: row.maxAge })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
