import type { PageHandle } from "~/behaviours/names";
import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { ContentBlocks } from "~/ui/content/content-blocks";
import { PageMeta } from "~/ui/page-meta";
import { findPublishedPage } from "~/modules/pages/pages.server";
import { libraryPicturesForBlocks } from "~/modules/pictures/index.server";
import { loadSlideSets } from "~/modules/slides/index.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { pagePath } from "~/kernel/request-path";
import { useRootData } from "~/root";
import { db } from "~/kernel/database/connection";
import { mediaStorage } from "~/kernel/storage";
import { useUntranslated } from "~/ui/content/untranslated-note";

// The carousel and video modules only where a block draws one.
export const handle: PageHandle = {
  behaviours: ({ page }: { page: { blocks: { type: string }[] } }) => [
    ...(page.blocks.some((block) => block.type === "carousel") ? (["carousel"] as const) : []),
    ...(page.blocks.some((block) => block.type === "video" || block.type === "cards") ? (["facade"] as const) : []),
  ],
};

export async function loader({ request }: Route.LoaderArgs) {
  // The published words from the database (the office edits them in /welcome/pages).
  const page = await findPublishedPage(db(), pagePath(request));
  if (!page) throw data(null, { status: 404 });
  const sets = page.blocks.flatMap((block) =>
    block.type === "carousel" ? [block.set] : block.type === "video" ? ["slider3" as const] : [],
  );
  // The page's own text travels as loader data, so the browser bundle does not carry every page's text.
  const [slideSets, pictures] = await Promise.all([
    loadSlideSets(sets),
    libraryPicturesForBlocks(db(), mediaStorage(), page.blocks),
  ]);
  return { page, slideSets, pictures };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  const { note, english } = useUntranslated();
  return (
    <article className="page content-page" {...english}>
      <PageMeta title={page.title} description={page.description} path={page.path} />
      {note}
      <header className="page-head">
        <h1>{fillTokens(page.heading, settings)}</h1>
        {page.lead ? <p className="lead">{fillTokens(page.lead, settings)}</p> : null}
      </header>
      <ContentBlocks
        blocks={page.blocks}
        settings={settings}
        slideSets={loaderData.slideSets}
        pictures={loaderData.pictures}
      />
    </article>
  );
}
