import type { Route } from "./+types/sitemap";
import { publicOrigin } from "~/site-shell.server";
import { CONTENT_PAGE_PATHS } from "~/route-paths";

const PUBLIC_PATHS = [
  "/",
  "/ContactUs",
  "/Alumini",
  "/Alumniregistration",
  "/Downloads",
  "/Download",
  "/Commite",
  "/Donate",
  "/Faq",
  "/Events",
  "/Gallery",
  "/Onlineenquiryform",
  ...CONTENT_PAGE_PATHS.map((p) => `/${p}`),
];

export function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path === "/" ? "/" : path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
