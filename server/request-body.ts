import type { IncomingMessage } from "node:http";
import type { RequestHandler, Response as ExpressResponse } from "express";
import { config } from "~/kernel/config";
import { PICTURE_LIMITS } from "~/modules/pictures";
import { readSession, readSessionToken } from "~/modules/accounts/index.server";
import { db } from "~/kernel/database/connection";

/**
 * The one size limit for request bodies: bytes actually read, chunked bodies included, counted as they
 * arrive and never buffered past the limit. Every form post and JSON body of the site fits easily;
 * uploads have their own larger limits on their own routes only (UPLOAD_BODY_LIMITS).
 */
export const REQUEST_BODY_LIMIT = 64 * 1024;

/** A large dashboard form (an upload) sent without a live session: refused before its body is read. */
export const SIGNED_OUT_UPLOAD =
  "Your session has ended, so the upload was not read. Please sign in and send it again.";

export const BODY_TOO_LARGE_MESSAGE = `The request is too large: at most ${REQUEST_BODY_LIMIT / 1024} KB may be sent here. Please shorten your text and try again.`;

/**
 * Page routes that take file uploads through their action, with their own ceiling (checked again,
 * per file, by the upload code). Everything else gets REQUEST_BODY_LIMIT.
 */
const UPLOAD_BODY_LIMITS: { pattern: RegExp; bytes: () => number }[] = [
  {
    pattern: /^\/welcome\/(gallery|slides|uploads)(\/|$|\.data$)/i,
    bytes: () => (config().UPLOAD_VIDEO_MAX_MB + 1) * 1024 * 1024,
  },
  { pattern: /^\/welcome\/[a-z]+\/import(\/|$|\.data$)/i, bytes: () => 25 * 1024 * 1024 },
  // The documents library: its own limit is a site setting of at most 100 MB, checked on the bytes read.
  { pattern: /^\/welcome\/documents(\.data)?$/i, bytes: () => 101 * 1024 * 1024 },
  // Events' pictures, news posts' covers and the alumni registration's photo.
  {
    pattern: /^\/(welcome\/events\/[^/]+|welcome\/news\/posts\/[^/]+|alumniregistration)(\.data)?$/i,
    bytes: () => (config().UPLOAD_IMAGE_MAX_MB + 1) * 1024 * 1024,
  },
  // The picture library: several pictures in one form, each within the picture limit (checked per file).
  {
    pattern: /^\/welcome\/pictures(\.data)?$/i,
    bytes: () => (config().UPLOAD_IMAGE_MAX_MB * PICTURE_LIMITS.atOnce + 1) * 1024 * 1024,
  },
  // A bank statement for the admission fees (CSV; a year of a school account's statement fits).
  { pattern: /^\/welcome\/admissions\/payments(\.data)?$/i, bytes: () => 5 * 1024 * 1024 },
  // A parent's admission documents: each within the admissions settings' limit (at most 20 MB), checked per file.
  { pattern: /^\/admissions\/apply\/documents(\.data)?$/i, bytes: () => 21 * 1024 * 1024 },
  // Site settings with an uploaded logo (at most 2 MB, checked on the file) beside its text fields.
  { pattern: /^\/welcome\/settings(\.data)?$/i, bytes: () => 3 * 1024 * 1024 },
  // The page editor posts every block of a page at once (the pages API allows 512 kB of JSON).
  { pattern: /^\/welcome\/pages\/[^/]+(\.data)?$/i, bytes: () => 1024 * 1024 },
];

/** The body limit for a path of the page routes (the JSON API sets its own per router). */
export function bodyLimitFor(path: string) {
  return UPLOAD_BODY_LIMITS.find((entry) => entry.pattern.test(path))?.bytes() ?? REQUEST_BODY_LIMIT;
}

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor() {
    super(BODY_TOO_LARGE_MESSAGE);
  }
}

const hasBody = (req: IncomingMessage) =>
  req.method !== "GET" &&
  req.method !== "HEAD" &&
  (req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0);

/** Reads a whole body, refusing (and no longer reading) once it passes `limit` bytes. */
export function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"] ?? 0) > limit) return reject(new BodyTooLargeError());
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) {
        cleanup();
        req.pause();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, received));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    const cleanup = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
    };
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/**
 * A body stream for an upload route: passes bytes through as they come (no buffering beyond what the
 * reader asks for) and fails once more than `limit` have arrived. `overflowed()` tells the caller why.
 */
export function countedBodyStream(req: IncomingMessage, limit: number) {
  let received = 0;
  let overflow = false;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      req.on("data", (chunk: Buffer) => {
        received += chunk.length;
        if (received > limit) {
          overflow = true;
          req.pause();
          controller.error(new BodyTooLargeError());
          return;
        }
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 1) <= 0) req.pause();
      });
      req.on("end", () => {
        if (!overflow) controller.close();
      });
      req.on("error", (error) => {
        if (!overflow) controller.error(error);
      });
      req.pause();
    },
    pull() {
      if (!overflow) req.resume();
    },
    cancel() {
      req.pause();
    },
  });
  return { stream, overflowed: () => overflow };
}

/**
 * Answers 413 with the limit in words. The rest of the body is discarded as it arrives (never kept), and
 * a client that goes on sending is cut off a few seconds after the answer went out.
 * Pages get plain text; the JSON API its usual `{ error, fields }`.
 */
export function sendBodyTooLarge(req: IncomingMessage, res: ExpressResponse) {
  req.removeAllListeners("data");
  req.resume();
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  res.once("finish", () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.socket.destroy(), 5_000);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
  });
  const isApi = (req.url ?? "").startsWith("/api/");
  if (isApi) res.status(413).json({ error: BODY_TOO_LARGE_MESSAGE, fields: {} });
  else if (res.locals.bodyRefusal === SIGNED_OUT_UPLOAD) res.status(401).type("text/plain").send(SIGNED_OUT_UPLOAD);
  else res.status(413).type("text/plain").send(BODY_TOO_LARGE_MESSAGE);
}

/**
 * Page routes: the body is read here, within the route's limit, before React Router sees it; over the
 * limit the request is answered 413 and nothing parses it. Upload routes get a counted stream instead
 * (see countedBodyStream). The JSON API's parsers count bytes with their own limits
 * (express.json at REQUEST_BODY_LIMIT, busboy per upload route).
 */
export const readPageBody: RequestHandler = async (req, res, next) => {
  if (!hasBody(req) || req.path.startsWith("/api/")) return next();
  let limit = bodyLimitFor(req.path);
  // A dashboard upload is read only once its session is known to be live (issue 32, H2): without one, the form is
  // read within the ordinary limit (a clerk's ended session still keeps a draft of its text), and no further.
  if (limit > REQUEST_BODY_LIMIT && /^\/welcome(\/|$)/i.test(req.path)) {
    try {
      if (await readSession(db(), readSessionToken(req.headers.cookie)))
        res.locals.extendBodyDeadline?.(config().UPLOAD_TIMEOUT_SECONDS);
      else {
        limit = REQUEST_BODY_LIMIT;
        res.locals.bodyRefusal = SIGNED_OUT_UPLOAD;
      }
    } catch (error) {
      return next(error);
    }
  }
  if (limit !== REQUEST_BODY_LIMIT) {
    if (Number(req.headers["content-length"] ?? 0) > limit) return sendBodyTooLarge(req, res);
    res.locals.bodyLimit = limit;
    return next();
  }
  try {
    res.locals.pageBody = await readBodyWithin(req, limit);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return sendBodyTooLarge(req, res);
    return next(error);
  }
  next();
};
