import type { Request, Response } from "express";
import { readMultipart } from "../../app/lib/media/multipart.server";
import { ApiError } from "./errors";

// The dashboard's forms call the JSON API with JavaScript; without it the browser posts the same form
// (multipart, so it passes the JSON-only gate) and is sent back to its panel with the outcome.

/** A browser's own form post asks for HTML; fetch and XMLHttpRequest calls ask for JSON. */
export const wantsPage = (req: Request) => req.accepts(["json", "html"]) === "html";

/** The request's fields: the JSON body, or the text fields of a multipart form (files are ignored). */
export async function readFormOrJson(req: Request): Promise<unknown> {
  if (!req.is("multipart/form-data")) return req.body;
  const form = await readMultipart(req, "", { imageBytes: 0, videoBytes: 0 });
  if (!form.ok) throw new ApiError(form.status, form.error, form.fields);
  return form.fields;
}

export type PanelOutcome = { ok: true } | { ok: false; error: string; fields?: Record<string, string> };

/** 303 back to /welcome?panel=<panel>&result=ok|failed&reason=<first message>. */
export function backToPanel(res: Response, panel: string, outcome: PanelOutcome) {
  const query = new URLSearchParams({ panel, result: outcome.ok ? "ok" : "failed" });
  if (!outcome.ok) query.set("reason", Object.values(outcome.fields ?? {})[0] ?? outcome.error);
  res.redirect(303, `/welcome?${query}`);
}
