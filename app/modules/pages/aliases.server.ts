import { redirect } from "react-router";
import { pathInLanguage } from "~/kernel/i18n/languages";
import { pagePath, requestLanguage } from "~/kernel/request-path";
import { ALIASES } from "./route-paths";

/** A permanent redirect from a correctly spelt name (/Alumni, /hi/Committee) to the spec's page, or undefined. */
export function aliasRedirect(request: Request): Response | undefined {
  const path = pagePath(request).toLowerCase();
  const name = Object.keys(ALIASES).find((alias) => `/${alias}`.toLowerCase() === path);
  if (!name) return undefined;
  return redirect(`${pathInLanguage(requestLanguage(request), ALIASES[name]!)}${new URL(request.url).search}`, 301);
}
