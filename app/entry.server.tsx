import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { logger } from "~/kernel/logger";
import { renderToPipeableStream } from "react-dom/server";
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

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <DrawOnceContext value={drawOnce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DrawOnceContext>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
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
