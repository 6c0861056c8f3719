import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { db } from "~/kernel/database/connection";
import { formatDate } from "~/kernel/dates";
import { readRteSettings } from "~/modules/admissions/rte.server";

export async function loader() {
  const rte = await readRteSettings(db());
  return {
    portalUrl: rte.portalUrl,
    entryClass: rte.entryClass,
    opensOn: rte.opensOn ? formatDate(rte.opensOn, true) : "",
    closesOn: rte.closesOn ? formatDate(rte.closesOn, true) : "",
  };
}

/** The RTE notice (issue 28, item 7): a plain text page, no React in the browser. */
export default function RteNotice() {
  const { portalUrl, entryClass, opensOn, closesOn } = useLoaderData<typeof loader>();
  return (
    <section className="page rte-page">
      <PageMeta
        title="RTE admissions: 25% of seats"
        description="How {school} fills 25% of its entry-class seats under Section 12(1)(c) of the RTE Act, through the state's portal."
        path="/admissions/rte"
      />
      <h1>RTE admissions: 25% of seats</h1>
      <p className="lead">
        {`Under Section 12(1)(c) of the Right of Children to Free and Compulsory Education Act, 2009, 25% of the seats in ${entryClass} are kept for children from economically weaker sections and disadvantaged groups living near the school.`}{" "}
        Their education is free, and the government pays the school.
      </p>
      <h2>How to apply</h2>
      <p>
        These seats are not applied for at the school or through our online application. Apply through the state&apos;s
        RTE admission portal. The portal checks eligibility, and the seats are given by the government&apos;s lottery;
        the school admits the children the portal sends.
      </p>
      {portalUrl ? (
        <p>
          <a className="button" href={portalUrl} rel="noopener">
            Open the state&apos;s RTE portal
          </a>{" "}
          <span className="hint">{portalUrl}</span>
        </p>
      ) : (
        <p>The address of the state&apos;s RTE portal will be given here when applications open.</p>
      )}
      <h2>Dates</h2>
      {opensOn || closesOn ? (
        <dl className="rte-dates">
          {opensOn ? (
            <>
              <dt>Applications open</dt>
              <dd>{opensOn}</dd>
            </>
          ) : null}
          {closesOn ? (
            <>
              <dt>Last date to apply</dt>
              <dd>{closesOn}</dd>
            </>
          ) : null}
        </dl>
      ) : (
        <p>The dates for this year will be announced by the state government and shown here.</p>
      )}
      <h2>Documents usually asked for</h2>
      <ul>
        <li>Birth certificate of the child</li>
        <li>Proof of address (to show the family lives near the school)</li>
        <li>Income certificate, or caste certificate for a disadvantaged group</li>
        <li>A photograph of the child, and Aadhaar where the state asks for it</li>
      </ul>
      <p>
        For the other seats, apply online at <a href="/admissions/apply">the admission application</a>. Questions? Write
        to the school office through <a href="/ContactUs">Contact us</a>.
      </p>
    </section>
  );
}
