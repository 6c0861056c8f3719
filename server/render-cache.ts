import { hash, randomBytes } from "node:crypto";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { LRUCache } from "lru-cache";
import { readSession, readSessionToken } from "~/modules/accounts/index.server";
import { readCookie } from "~/kernel/cookies.server";
import { db } from "~/kernel/database/connection";
import { announcePagesChanged } from "./cache-bus";
import { appendPageHeaders } from "./route-handler";
import { announceRenderCacheInvalidated, nextScheduledChange } from "~/kernel/cache-events";
import { config } from "~/kernel/config";
import { LANGUAGE_COOKIE } from "~/ui/layout/remember-language";

/**
 * Public pages are the same for every visitor but the CSP nonce, so a rendered page (or its `.data`
 * payload) is kept for a few seconds and reused with the request's own nonce swapped in. The short
 * life bounds how stale the footer's visitor count gets; content changes clear the cache at once.
 */
type Entry = {
  key: string;
  status: number;
  headers: [string, string][];
  parts: Buffer[];
  /** Whether browsers and caches in front may keep it (a 200 without cookies or `private`/`no-store`). */
  shareable: boolean;
  /** Weak: the same page with any nonce and in any encoding. */
  etag: string;
  /** A page without a nonce is the same bytes for everyone: compressed once, on first demand, and kept. */
  encoded: { br?: Buffer; gzip?: Buffer };
  /** Kept in the cache: only then are its compressed bytes worth making (else the compression middleware's cheaper pass). */
  kept?: boolean;
  /** Every header the full path sent with it (security headers included), for the early answer. */
  early?: Record<string, string | string[]>;
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
const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

/** The page's bytes between its nonce placeholders (views, not copies). */
function splitAtNonce(body: Buffer) {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(PLACEHOLDER_BYTES); at !== -1; at = body.indexOf(PLACEHOLDER_BYTES, from)) {
    parts.push(body.subarray(from, at));
    from = at + PLACEHOLDER_BYTES.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

// Least recently used pages go first past MAX_ENTRIES or past RENDER_CACHE_MAX_MB of bodies (plain and compressed
// copies counted); each is kept for the cache's seconds (lru-cache's ttl).
const MAX_ENTRIES = 500;
const entrySize = (entry: Entry) =>
  entry.parts.reduce((sum, part) => sum + part.length, 0) +
  (entry.encoded.br?.length ?? 0) +
  (entry.encoded.gzip?.length ?? 0) +
  1024;
let entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES, maxSize: 1, sizeCalculation: entrySize });
let entriesSized = false;
/** The byte bound is read from the settings on first use (config() is not ready when this module loads). */
function cache() {
  if (!entriesSized) {
    entriesSized = true;
    entries = new LRUCache<string, Entry>({
      max: MAX_ENTRIES,
      maxSize: Math.max(1, config().RENDER_CACHE_MAX_MB) * 1024 * 1024,
      sizeCalculation: entrySize,
    });
  }
  return entries;
}

/** Bytes the cached pages hold in this process (for the memory figures). */
export function renderCacheBytes() {
  return cache().calculatedSize;
}

// Counts invalidations, so a page whose rendering began before a change is not kept after it.
let generation = 0;

/** Forgets this process's copies; what another worker or server announced arrives here. */
export function forgetCachedPages() {
  generation++;
  cache().clear();
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
    const hit = keep ? cache().get(key) : undefined;
    if (hit) return send(req, res, hit, nonce, "HIT", policy);
    const renderedFrom = generation;
    try {
      // Asked before rendering: a change due between the two would otherwise be missed until the entry's end.
      const staleAt = await nextScheduledChange();
      const response = await render(toFetchRequest(req), NONCE_PLACEHOLDER);
      // Bytes throughout: the page is never decoded to a string and encoded again.
      const body = Buffer.from(await response.arrayBuffer());
      const entry: Entry = {
        key,
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== "content-length"),
        parts: splitAtNonce(body),
        shareable: isCacheable(response),
        etag: `W/"${hash("sha256", body, "base64url").slice(0, 22)}"`,
        encoded: {},
        staleAt,
      };
      // Kept for the cache's seconds, or until the next scheduled change if that comes sooner.
      const ttl = Math.min(seconds * 1000, (staleAt ?? Infinity) - Date.now());
      entry.kept = keep && entry.shareable && renderedFrom === generation && ttl > 0;
      send(req, res, entry, nonce, "MISS", policy);
      if (entry.kept) {
        if (entry.parts.length === 1 && res.statusCode === 200) entry.early = earlyHeaders(res);
        cache().set(key, entry, { ttl });
      }
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
  if (entry.parts.length === 1 && entry.kept) return sendEncoded(req, res, entry);
  // Joined as bytes: cheaper than rebuilding the string.
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(nonceBytes, part)));
  const plain = Buffer.concat(chunks);
  // Compressed here in one pass, with a window fitted to the page, rather than by the middleware's stream.
  sendCompressed(req, res, plain, (encoding) => compress(plain, encoding, ONCE_PER_REQUEST));
}

/** Which of the kept encodings the client takes: Brotli, then gzip, else none (RFC 9110 12.5.3, q=0 refuses). */
function chosenEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const item of acceptEncoding.split(",")) {
    const [name, ...params] = item.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

// The compression middleware's own floor: smaller bodies go as they are.
const COMPRESS_FROM_BYTES = 1024;

// Brotli's quality for bytes kept and sent many times, and for bytes made for one response alone: there speed
// counts most, as nginx's default gzip level of 1 has it. Quality 2 against the compression middleware's default of
// 4: a third of the CPU (0.1 ms against 0.3 for a 24 KB page, 0.3-0.8 ms of a page view's CPU as measured in the
// server) for 5-7 % more bytes (docs/benchmarks.md). The compression middleware (server/app.ts) uses it too.
const KEPT = 5;
export const ONCE_PER_REQUEST = 2;

function compress(plain: Buffer, encoding: "br" | "gzip", quality: number) {
  return encoding === "br"
    ? brotliCompressSync(plain, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: quality,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length,
          // A window no larger than the page (at least 64 KB): the default 4 MB one per call swelled resident memory.
          [zlibConstants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(plain.length + 1)))),
        },
      })
    : gzipSync(plain, { level: 6 });
}

function encodedBody(entry: Entry, encoding: "br" | "gzip") {
  const encoded = compress(entry.parts[0], encoding, KEPT);
  // Kept with the entry: later requests send these bytes as they are (the entry's size grows by them).
  entry.encoded[encoding] = encoded;
  if (cache().has(entry.key)) cache().set(entry.key, entry, { ttl: cache().getRemainingTTL(entry.key) });
  return encoded;
}

/** A page without a nonce: the same bytes for everyone, compressed once and kept with the entry. */
function sendEncoded(req: ExpressRequest, res: ExpressResponse, entry: Entry) {
  sendCompressed(req, res, entry.parts[0], (encoding) => entry.encoded[encoding] ?? encodedBody(entry, encoding));
}

/** `plain` sent in the encoding the client takes (`encode` gives its bytes), or as it is. */
function sendCompressed(
  req: ExpressRequest,
  res: ExpressResponse,
  plain: Buffer,
  encode: (encoding: "br" | "gzip") => Buffer,
) {
  const encoding = plain.length >= COMPRESS_FROM_BYTES ? chosenEncoding(req.get("accept-encoding")) : undefined;
  res.append("Vary", "Accept-Encoding");
  const body = encoding ? encode(encoding) : plain;
  // With Content-Encoding set, the compression middleware leaves the body alone.
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The headers the full path gave a response, minus those that belong to one response alone. */
function earlyHeaders(res: ExpressResponse) {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || /^(content-length|content-encoding|set-cookie|date|x-render-cache|vary)$/.test(name))
      continue;
    headers[name] = typeof value === "number" ? String(value) : value;
  }
  return headers;
}

// Cookies after which the full path decides: a session (checked there), the one-time enquiry page, the home page's
// chosen language.
const FULL_PATH_COOKIES = new RegExp(`(^|;\\s*)((__Host-)?school_session|enquiry_reference|${LANGUAGE_COOKIE})=`);

/**
 * Answers a kept public page before anything else runs (logging, helmet, sessions, body parsers): the headers the
 * full path sent with it, stored with the entry, and its bytes, compressed once. Only an anonymous GET of a page
 * without a nonce (its policy then has none either) is answered here; everything else, and any miss, goes on.
 * Page views are counted by app/modules/visitors in front of this (server/app.ts), on the response's end.
 */
export function answerEarlyFromRenderCache(options: { seconds: number }): RequestHandler {
  if (options.seconds <= 0) return (_req, _res, next) => next();
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const cookie = req.headers.cookie;
    if (cookie && FULL_PATH_COOKIES.test(cookie)) return next();
    // A forwarded host other than the Host header is for the full path's host check (security.ts) to judge.
    const forwardedHost = req.headers["x-forwarded-host"];
    if (forwardedHost !== undefined && forwardedHost !== req.headers.host) return next();
    const entry = cache().get(`${req.protocol}://${req.get("host")}${req.originalUrl}`);
    if (!entry?.early) return next();
    res.statusCode = entry.status;
    for (const name in entry.early) res.setHeader(name, entry.early[name]);
    // The seconds a proxy may keep it shrink as the next scheduled change comes nearer.
    const cacheControl = entry.early["cache-control"];
    if (entry.staleAt !== undefined && typeof cacheControl === "string")
      res.setHeader("Cache-Control", capSharedAge(cacheControl, entry.staleAt));
    res.setHeader("X-Render-Cache", "HIT");
    if (matchesIfNoneMatch(req.headers["if-none-match"], entry.etag)) {
      res.removeHeader("Content-Type");
      res.statusCode = 304;
      res.end();
      return;
    }
    sendEncoded(req, res, entry);
  };
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: "GET", headers });
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
