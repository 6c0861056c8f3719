import type { Route } from "./+types/apply-step";
import { PageMeta } from "~/ui/page-meta";
import { ErrorSummary } from "~/ui/form/error-summary";
import { FormField, FormStatus } from "~/ui/form/form-field";
import { db } from "~/kernel/database/connection";
import { failedFields, failedValues, type FormRefusal } from "~/kernel/form-result";
import { getSiteSettings } from "~/modules/site/index.server";
import { currentNotice } from "~/modules/notices/index.server";
import { PrivacyConsent } from "~/ui/form/privacy-consent";
import { applyStepAction, loadApplyStep, personal, PERSONAL } from "~/modules/admissions/parent.server";
import { useLocalPath, useT } from "~/ui/i18n";
import { stepTitle } from "~/modules/admissions/ui/words";
import { FeeFields } from "~/modules/admissions/ui/fee-step";
import { DocumentUploads } from "~/modules/admissions/ui/documents-step";
import { StepButtons, StepNav } from "~/modules/admissions/ui/step-nav";
import {
  ChildFields,
  DeclarationFields,
  FamilyFields,
  fieldValues,
  ReviewList,
  TransportFields,
} from "~/modules/admissions/ui/step-forms";

export const headers = () => PERSONAL;

export async function loader({ request, params }: Route.LoaderArgs) {
  const [step, site, privacy] = await Promise.all([
    loadApplyStep(request, params.step),
    getSiteSettings(db()),
    currentNotice(db(), "privacy"),
  ]);
  return personal({ ...step, schoolName: site.schoolName, privacyVersion: privacy.version });
}

export async function action({ request, params }: Route.ActionArgs) {
  return applyStepAction(request, params.step);
}

export default function ApplyStepPage({ loaderData, actionData }: Route.ComponentProps) {
  const { step, steps, application } = loaderData;
  const t = useT();
  const local = useLocalPath();
  const index = steps.indexOf(step);
  const back = local(index > 0 ? `/admissions/apply/${steps[index - 1]}` : "/admissions/apply");
  const title = stepTitle(t, step);
  const refused = actionData && !actionData.ok ? (actionData as FormRefusal) : undefined;
  const stepRefusal = refused && refused.intent !== "email-link" ? refused : undefined;
  const failed = { values: fieldValues(application, failedValues(stepRefusal)), errors: failedFields(stepRefusal) };
  return (
    <section className="page apply-page">
      <PageMeta
        title={t("apply.stepPageTitle", { step: title })}
        description={t("apply.pageDescription")}
        path={`/admissions/apply/${step}`}
        noindex
      />
      <p className="apply-number">
        {`${t("apply.applicationLabel")} `}
        <strong>{application.number}</strong>
      </p>
      <h1>{t("apply.stepOf", { number: index + 1, count: steps.length, step: title })}</h1>
      <StepNav current={step} steps={steps} reachable={loaderData.reachable} />
      {step === "documents" ? (
        <>
          <ErrorSummary idPrefix="apply" result={refused} />
          <DocumentUploads
            asked={loaderData.asked}
            uploaded={loaderData.uploaded}
            refused={refused}
            maxDocumentMb={loaderData.maxDocumentMb}
            maxPhotoMb={loaderData.maxPhotoMb}
          />
          <form method="post">
            <StepButtons back={back} />
          </form>
        </>
      ) : (
        <form method="post" className="card public-form" noValidate>
          <ErrorSummary idPrefix="apply" result={stepRefusal} />
          <fieldset className="public-form__fields">
            <legend className="visually-hidden">{title}</legend>
            {step === "child" ? (
              <ChildFields {...failed} classes={loaderData.classes} cutoffDate={loaderData.cutoffDate} />
            ) : null}
            {step === "family" ? <FamilyFields {...failed} /> : null}
            {step === "transport" ? <TransportFields {...failed} /> : null}
            {step === "declarations" ? (
              <DeclarationFields
                {...failed}
                schoolName={loaderData.schoolName}
                privacyVersion={loaderData.privacyVersion}
              />
            ) : null}
            {step === "fee" && loaderData.fee ? (
              <FeeFields fee={loaderData.fee} number={application.number} {...failed} />
            ) : null}
            {step === "review" ? <ReviewList application={application} uploaded={loaderData.uploaded} /> : null}
            {step === "review" ? <PrivacyConsent /> : null}
            <StepButtons back={back} submitLabel={step === "review" ? t("apply.submit") : undefined} />
          </fieldset>
        </form>
      )}
      {step !== "review" ? <ResumeLinkForm result={actionData} email={application.email} /> : null}
    </section>
  );
}

/** "E-mail me a link": a single-use link to come back to this application, valid for 30 days. */
function ResumeLinkForm({ result, email }: { result: Route.ComponentProps["actionData"]; email: string }) {
  const mine = result && (result.ok || (result as FormRefusal).intent === "email-link") ? result : undefined;
  const errors = failedFields(mine && !mine.ok ? mine : undefined);
  const t = useT();
  return (
    <form method="post" className="card public-form apply-resume" noValidate>
      <h2>{t("apply.later.heading")}</h2>
      <p className="hint">{t("apply.later.hint")}</p>
      <input type="hidden" name="intent" value="email-link" />
      <FormField
        id="link-email"
        name="email"
        label={t("apply.email")}
        type="email"
        maxLength={254}
        defaultValue={email}
        error={errors.email}
      />
      <button type="submit" className="button button--ghost">
        {t("apply.later.send")}
      </button>
      <FormStatus id="link-status" message={mine?.message} ok={mine?.ok} />
    </form>
  );
}
