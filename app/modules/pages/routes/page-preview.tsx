import type { PageHandle } from "~/behaviours/names";
import { data, redirect } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/page-preview";
import { ContentBlocks } from "~/ui/content/content-blocks";
import { PageMeta } from "~/ui/page-meta";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { findPageForReader } from "~/modules/pages/page-reader.server";
import { isTranslationLanguage } from "~/modules/pages/page-translations.server";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { loadBlockMedia } from "~/modules/pages/block-media.server";
import { DEFAULT_SITE_SETTINGS } from "~/kernel/settings/defaults";
import { fillTokens } from "~/kernel/settings/tokens";
import { useRootData } from "~/root";
import { db } from "~/kernel/database/connection";
import { pageAddress, pathKeyOf } from "~/modules/pages/paths";
import { SPECIAL_PAGE_PATHS } from "~/modules/pages/route-paths";
import { marksPageWithReact } from "~/kernel/context";

// Ships React: signed-in only, shown from the dashboard.
export const handle: PageHandle = { hydrate: true };
// Its page ships React, so the root's data travels with it (~/kernel/context).
export const middleware = [marksPageWithReact];

// The saved draft drawn exactly as the public page, inside the public frame, for signed-in staff only.
// Never kept by a browser, proxy or the render cache (which skips signed-in requests as well).
export function headers() {
  return { "Cache-Control": "no-store" };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireAdminPage({ request, context }, "editor");
  // `?language=te`: the translation's draft (English until it has one).
  const language = new URL(request.url).searchParams.get("language") ?? "en";
  if (language !== "en" && !(await isTranslationLanguage(db(), language))) throw data(null, { status: 404 });
  // Home and FAQ have their own layout: their own route draws the draft, so the preview is that page exactly.
  const special = SPECIAL_PAGE_PATHS.find((path) => pathKeyOf(path) === pathKeyOf(params.path));
  if (special) throw redirect(`${pathInLanguage(language, special)}?preview`);
  const page = await findPageForReader(db(), params.path, language, { draft: true });
  if (!page) throw data(null, { status: 404 });
  return { page, ...(await loadBlockMedia(page.blocks)) };
}

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const settings = useRootData()?.settings ?? DEFAULT_SITE_SETTINGS;
  return (
    <article className="page content-page" lang={page.language}>
      <PageMeta title={`Preview: ${page.title}`} description={page.description} path={page.path} noindex />
      <p className="notice preview-notice" role="note">
        Preview of the draft: the public does not see this yet.{" "}
        <Link
          to={`/welcome/pages/${pageAddress(page.path)}${page.language === "en" ? "" : `?language=${page.language}`}`}
        >
          Back to the editor
        </Link>
      </p>
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
