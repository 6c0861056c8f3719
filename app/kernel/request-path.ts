import { config } from "./config";

/**
 * The page path a loader is answering for. Client-side navigations fetch "<path>.data"
 * (React Router's single fetch), so that suffix is removed.
 */
export function pagePath(request: Request) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  return pathname === "/_root" || pathname === "" ? "/" : pathname;
}

/** The site's public address for canonical links: PUBLIC_URL when set, else the request's own origin. */
export function publicOrigin(request: Request) {
  return (config().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
}
