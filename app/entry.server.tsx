import { Writable } from "node:stream";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logger } from "~/kernel/logger";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { PageHandle } from "~/behaviours/names";
import { requestInfoContext } from "~/kernel/context";
import { DrawOnceContext } from "~/ui/drawn-once";
import { drawOnce } from "~/ui/drawn-once.server";

export const streamTimeout = 5_000;

/**
 * A request the routes refuse (a POST to a page without an action, an unknown address) is one log line; only a
 * fault carries its stack (issue 32: a stranger must not fill the log with stack traces). Aborted requests are quiet.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ method: request.method, path, status: error.status }, "page refused the request");
    return;
  }
  logger.error({ err: error, method: request.method, path }, "page failed");
};

/**
 * The context with only the matched routes in its manifest, for a page without React. React Router's ServerRouter
 * builds a route object for every route in the manifest on each render (179 here, 0.5 ms); a page without React
 * renders only its matches, and hands no manifest to a browser. A page with React keeps them all: its scripts
 * describe the routes around it to the browser.
 */
function withMatchedRoutesOnly(context: EntryContext): EntryContext {
  const routes: EntryContext["manifest"]["routes"] = {};
  for (const { route } of context.staticHandlerContext.matches) routes[route.id] = context.manifest.routes[route.id];
  return { ...context, manifest: { ...context.manifest, routes } };
}

// Pages wait for all their data before the first byte, so status codes are
// always right and crawlers get complete HTML.
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Only a page with React carries the nonce (its inline scripts need it); one without has none to share, so a
  // cache in front may keep it (see ~/root and server/render-cache.ts).
  const shipsReact = routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as PageHandle | undefined)?.hydrate,
  );
  const nonce = shipsReact ? loadContext.get(requestInfoContext).nonce : undefined;
  // A page without React has all its data and nothing to stream to a browser: drawn to one string, which skips the
  // stream's encoding of each chunk (10-20 % of such a page's CPU, decision 151). The same HTML, byte for byte.
  if (!shipsReact) {
    const html = renderToString(
      <DrawOnceContext value={drawOnce}>
        <ServerRouter context={withMatchedRoutesOnly(routerContext)} url={request.url} />
      </DrawOnceContext>,
    );
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    // Bytes, not a string: a Response checks a string character by character before encoding it.
    return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <DrawOnceContext value={drawOnce}>
        <ServerRouter context={withMatchedRoutesOnly(routerContext)} url={request.url} nonce={nonce} />
      </DrawOnceContext>,
      {
        nonce,
        // Everything is ready, so the page is written out at once and sent as one piece: one compression pass
        // instead of one per chunk React writes.
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
