/**
 * The page path a loader is answering for. Client-side navigations fetch "<path>.data"
 * (React Router's single fetch), so that suffix is removed.
 */
export function pagePath(request: Request) {
  const pathname = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  return pathname === "/_root" || pathname === "" ? "/" : pathname;
}
