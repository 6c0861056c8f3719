import type { Request, RequestHandler } from "express";
import { readSessionToken } from "~/modules/accounts/index.server";
import { config } from "~/kernel/config";
import { sendError } from "../app/kernel/api-errors.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const LOGIN_PATHS = new Set(["/api/login", "/login"]);

function ownOrigins(req: Request) {
  const origins = new Set([`${req.protocol}://${req.get("host")}`]);
  const publicUrl = config().PUBLIC_URL;
  if (publicUrl) origins.add(new URL(publicUrl).origin);
  return origins;
}

function originOf(value: string) {
  try {
    return new URL(value).origin;
  } catch {
    return "null";
  }
}

/**
 * Cross-site request forgery guard: a state-changing request that carries an administrator session
 * (or signs in) must come from the site's own pages. The browser's Origin header decides, Referer
 * when Origin is absent (Sec-Fetch-Site: same-origin when Origin is "null"), and Sec-Fetch-Site: cross-site on
 * its own is refused too. A request with none
 * of them is not from a browser page (scripts, curl) and passes; SameSite=Lax keeps the cookie off
 * cross-site posts in any case.
 */
export const requireSameOriginForWrites: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  // Either cookie name (plain, or __Host- over HTTPS) counts.
  const signedIn = readSessionToken(req.headers.cookie) !== undefined;
  if (!signedIn && !LOGIN_PATHS.has(req.path.toLowerCase().replace(/\.data$/, ""))) return next();
  const origin = req.get("origin") ?? (req.get("referer") ? originOf(req.get("referer")!) : undefined);
  const fetchSite = req.get("sec-fetch-site");
  const crossSite = fetchSite === "cross-site";
  // A form posted from a page sent with `Referrer-Policy: no-referrer` (the password reset, setup) carries
  // `Origin: null`; the browser's own Sec-Fetch-Site, which no page can set, still says where it came from.
  const nullFromOwnPage = origin === "null" && fetchSite === "same-origin";
  if (crossSite || (origin !== undefined && !nullFromOwnPage && !ownOrigins(req).has(origin))) {
    if (req.path.startsWith("/api/"))
      return sendError(res, 403, "This request did not come from this site's own pages.");
    res.status(403).type("text/plain").send("This request did not come from this site's own pages.");
    return;
  }
  next();
};
