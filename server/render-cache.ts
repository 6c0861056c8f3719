import { randomBytes } from "node:crypto";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { readSession, readSessionToken } from "../app/features/auth/session.server";
import { db } from "~platform/database/connection";
import { announcePagesChanged } from "./cache-bus";

/**
 * Public pages are the same for every visitor but the CSP nonce, so a rendered page (or its `.data`
 * payload) is kept for a few seconds and reused with the request's own nonce swapped in. The short
 * life bounds how stale the footer's visitor count gets; content changes clear the cache at once.
 */
type Entry = { status: number; headers: [string, string][]; parts: Buffer[]; expires: number };

/** Rendered in place of the nonce; replaced by each response's own nonce when sent. */
export const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString("hex")}`;

const MAX_ENTRIES = 500;
const entries = new Map<string, Entry>();

const invalidationListeners = new Set<() => void>();

/** Other caches of public content (the public committee list) forget their copy together with the pages. */
export function onRenderCacheInvalidated(listener: () => void) {
  invalidationListeners.add(listener);
}

// Counts invalidations, so a page whose rendering began before a change is not kept after it.
let generation = 0;

/** Forgets this process's copies; what another worker or server announced arrives here. */
export function forgetCachedPages() {
  generation++;
  entries.clear();
  for (const listener of invalidationListeners) listener();
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
const hasOneTimeCookie = (req: ExpressRequest) => (req.headers.cookie ?? "").includes("enquiry_reference=");

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

export function renderCache(options: { seconds: number; render: Render }): RequestHandler {
  const { seconds, render } = options;
  return async (req, res, next) => {
    if (seconds === 0 || req.method !== "GET" || hasOneTimeCookie(req) || (await hasLiveSession(req))) return next();
    const key = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
    const nonce = res.locals.cspNonce as string;
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) {
      // Map order doubles as recency for eviction.
      entries.delete(key);
      entries.set(key, hit);
      return send(res, hit, nonce, "HIT");
    }
    const renderedFrom = generation;
    try {
      const response = await render(toFetchRequest(req), NONCE_PLACEHOLDER);
      const body = await response.text();
      const entry: Entry = {
        status: response.status,
        headers: [...response.headers.entries()].filter(([name]) => name !== "content-length"),
        parts: body.split(NONCE_PLACEHOLDER).map((part) => Buffer.from(part)),
        expires: now + seconds * 1000,
      };
      if (isCacheable(response) && renderedFrom === generation) {
        entries.set(key, entry);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      send(res, entry, nonce, "MISS");
    } catch (error) {
      next(error);
    }
  };
}

function isCacheable(response: Response) {
  const cacheControl = response.headers.get("cache-control") ?? "";
  return response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(cacheControl);
}

function send(res: ExpressResponse, entry: Entry, nonce: string, state: "HIT" | "MISS") {
  res.status(entry.status);
  for (const [name, value] of entry.headers) res.append(name, value);
  res.setHeader("X-Render-Cache", state);
  // Joined as bytes: cheaper than rebuilding the string, and no ETag (the nonce makes every copy differ).
  const nonceBytes = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  entry.parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(nonceBytes, part)));
  const body = Buffer.concat(chunks);
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

function toFetchRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  return new Request(`${req.protocol}://${req.get("host")}${req.originalUrl}`, { method: "GET", headers });
}
