import { blockPageHandle } from "~/modules/pages/page-behaviours";
import { data } from "react-router";
import type { Route } from "./+types/content-page";
import { ContentBlocks } from "~/ui/content/content-blocks";
import { PageMeta } from "~/ui/page-meta";
import { findPageForReader } from "~/modules/pages/page-reader.server";
import { loadBlockMedia } from "~/modules/pages/block-media.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { factsInEnglish } from "~/kernel/settings/facts-shown";
import { pagePath, requestLanguage } from "~/kernel/request-path";
import { aliasRedirect } from "~/modules/pages/aliases.server";
import { useRootData } from "~/root";
import { db } from "~/kernel/database/connection";
import { usePageNote } from "~/modules/pages/ui/page-language-note";

export const handle = blockPageHandle;

export async function loader({ request }: Route.LoaderArgs) {
  // The published words from the database (the office edits them in /welcome/pages), in the address's language
  // when translated, else English; the aliases of the spec's spellings first.
  const alias = aliasRedirect(request);
  if (alias) throw alias;
  const page = await findPageForReader(db(), pagePath(request), requestLanguage(request));
  if (!page) throw data(null, { status: 404 });
  // The page's own text travels as loader data, so the browser bundle does not carry every page's text.
  return { page, ...(await loadBlockMedia(page.blocks)) };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const shown = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  // Words shown in English (no translation yet) get the school's facts in English too (decision 143).
  const settings = page.language === "en" ? factsInEnglish(shown) : shown;
  const { note, english } = usePageNote(page);
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
