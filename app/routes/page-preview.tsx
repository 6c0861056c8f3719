import { data, Link } from "react-router";
import type { Route } from "./+types/page-preview";
import { ContentBlocks } from "~/components/content/content-blocks";
import { PageMeta } from "~/components/page-meta";
import { requireAdminPage } from "~/features/auth/guard.server";
import { findDraftPage } from "~/features/pages/pages.server";
import { loadSlideSets } from "~/features/slides/page-slides.server";
import { DEFAULT_SITE_SETTINGS } from "~/lib/site-settings/defaults";
import { fillTokens } from "~/lib/site-settings/tokens";
import { useRootData } from "~/root";
import { db } from "~platform/database/connection";

// The saved draft drawn exactly as the public page, inside the public frame, for signed-in staff only.
// Never kept by a browser, proxy or the render cache (which skips signed-in requests as well).
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdminPage(request, "editor");
  const page = await findDraftPage(db(), params.path);
  if (!page) throw data(null, { status: 404 });
  const sets = page.blocks.flatMap((block) =>
    block.type === "carousel" ? [block.set] : block.type === "video" ? ["slider3" as const] : [],
  );
  return { page, slideSets: await loadSlideSets(sets) };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <article className="page content-page">
      <PageMeta title={`Preview: ${page.title}`} description={page.description} path={page.path} noindex />
      <p className="notice preview-notice" role="note">
        Preview of the draft: the public does not see this yet.{" "}
        <Link to={`/welcome/pages/${page.path.slice(1)}`}>Back to the editor</Link>
      </p>
      <header className="page-head">
        <h1>{fillTokens(page.heading, settings)}</h1>
        {page.lead ? <p className="lead">{fillTokens(page.lead, settings)}</p> : null}
      </header>
      <ContentBlocks blocks={page.blocks} settings={settings} slideSets={loaderData.slideSets} />
    </article>
  );
}
