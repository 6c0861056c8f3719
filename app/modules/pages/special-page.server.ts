import { data, type RouterContextProvider } from "react-router";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { findDraftPage, findPublishedPage, type PublishedPage } from "~/modules/pages/pages.server";
import { db } from "~/kernel/database/connection";

/**
 * The words of a page with its own route (home, FAQ): the published record, or with `?preview` (the editor's
 * Preview button) the saved draft, for signed-in editors only and never cached. The route draws either one
 * in its own layout, so the preview is the public page itself.
 */
export async function loadPageWords(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
) {
  const preview = new URL(request.url).searchParams.has("preview");
  if (preview) await requireAdminPage({ request, context }, "editor");
  const page: PublishedPage | undefined = await (preview ? findDraftPage : findPublishedPage)(db(), path);
  if (!page) throw data(null, { status: 404 });
  return { page, preview, headers: preview ? { "Cache-Control": "no-store" } : undefined };
}
