import type { Request } from "express";
import { readMultipart, uploadLimits, type MultipartResult } from "./multipart.server";

/** JSON, or multipart with an optional file in `fileField`; the API checks the fields by the same schema either way. */
export async function readBodyWithFile(req: Request, fileField: string): Promise<MultipartResult> {
  if (!req.is("multipart/form-data")) return { ok: true, fields: req.body ?? {} };
  return readMultipart(req, fileField, uploadLimits());
}
