import type { Route } from "./+types/sitemap";
import { publicOrigin } from "~/kernel/request-path";
import { loadEventAddresses } from "~/modules/events/index.server";
import { listPageAddresses } from "~/modules/pages/index.server";
import { loadPostAddresses } from "~/modules/news/index.server";
import { db } from "~/kernel/database/connection";

// The home page and /Faq are page records: they come with the pages below, with their day of publishing.
const PUBLIC_PATHS = [
  "/ContactUs",
  "/Alumini",
  "/Alumniregistration",
  "/Downloads",
  "/Download",
  "/Commite",
  "/Donate",
  "/Events",
  "/News",
  "/Gallery",
  "/Onlineenquiryform",
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export async function loader({ request }: Route.LoaderArgs) {
  const origin = publicOrigin(request);
  // Each published page (not hidden), event and news post at its own address, with the day it last changed.
  const [pages, events, posts] = await Promise.all([
    listPageAddresses(db()),
    loadEventAddresses(),
    loadPostAddresses(),
  ]);
  const urls = [
    ...PUBLIC_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...[...pages, ...events, ...posts].map(
      ({ path, updatedAt }) =>
        `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${updatedAt.slice(0, 10)}</lastmod></url>`,
    ),
  ].join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
