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
 * Whether a write came from the site's own pages, by the browser's own headers (no page can set them).
 * Sec-Fetch-Site, when sent, must say same-origin; Origin, when it names an origin, must be ours; Origin
 * "null" (a page sent with `Referrer-Policy: no-referrer`, a sandboxed frame) counts only with
 * Sec-Fetch-Site: same-origin; without Origin the Referer decides. A request with none of them is not
 * from a browser page (scripts, curl) and passes: SameSite=Lax keeps the cookie off cross-site posts anyway.
 */
export function fromOwnPage(req: Request) {
  const fetchSite = req.get("sec-fetch-site");
  if (fetchSite !== undefined && fetchSite !== "same-origin") return false;
  const origin = req.get("origin");
  if (origin === "null") return fetchSite === "same-origin";
  if (origin !== undefined) return ownOrigins(req).has(originOf(origin));
  const referer = req.get("referer");
  if (referer) return ownOrigins(req).has(originOf(referer));
  return true;
}

/**
 * Cross-site request forgery guard: a state-changing request that carries an administrator session
 * (or signs in) must come from the site's own pages (see `fromOwnPage`).
 */
export const requireSameOriginForWrites: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const own = fromOwnPage(req);
  // The framework's own action check sees only Origin, so it would refuse "null" with a bare 400 even
  // when the browser has said same-origin: once vetted here, the opaque value is dropped.
  if (own && req.get("origin") === "null") delete req.headers.origin;
  // Either cookie name (plain, or __Host- over HTTPS) counts.
  const signedIn = readSessionToken(req.headers.cookie) !== undefined;
  if (own || (!signedIn && !LOGIN_PATHS.has(req.path.toLowerCase().replace(/\.data$/, "")))) return next();
  if (req.path.startsWith("/api/")) return sendError(res, 403, "This request did not come from this site's own pages.");
  res.status(403).type("text/plain").send("This request did not come from this site's own pages.");
};
