import type { Route } from "./+types/robots";
import { publicOrigin } from "~/kernel/request-path";

export function loader({ request }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Disallow: /Welcome",
    "Disallow: /api/",
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
