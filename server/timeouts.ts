import type { Server } from "node:http";
import type { RequestHandler } from "express";
import { config } from "~/kernel/config";
import { logger } from "~/kernel/logger";

// Slow bodies (issue 32, Low): a request's headers must arrive within HEADERS_TIMEOUT_SECONDS and its body within
// REQUEST_TIMEOUT_SECONDS, counted from its start; only a signed-in staff member's upload gets UPLOAD_TIMEOUT_SECONDS
// (readPageBody extends it once the session is known). Node's own requestTimeout is the upload bound, as a backstop.

declare module "express-serve-static-core" {
  interface Locals {
    /** Gives this request's body until `seconds` from its start (a signed-in upload). */
    extendBodyDeadline?: (seconds: number) => void;
  }
}

/** The limits of the HTTP server itself: header time, the longest body time and the connection cap. */
export function applyServerLimits(server: Server) {
  const { HEADERS_TIMEOUT_SECONDS, UPLOAD_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS, MAX_CONNECTIONS } = config();
  server.headersTimeout = HEADERS_TIMEOUT_SECONDS * 1000;
  server.requestTimeout = Math.max(UPLOAD_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS) * 1000;
  server.maxConnections = MAX_CONNECTIONS;
  // Node checks both timeouts on this interval; a short one keeps them close to their bound.
  return server;
}

/** Closes the connection of a request whose body has not fully arrived within REQUEST_TIMEOUT_SECONDS. */
export const bodyDeadline: RequestHandler = (req, res, next) => {
  if (req.complete || req.method === "GET" || req.method === "HEAD") return next();
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  const arm = (seconds: number) => {
    clearTimeout(timer);
    timer = setTimeout(
      () => {
        if (req.complete || req.socket.destroyed) return;
        logger.warn({ path: req.path, seconds }, "request body too slow: connection closed");
        if (!res.headersSent)
          res.status(408).setHeader("Connection", "close").type("text/plain").end("Request timeout");
        req.socket.destroy();
      },
      Math.max(0, started + seconds * 1000 - Date.now()),
    );
    timer.unref();
  };
  arm(config().REQUEST_TIMEOUT_SECONDS);
  res.locals.extendBodyDeadline = arm;
  req.once("close", () => clearTimeout(timer));
  next();
};
