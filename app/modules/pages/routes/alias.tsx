import { redirect } from "react-router";
import type { Route } from "./+types/alias";
import { ALIASES } from "~/modules/pages/route-paths";
import { pagePath, requestLanguage } from "~/kernel/request-path";
import { pathInLanguage } from "~/kernel/i18n/languages";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = pagePath(request).toLowerCase();
  const name = Object.keys(ALIASES).find((alias) => `/${alias}`.toLowerCase() === path);
  if (!name) throw new Response(null, { status: 404 });
  return redirect(`${pathInLanguage(requestLanguage(request), ALIASES[name]!)}${url.search}`, 301);
}
