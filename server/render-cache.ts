import { createHash, randomBytes } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { readSession, readSessionToken } from "~/modules/accounts/index.server";
import { readCookie } from "~/kernel/cookies.server";
import { db } from "~/kernel/database/connection";
import { announcePagesChanged } from "./cache-bus";
import { appendPageHeaders } from "./route-handler";
import { announceRenderCacheInvalidated, nextScheduledChange } from "~/kernel/cache-events";

/**
 * Public pages are the same for every visitor but the CSP nonce, so a rendered page (or its `.data`
 * payload) is kept for a few seconds and reused with the request's own nonce swapped in. The short
 * life bounds how stale the footer's visitor count gets; content changes clear the cache at once.
 */
type Entry = {
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  /** Whether browsers and caches in front may keep it (a 200 without cookies or `private`/`no-store`). */
  shareable: boolean;
  /** Weak: the same page with any nonce and in any encoding. */
  etag: string;
  /** When a scheduled change (an alert starting or ending) makes it stale (epoch ms), if one is due. */
  staleAt?: number;
};

/**
 * Cache-Control of an anonymous page. A page that carries a nonce (today: every page with React's inline
 * scripts) is kept by the browser alone and revalidated with its ETag, since a copy shared between
 * visitors would share its nonce too; a page without one may be kept by nginx or a CDN.
 */
export type PageCachePolicy = { withNonce: string; withoutNonce: string };
export const PRIVATE_PAGE = "private, no-store";

/** Rendered in place of the nonce; replaced by each response's own nonce when sent. */
export const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString("hex")}`;

// Least recently used pages go first past MAX_ENTRIES; each is kept for the cache's seconds (lru-cache's ttl).
const MAX_ENTRIES = 500;
const entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });

// Counts invalidations, so a page whose rendering began before a change is not kept after it.
let generation = 0;

/** Forgets this process's copies; what another worker or server announced arrives here. */
export function forgetCachedPages() {
  generation++;
  entries.clear();
  announceRenderCacheInvalidated();
}

/** Content changed here: forget the pages, and tell every other worker and server to do the same. */
export function invalidateRenderCache() {
  forgetCachedPages();
  announcePagesChanged();
}

/**
 * Whether the request carries a live session. Only the cookie's name is not enough: anyone can send
 * `school_session=x`, and that must neither skip the cache nor (on a write) empty it.
 */
async function hasLiveSession(req: ExpressRequest) {
  const token = readSessionToken(req.headers.cookie);
  if (!token) return false;
  if (liveSessionOf.has(req)) return liveSessionOf.get(req)!;
  const live = Boolean(await readSession(db(), token));
  liveSessionOf.set(req, live);
  return live;
}
const liveSessionOf = new WeakMap<ExpressRequest, boolean>();
// A page that shows something to this visitor alone (the reference number after an enquiry) is never shared.
const hasOneTimeCookie = (req: ExpressRequest) => readCookie(req.headers.cookie, "enquiry_reference") !== undefined;

/** A successful write by a signed-in user may change what public pages show: forget them all. */
export const invalidateOnAdminWrite: RequestHandler = async (req, res, next) => {
  if (req.method !== "GET" && req.method !== "HEAD" && (await hasLiveSession(req))) {
    res.on("finish", () => {
      if (res.statusCode < 400) invalidateRenderCache();
    });
  }
  next();
};

type Render = (request: Request, nonce: string) => Promise<Response>;

export function renderCache(options: { seconds: number; render: Render; policy: PageCachePolicy }): RequestHandler {
  const { seconds, render, policy } = options;
  return async (req, res, next) => {
    // Signed-in pages, form results and one-time pages are nobody else's: the route handler marks them (route-handler.ts).
    if (req.method !== "GET" || hasOneTimeCookie(req) || (await hasLiveSession(req))) {
      if (req.method !== "HEAD") res.locals.defaultCacheControl = PRIVATE_PAGE;
      return next();
    }
    // With the cache off (RENDER_CACHE_SECONDS=0) pages are still sent with their cache headers and ETag.
    const keep = seconds > 0;
    const key = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
    const nonce = res.locals.cspNonce as string;
    const hit = keep ? entries.get(key) : undefined;
    if (hit) return send(req, res, hit, nonce, "HIT", policy);
    const renderedFrom = generation;
    try {
      // Asked before rendering: a change due between the two would otherwise be missed until the entry's end.
      const staleAt = await nextScheduledChange();
      const response = await render(toFetchRequest(req), NONCE_PLACEHOLDER);
      const body = await response.text();
      const entry: Entry = {
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== "content-length"),
        parts: body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)),
        shareable: isCacheable(response),
        etag: `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
        staleAt,
      };
      // Kept for the cache's seconds, or until the next scheduled change if that comes sooner.
      const ttl = Math.min(seconds * 1000, (staleAt ?? Infinity) - Date.now());
      if (keep && entry.shareable && renderedFrom === generation && ttl > 0) entries.set(key, entry, { ttl });
      send(req, res, entry, nonce, "MISS", policy);
    } catch (error) {
      next(error);
    }
  };
}

function isCacheable(response: Response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
}

/** Weak comparison (RFC 9110 13.1.2): the tag matches with or without its W/ prefix, or `*` matches any. */
function matchesIfNoneMatch(header: string | undefined, etag: string) {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

function send(
  req: ExpressRequest,
  res: ExpressResponse,
  entry: Entry,
  nonce: string,
  state: "HIT" | "MISS",
  policy: PageCachePolicy,
) {
  res.status(entry.status);
  appendPageHeaders(res, entry.headers);
  res.setHeader("X-Render-Cache", state);
  if (entry.shareable) {
    const withNonce = entry.parts.length > 1;
    res.setHeader("ETag", entry.etag);
    if (!res.hasHeader("Cache-Control"))
      res.setHeader("Cache-Control", withNonce ? policy.withNonce : capSharedAge(policy.withoutNonce, entry.staleAt));
    // A page without a nonce is sent with a policy without one, so a shared copy allows no inline script at all.
    const csp = res.getHeader("Content-Security-Policy");
    if (!withNonce && typeof csp === "string")
      res.setHeader("Content-Security-Policy", csp.replace(/ 'nonce-[^']*'/g, ""));
    if (matchesIfNoneMatch(req.get("if-none-match"), entry.etag)) {
      // The browser keeps its copy, and with it the policy that copy came with (its nonce is in that copy).
      if (withNonce) res.removeHeader("Content-Security-Policy");
      res.removeHeader("Content-Type");
      res.status(304).end();
      return;
    }
  }
  // Joined as bytes: cheaper than rebuilding the string.
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(nonceBytes, part)));
  const body = Buffer.concat(chunks);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

/**
 * A proxy or CDN may keep a page no longer than the next scheduled change (an alert starting or ending): its
 * s-maxage is cut to the seconds left, without stale-while-revalidate (which would show the old page once more).
 */
export function capSharedAge(cacheControl: string, staleAt: number | undefined, now = Date.now()) {
  const maxAge = /s-maxage=(\d+)/.exec(cacheControl);
  if (staleAt === undefined || !maxAge) return cacheControl;
  const left = Math.max(0, Math.floor((staleAt - now) / 1000));
  if (left >= Number(maxAge[1])) return cacheControl;
  return left === 0 ? "no-cache" : `public, max-age=0, s-maxage=${left}`;
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: "GET", headers });
}
