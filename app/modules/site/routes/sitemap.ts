import type { Route } from "./+types/sitemap";
import { publicOrigin } from "~/kernel/request-path";
import { loadEventAddresses } from "~/modules/events/index.server";
import { listPageAddresses } from "~/modules/pages/index.server";
import { loadPostAddresses } from "~/modules/news/index.server";
import { db } from "~/kernel/database/connection";
import { enabledLanguages, pathInLanguage } from "~/kernel/i18n/languages";
import { getSiteSettings } from "~/modules/site/settings.server";

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
  "/privacy",
  "/accessibility",
  "/mandatory-public-disclosure",
  "/admissions/rte",
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
  // Every page once per language switched on, each naming all its alternates (Google's hreflang in sitemaps).
  const languages = enabledLanguages((await getSiteSettings(db())).languages);
  const alternates = (path: string) =>
    languages.length < 2
      ? ""
      : [
          ...languages.map(
            ({ code }) =>
              `<xhtml:link rel="alternate" hreflang="${code}" href="${escapeXml(origin + pathInLanguage(code, path))}"/>`,
          ),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + path)}"/>`,
        ].join("");
  const entries = [...PUBLIC_PATHS.map((path) => ({ path, updatedAt: "" })), ...pages, ...events, ...posts];
  const urls = entries
    .flatMap(({ path, updatedAt }) =>
      languages.map(({ code }) => {
        const lastmod = updatedAt ? `<lastmod>${updatedAt.slice(0, 10)}</lastmod>` : "";
        return `  <url><loc>${escapeXml(origin + pathInLanguage(code, path))}</loc>${lastmod}${alternates(path)}</url>`;
      }),
    )
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
