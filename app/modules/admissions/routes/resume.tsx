import type { Route } from "./+types/resume";
import { PageMeta } from "~/ui/page-meta";
import { FormStatus } from "~/ui/form/form-field";
import { useLocalPath, useT } from "~/ui/i18n";
import { resumeLinkAction, PERSONAL } from "~/modules/admissions/parent.server";

// Opening the link changes nothing (mail programs open links to check them); the button uses it up.

export const headers = () => PERSONAL;

export async function action({ request, params }: Route.ActionArgs) {
  return resumeLinkAction(request, params.token);
}

export default function ResumePage({ actionData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalPath();
  return (
    <section className="page apply-page">
      <PageMeta
        title={t("apply.resume.title")}
        description={t("apply.pageDescription")}
        path="/admissions/resume"
        noindex
      />
      <h1>{t("apply.resume.heading")}</h1>
      <FormStatus id="resume-status" message={actionData?.message} ok={actionData?.ok} />
      {actionData && !actionData.ok ? (
        <p>
          <a href={local("/admissions/apply")}>{t("apply.resume.byNumber")}</a>
        </p>
      ) : (
        <form method="post">
          <p>{t("apply.resume.once")}</p>
          <button type="submit" className="button">
            {t("apply.resume.button")}
          </button>
        </form>
      )}
    </section>
  );
}
