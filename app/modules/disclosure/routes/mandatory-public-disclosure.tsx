import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { db } from "~/kernel/database/connection";
import { readSession, readSessionToken } from "~/modules/accounts/index.server";
import { formatDate } from "~/kernel/dates";
import { loadDisclosure } from "~/modules/disclosure/queries.server";
import { DisclosureSections } from "~/modules/disclosure/ui/disclosure-tables";
import disclosureStyles from "~/modules/disclosure/ui/disclosure.css?url";
import type { Route } from "./+types/mandatory-public-disclosure";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: disclosureStyles }];

export async function loader({ request }: Route.LoaderArgs) {
  const database = db();
  // Signed-in pages skip the render cache, so only they carry the "sample" marks (decision 118).
  const staff = Boolean(await readSession(database, readSessionToken(request.headers.get("cookie"))));
  return { view: await loadDisclosure(database), staff };
}

/** CBSE's Mandatory Public Disclosure: a plain text page (no React in the browser) that prints cleanly. */
export default function MandatoryPublicDisclosure() {
  const { view, staff } = useLoaderData<typeof loader>();
  return (
    <section className="page disclosure-page">
      <PageMeta
        title="Mandatory Public Disclosure"
        description="CBSE Mandatory Public Disclosure of {school}: affiliation, certificates, results, staff and infrastructure."
        path="/mandatory-public-disclosure"
      />
      <header className="page-head">
        <h1>Mandatory Public Disclosure</h1>
        <p className="lead">
          As CBSE's Affiliation Bye-Laws require (Appendix IX, format of {view.format}). Information as on{" "}
          {formatDate(view.today)}.
        </p>
        <p className="disclosure-actions">
          <a className="button" href="/mandatory-public-disclosure.pdf" download>
            Download as PDF
          </a>
        </p>
      </header>
      <DisclosureSections view={view} staff={staff} />
    </section>
  );
}
