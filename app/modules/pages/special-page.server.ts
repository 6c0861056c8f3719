import { data, type RouterContextProvider } from "react-router";
import { requireAdminPage } from "~/modules/accounts/index.server";
import { findPageForReader } from "~/modules/pages/page-reader.server";
import { requestLanguage } from "~/kernel/request-path";
import { db } from "~/kernel/database/connection";

/**
 * The words of a page with its own route (home, FAQ): the published record, or with `?preview` (the editor's
 * Preview button) the saved draft, for signed-in editors only and never cached. The route draws either one
 * in its own layout, so the preview is the public page itself. Under /hi/ or /te/ the translation (or its draft)
 * when there is one, else English (`page.language` says which).
 */
export async function loadPageWords(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  path: string,
) {
  const preview = new URL(request.url).searchParams.has("preview");
  if (preview) await requireAdminPage({ request, context }, "editor");
  const page = await findPageForReader(db(), path, requestLanguage(request), { draft: preview });
  if (!page) throw data(null, { status: 404 });
  return { page, preview, headers: preview ? { "Cache-Control": "no-store" } : undefined };
}
