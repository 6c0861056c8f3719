import { useLoaderData } from "react-router";
import { PageMeta } from "~/ui/page-meta";
import { useSiteData } from "~/ui/site-data";
import { logoSource } from "~/kernel/settings/default-logo";
import { listCommitteeForPublic } from "~/modules/records/committee.server";
import { PeopleCards } from "~/modules/records/ui/committee-cards";
import committeeStyles from "~/modules/records/ui/committee.css?url";
import type { Route } from "./+types/committee";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: committeeStyles }];

export async function loader() {
  return { members: await listCommitteeForPublic() };
}

/** Who runs the school, as a parent reads it: cards with name and role (decision 110: no addresses in public). */
export default function Page() {
  const { members } = useLoaderData<typeof loader>();
  const { settings } = useSiteData();
  return (
    <section className="page committee-page">
      <PageMeta
        title="Executive Committee"
        description="The Executive Committee of {school}: the members and the role each one holds."
        path="/Commite"
      />
      <h1>Executive Committee</h1>
      <img className="committee-emblem" src={logoSource(settings.logoUrl)} alt="" width={96} height={96} />
      {members.length === 0 ? (
        <p>The committee's members will be listed here soon.</p>
      ) : (
        <PeopleCards people={members} />
      )}
    </section>
  );
}
