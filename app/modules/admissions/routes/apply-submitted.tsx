import type { Route } from "./+types/apply-submitted";
import { PageMeta } from "~/ui/page-meta";
import { useLocalPath, useT } from "~/ui/i18n";
import { loadSubmitted, personal, PERSONAL } from "~/modules/admissions/parent.server";

export const headers = () => PERSONAL;

export async function loader({ request }: Route.LoaderArgs) {
  return personal(await loadSubmitted(request));
}

export default function ApplySubmittedPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const local = useLocalPath();
  return (
    <section className="page apply-page">
      <PageMeta
        title={t("apply.submitted.title")}
        description={t("apply.pageDescription")}
        path="/admissions/apply/submitted"
        noindex
      />
      <h1>{t("apply.submitted.title")}</h1>
      <p className="form-status form-status--ok" role="status" tabIndex={-1}>
        {`${t("apply.submitted.number")} `}
        <strong data-reference="">{loaderData.number}</strong>
      </p>
      <p>{t("apply.submitted.keep", { email: loaderData.email })}</p>
      <p>
        <a className="button" href={local("/admissions/status")}>
          {t("apply.submitted.status")}
        </a>
      </p>
    </section>
  );
}
