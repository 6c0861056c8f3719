import { config } from "./config";
import { splitLanguagePath } from "./i18n/languages";

/**
 * The page path a loader is answering for, in English's spelling: "/hi/Transport" answers for "/Transport".
 * Client-side navigations fetch "<path>.data" (React Router's single fetch), so that suffix is removed.
 */
export function pagePath(request: Request) {
  return splitLanguagePath(requestPath(request)).path;
}

/** The request's own path, language prefix included ("/hi/Transport", "/" for the home page). */
export function requestPath(request: Request) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  return pathname === "/_root" || pathname === "" ? "/" : pathname;
}

/** The language the request's address is in ("hi" for "/hi/Transport", "en" for "/Transport"). */
export function requestLanguage(request: Request) {
  return splitLanguagePath(requestPath(request)).code;
}

/** The site's public address for canonical links: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: Request) {
  return (config().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
