import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { useLocalPath, usePageLanguage } from "~/ui/i18n";
import { db } from "~/kernel/database/connection";
import { readRteSettings } from "~/modules/admissions/rte.server";
import { className, longDate } from "~/modules/admissions/ui/words";

export async function loader() {
  const rte = await readRteSettings(db());
  return { portalUrl: rte.portalUrl, entryClass: rte.entryClass, opensOn: rte.opensOn, closesOn: rte.closesOn };
}

/** The RTE notice (issue 28, item 7): a plain text page, no React in the browser. */
export default function RteNotice() {
  const { portalUrl, entryClass, opensOn, closesOn } = useLoaderData<typeof loader>();
  const { translator } = usePageLanguage();
  const t = translator.t;
  const local = useLocalPath();
  const day = (iso: string) => longDate(translator, iso, true);
  return (
    <section className="page rte-page">
      <PageMeta
        title={t("rte.title")}
        description={t("rte.description", { school: "{school}" })}
        path="/admissions/rte"
      />
      <h1>{t("rte.title")}</h1>
      <p className="lead">{t("rte.lead", { entryClass: className(t, entryClass) })}</p>
      <h2>{t("rte.howHeading")}</h2>
      <p>{t("rte.how")}</p>
      {portalUrl ? (
        <p>
          <a className="button" href={portalUrl} rel="noopener">
            {t("rte.openPortal")}
          </a>{" "}
          <span className="hint">{portalUrl}</span>
        </p>
      ) : (
        <p>{t("rte.noPortal")}</p>
      )}
      <h2>{t("rte.datesHeading")}</h2>
      {opensOn || closesOn ? (
        <dl className="rte-dates">
          {opensOn ? (
            <>
              <dt>{t("rte.opens")}</dt>
              <dd>{day(opensOn)}</dd>
            </>
          ) : null}
          {closesOn ? (
            <>
              <dt>{t("rte.closes")}</dt>
              <dd>{day(closesOn)}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>{t("rte.noDates")}</p>
      )}
      <h2>{t("rte.documentsHeading")}</h2>
      <ul>
        <li>{t("rte.document.birth")}</li>
        <li>{t("rte.document.address")}</li>
        <li>{t("rte.document.income")}</li>
        <li>{t("rte.document.photo")}</li>
      </ul>
      <p>
        {`${t("rte.otherSeats")} `}
        <a href={local("/admissions/apply")}>{t("rte.applyOnline")}</a>
        {`${t("rte.questions")} `}
        <a href={local("/ContactUs")}>{t("rte.contact")}</a>
      </p>
    </section>
  );
}
