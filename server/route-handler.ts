import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";

/** React Router's request handler: a fetch Request and the load context in, a Response out. */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * React Router's handler over the build. Handed a function, React Router derives its route tables (every route
 * flattened, ranked and compiled) again on each request, so development sees a rebuilt app; in production the build
 * never changes, so it is loaded once and handed over as a value: the tables are derived once per process.
 */
export function pageHandler(build: () => Promise<ServerBuild>, mode = process.env.NODE_ENV): PageHandler {
  if (mode === "development") return createRequestHandler(build, mode);
  let handlers: Promise<(request: Request) => PageHandler> | undefined;
  return async (request, context) => {
    handlers ??= build().then((loaded) => handlersByFirstPart(loaded, mode));
    return (await handlers)(request)(request, context);
  };
}

/**
 * React Router tries the address against every route, best-ranked first, twice per request: 179 routes here, most of
 * them tried and refused before a one-part address such as /Faq finds its own (a fifth of a resource route's CPU,
 * 8 % of a text page). An address can only reach a route whose full path starts with the same first part (letter
 * case aside) or with an open one, so each first part gets a handler over those routes alone, ranked as in the whole
 * table. Decision 152.
 */
function handlersByFirstPart(build: ServerBuild, mode: string | undefined) {
  const sets = routeSetsByFirstPart(build.routes);
  const whole = createRequestHandler(build, mode);
  const made = new Map<string, PageHandler>();
  return (request: Request): PageHandler => {
    const key = sets.keyOf(new URL(request.url).pathname);
    if (key === undefined) return whole;
    let handler = made.get(key);
    if (!handler) made.set(key, (handler = createRequestHandler({ ...build, routes: sets.routesFor(key) }, mode)));
    return handler;
  };
}

/** A route that any first part of an address may reach (the root, the home page, `:page`, `*`). */
const OPEN = "";

type RouteEntry = { parentId?: string; path?: string };

/**
 * The build's routes grouped by the first part of their full path: `keyOf(pathname)` names the group an address
 * belongs to (undefined for an address that could read two ways: escaped characters, which React Router decodes, a
 * doubled slash, a backslash), `routesFor(key)` that group's routes with the open ones, in the build's order.
 */
export function routeSetsByFirstPart<R extends RouteEntry>(routes: Record<string, R | undefined>) {
  const firstPartOf = new Map<string, string>();
  const partOf = (id: string): string => {
    const known = firstPartOf.get(id);
    if (known !== undefined) return known;
    const route = routes[id];
    const parentKey = route?.parentId ? partOf(route.parentId) : OPEN;
    const own = route?.path?.split("/").find(Boolean) ?? "";
    const key = parentKey !== OPEN ? parentKey : /^[:*]|\?$/.test(own) ? OPEN : own.toLowerCase();
    firstPartOf.set(id, key);
    return key;
  };
  for (const id of Object.keys(routes)) partOf(id);
  const keys = new Set(firstPartOf.values());
  return {
    keyOf(pathname: string): string | undefined {
      // The address React Router matches: a data request's without its ".data" (as its getNormalizedPath).
      const path = pathname.endsWith("/_.data") ? pathname.slice(0, -"_.data".length) : pathname.replace(/\.data$/, "");
      if (/%|\\|^\/\//.test(path)) return undefined;
      const first = (path.split("/")[1] ?? "").toLowerCase();
      return keys.has(first) ? first : OPEN;
    },
    routesFor: (key: string) =>
      Object.fromEntries(Object.entries(routes).filter(([id]) => [OPEN, key].includes(firstPartOf.get(id) ?? OPEN))),
  };
}

import { countedBodyStream, sendBodyTooLarge } from "./request-body";

/** Copies a page's headers onto the answer; its own referrer policy replaces the site's default, not a second line. */
export function appendPageHeaders(res: ExpressResponse, headers: Iterable<[string, string]>) {
  for (const [key, value] of headers) {
    if (key.toLowerCase() === "referrer-policy") res.setHeader(key, value);
    else res.append(key, value);
  }
}

// React Router's Express adapter (as @react-router/express), but the body is the one readPageBody has
// already read within the limit, or a counted stream on an upload route: no action can read more.

type Options = {
  handleRequest: PageHandler;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
};

export function createRouteHandler({ handleRequest, getLoadContext }: Options): RequestHandler {
  return async (req, res, next) => {
    try {
      const { request, overflowed } = toFetchRequest(req, res);
      const response = await handleRequest(request, getLoadContext(req, res));
      if (overflowed()) {
        await response.body?.cancel();
        return sendBodyTooLarge(req, res);
      }
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse) {
  const [, forwardedPort] = req.app?.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((value) => Number.parseInt(value ?? "", 10)).find(Number.isSafeInteger);
  const host = `${req.hostname.split(/[\\/?#@]/)[0] || "localhost"}${port ? `:${port}` : ""}`;
  const url = new URL(`${req.protocol}://${host}${req.originalUrl}`);

  const headers = new Headers();
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue;
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else headers.set(key, values);
  }
  let controller: AbortController | null = new AbortController();
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());

  let overflowed = () => false;
  if (req.method !== "GET" && req.method !== "HEAD") {
    const buffered = res.locals.pageBody as Buffer | undefined;
    const limit = res.locals.bodyLimit as number | undefined;
    if (buffered) init.body = new Uint8Array(buffered);
    else if (limit) {
      const counted = countedBodyStream(req, limit);
      init.body = counted.stream;
      init.duplex = "half";
      overflowed = counted.overflowed;
    } else {
      // No body was announced (no Content-Length, no Transfer-Encoding): an empty stream.
      init.body = createReadableStreamFromReadable(req);
      init.duplex = "half";
    }
  }
  return { request: new Request(url.href, init), overflowed };
}

async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  // A POST to a page without an action: say what the page does take.
  if (response.status === 405 && !response.headers.has("Allow")) res.setHeader("Allow", "GET, HEAD");
  appendPageHeaders(res, response.headers.entries());
  // Signed-in pages and form results (set by the render cache's check) unless the route said otherwise.
  if (!response.headers.has("Cache-Control") && res.locals.defaultCacheControl)
    res.setHeader("Cache-Control", res.locals.defaultCacheControl as string);
  if (response.headers.get("Content-Type")?.match(/text\/event-stream/i)) res.flushHeaders();
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
