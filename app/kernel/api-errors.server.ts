import type { ErrorRequestHandler, RequestHandler, Response } from "express";
import type { z } from "zod";
import { RefusedError } from "./errors";
import { FIX_FIELDS } from "./form";
import { parseForm } from "./validation";
import { logger } from "~/kernel/logger";

/** The one error body every API call returns: a sentence for people and, for form input, a message per field. */
export type ApiErrorBody = { error: string; fields: Record<string, string> };

export function sendError(res: Response, status: number, error: string, fields: Record<string, string> = {}) {
  const body: ApiErrorBody = { error, fields };
  res.status(status).json(body);
}

/** Parses a request body with a schema, or throws a 400 that names each bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = parseForm(schema, body ?? {});
  if (!parsed.ok) throw new RefusedError(400, FIX_FIELDS, parsed.fields);
  return parsed.data;
}

export const apiNotFound: RequestHandler = (req, res) => {
  sendError(res, 404, `No API endpoint ${req.method} ${req.path}`);
};

/**
 * The one place an API error becomes an answer: Express 5 brings every rejected async handler here. A feature's
 * RefusedError is answered as it says; a client mistake found by a body parser gets its sentence; anything else
 * is logged and answered 500 without details.
 */
export const apiErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  // A stream (CSV export) that fails halfway cannot change its status: cut it so the client sees a broken download.
  if (res.headersSent) return void res.destroy(err instanceof Error ? err : undefined);
  if (err instanceof RefusedError) {
    const body: ApiErrorBody = { error: err.message, fields: err.fields };
    return void res.status(err.status).json({ ...body, ...err.body });
  }
  // body-parser and friends signal client mistakes with a status and a type.
  const status =
    typeof err?.status === "number" ? err.status : typeof err?.statusCode === "number" ? err.statusCode : 500;
  if (status >= 400 && status < 500) {
    const messages: Record<string, string> = {
      "entity.parse.failed": "The request body is not valid JSON.",
      "entity.too.large": "The request body is too large.",
      "encoding.unsupported": "The request body's encoding is not supported.",
      "charset.unsupported": "The request body's character set is not supported.",
    };
    return sendError(res, status, messages[err?.type] ?? "The request could not be understood.");
  }
  logger.error({ err, method: req.method, url: req.originalUrl }, "API request failed");
  sendError(res, 500, "Something went wrong on our side. Please try again.");
};
