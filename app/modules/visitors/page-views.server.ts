import type { RequestHandler } from "express";
import { db } from "~/kernel/database/connection";
import { logger } from "~/kernel/logger";
import { countPageView } from "./counting.server";

// Pages that are not read by the public, or whose address carries a secret (a reset or resume link).
const NOT_COUNTED =
  /^\/(welcome|setup|visit|api|media|files|assets|healthz|login|forgot-password|reset-password|forms|admissions\/resume|__\w*)(\/|\.data$|$)/i;

/**
 * The page a GET counts as, or undefined: a page's document, or its `.data` when the site moves between pages
 * without reloading (not a revalidation after a form, which names `_routes`, nor a prefetch). Files are not pages.
 */
export function countedPage(path: string, query: URLSearchParams, purpose: string | undefined): string | undefined {
  let page = path;
  if (page.endsWith(".data")) {
    if (query.has("_routes") || /prefetch/i.test(purpose ?? "")) return undefined;
    page = page.slice(0, -".data".length).replace(/\/?_root$/, "") || "/";
  } else if (/\.[a-z0-9]+$/i.test(page)) return undefined;
  if (NOT_COUNTED.test(page)) return undefined;
  return page.length > 1 ? page.replace(/\/+$/, "") : page;
}

/**
 * Express middleware in front of the render cache, so a page served from it counts too: once the answer is sent
 * (200, or 304 for a page the browser kept) the view goes into the batch counting.server.ts writes.
 */
export const countPageViews: RequestHandler = (req, res, next) => {
  if (req.method !== "GET") return next();
  const page = countedPage(
    req.path,
    new URLSearchParams(req.originalUrl.split("?")[1] ?? ""),
    req.get("sec-purpose") ?? req.get("purpose"),
  );
  if (!page) return next();
  const database = db();
  res.on("finish", () => {
    if (res.statusCode !== 200 && res.statusCode !== 304) return;
    countPageView(database, {
      page,
      address: req.ip ?? "unknown",
      userAgent: req.get("user-agent"),
      referrer: req.get("referer"),
      host: req.get("host"),
    }).catch((err: unknown) => logger.warn({ err }, "page view not counted"));
  });
  next();
};
