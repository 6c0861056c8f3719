import { blockPageHandle, usePageNote } from "~/modules/pages";
import { data } from "react-router";
import { ContentBlocks } from "~/ui/content/content-blocks";
import { PreviewNotice } from "~/ui/content/page-words";
import { PageMeta } from "~/ui/page-meta";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { useRootData } from "~/root";
import { loadBlockMedia, loadPageWords } from "~/modules/pages/index.server";
import { listFacultyForPublic } from "~/modules/records/committee.server";
import { PeopleCards } from "~/modules/records/ui/committee-cards";
import peopleStyles from "~/modules/records/ui/committee.css?url";
import type { Route } from "./+types/faculty";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: peopleStyles }];

export const handle = blockPageHandle;

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  // The words are the office's page record (any block); the teachers are the faculty records it chose to show.
  const [{ page, preview, headers }, teachers] = await Promise.all([
    loadPageWords({ request, context }, "/Ourfaculty"),
    listFacultyForPublic(),
  ]);
  return data({ page, preview, teachers, ...(await loadBlockMedia(page.blocks)) }, { headers });
}

export default function OurFacultyPage({ loaderData }: Route.ComponentProps) {
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  const { page, preview, teachers } = loaderData;
  const { note, english } = usePageNote(page);
  return (
    <article className="page content-page faculty-page" {...english}>
      <PageMeta
        title={preview ? `Preview: ${page.title}` : page.title}
        description={page.description}
        path="/Ourfaculty"
        noindex={preview}
      />
      {preview ? <PreviewNotice editorHref="/welcome/pages/Ourfaculty" /> : null}
      {note}
      <header className="page-head">
        <h1>{fillTokens(page.heading, settings)}</h1>
        {page.lead ? <p className="lead">{fillTokens(page.lead, settings)}</p> : null}
      </header>
      {teachers.length > 0 ? <PeopleCards people={teachers} /> : null}
      <ContentBlocks
        blocks={page.blocks}
        settings={settings}
        slideSets={loaderData.slideSets}
        pictures={loaderData.pictures}
      />
    </article>
  );
}
