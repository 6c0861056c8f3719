import express, { Router, type Request } from "express";
import type { RecordKind } from "./kinds";
import {
  countRecords,
  findRecord,
  listAllRecords,
  listRecordPage,
  maskRecord,
  presentRecord,
  parseKey,
} from "./queries.server";
import { createRecord, deleteRecord, updateRecord } from "./commands.server";
import { csvFileName, exportRecordsCsv, importRecordsCsv } from "./csv.server";
import { listQuerySchema } from "./search-schema";
import { RefusedError } from "~/kernel/errors";
import { FIX_FIELDS } from "~/kernel/form-result";
import { parseBody, sendError } from "~/kernel/api-errors.server";
import { actorOf, checkAccess, requireRole } from "~/modules/accounts/index.server";
import { config } from "~/kernel/config";
import { onRenderCacheInvalidated } from "~/kernel/cache-events";
import { db } from "~/kernel/database/connection";
import { readMultipart, uploadLimits } from "~/kernel/media/multipart.server";
import { mediaStorage } from "~/kernel/storage";
import { hasPhotos, PHOTO_FIELD, photoThumbs, setRecordPhoto } from "./photos.server";

/** A form checkbox ("on") or a query flag ("true", "1"). */
export const isChecked = (value: unknown) => typeof value === "string" && ["on", "true", "1", "yes"].includes(value);

const LIST_PARAMS = ["page", "pageSize", "sort", "order", "q"];

/** CSV export (editors; full Aadhaar for administrators only) and import (administrators). */
function addCsvRoutes(router: Router, kind: RecordKind, base: string) {
  router.get(`${base}.csv`, requireRole("editor"), async (req, res) => {
    const query = parseBody(listQuerySchema, req.query);
    const fullAadhaar = req.query.aadhaar === "full";
    if (fullAadhaar && res.locals.user?.role !== "admin")
      return sendError(res, 403, "Only an administrator may export full Aadhaar numbers.");
    const chunks = exportRecordsCsv(db(), kind, query, { fullAadhaar });
    // The first chunk (the header row) is read before anything is sent, so a failure can still be a JSON error.
    const first = await chunks.next();
    res.attachment(csvFileName(kind, { fullAadhaar })); // also Content-Type: text/csv; charset=utf-8
    res.set("Cache-Control", "no-store");
    if (!first.done) res.write(first.value);
    for await (const chunk of chunks) res.write(chunk);
    res.end();
  });

  router.post(
    `${base}.csv`,
    requireRole("admin"),
    express.text({ type: ["text/csv", "text/plain", "application/csv"], limit: "20mb" }),
    async (req, res) => {
      if (typeof req.body !== "string" || req.body.trim() === "")
        return sendError(res, 400, "Send the CSV file as the request body (Content-Type: text/csv).");
      const updateExisting = isChecked(req.query.updateExisting);
      res.status(201).json(await importRecordsCsv(db(), kind, req.body, actorOf(req, res), { updateExisting }));
    },
  );
}

/** A row cut down to the kind's public columns. */
function publicRow(kind: RecordKind, row: Record<string, unknown>) {
  return Object.fromEntries((kind.publicColumns ?? []).map((column) => [column, row[column]]));
}

/**
 * The list: without parameters the spec's plain array, with any a page and its total. A public list (the
 * committee) answers anyone with the kind's public columns only, and a signed-in editor with every column.
 */
function addListRoute(router: Router, kind: RecordKind, base: string) {
  const publicList = Boolean(kind.publicColumns);
  const readers = publicList ? [] : [requireRole("editor")];
  // A public list is the same for every visitor: its response is kept like a public page,
  // for RENDER_CACHE_SECONDS, and forgotten at once by any signed-in write.
  let publicCopy: { headers: Record<string, string>; body: string; expires: number } | undefined;
  if (publicList) onRenderCacheInvalidated(() => (publicCopy = undefined));

  router.get(base, ...readers, async (req, res) => {
    const staff =
      !publicList || (req.headers.cookie ? (await checkAccess(db(), req.headers.cookie, "editor")).ok : false);
    const shown = (row: Record<string, unknown>) => (staff ? row : publicRow(kind, row));
    if (publicList) res.vary("Cookie");
    if (publicList && staff) res.set("Cache-Control", "no-store");
    if (!LIST_PARAMS.some((name) => name in req.query)) {
      if (!staff && publicCopy && publicCopy.expires > Date.now()) {
        res.set(publicCopy.headers).type("application/json").send(publicCopy.body);
        return;
      }
      const [rows, total] = await Promise.all([listAllRecords(db(), kind), countRecords(db(), kind)]);
      // A network-sized table is not sent whole: the header tells a client to page.
      const headers: Record<string, string> = { "X-Total-Count": String(total) };
      if (total > rows.length) headers["X-Truncated"] = `first ${rows.length} of ${total}; use ?page=&pageSize=`;
      const body = JSON.stringify(rows.map(shown));
      const seconds = config().RENDER_CACHE_SECONDS;
      if (publicList && !staff && seconds > 0) publicCopy = { headers, body, expires: Date.now() + seconds * 1000 };
      res.set(headers).type("application/json").send(body);
      return;
    }
    const query = parseBody(listQuerySchema, req.query);
    // Sorting by a column not shown would still tell its order (whose address comes first).
    if (!staff && query.sort && !(kind.publicColumns as string[]).includes(query.sort))
      return sendError(res, 400, FIX_FIELDS, {
        sort: `Sort by one of: ${kind.publicColumns!.join(", ")}`,
      });
    const page = await listRecordPage(db(), kind, query);
    res.json({ ...page, rows: page.rows.map(shown) });
  });
}

/** One record by its key: read (editors), replace and delete (administrators). */
function addOneRecordRoutes(router: Router, kind: RecordKind, base: string) {
  const keyOf = (req: Request) => {
    const key = parseKey(kind, String(req.params.key ?? ""));
    if (key === undefined) throw new RefusedError(404, kind.notFoundMessage);
    return key;
  };

  router.get(`${base}/:key`, requireRole("editor"), async (req, res) => {
    const record = await findRecord(db(), kind, keyOf(req));
    if (!record) throw new RefusedError(404, kind.notFoundMessage);
    // Editors cannot update, so they never need the full Aadhaar number.
    const shown = res.locals.user?.role === "admin" ? presentRecord(kind, record) : maskRecord(kind, record);
    // The spec's shapes: a student comes back inside an array, the others as one object.
    res.json(kind.id === "students" ? [shown] : shown);
  });

  router.put(`${base}/:key`, requireRole("admin"), async (req, res) => {
    res.json(presentRecord(kind, await updateRecord(db(), kind, keyOf(req), req.body, actorOf(req, res))));
  });

  router.delete(`${base}/:key`, requireRole("admin"), async (req, res) => {
    await deleteRecord(db(), kind, keyOf(req), actorOf(req, res));
    res.status(204).end();
  });

  if (!hasPhotos(kind)) return;
  // The photo: multipart with one file under `photo` (PUT), or DELETE to remove it; the dashboard's form calls
  // the same command.
  router.put(`${base}/:key/photo`, requireRole("admin"), async (req, res) => {
    const key = keyOf(req);
    const limits = uploadLimits();
    const form = await readMultipart(req, PHOTO_FIELD, { ...limits, videoBytes: limits.imageBytes });
    if (!form.ok) return sendError(res, form.status, form.error, form.fields);
    try {
      const { photoKey } = await setRecordPhoto(db(), mediaStorage(), kind, key, form.file, actorOf(req, res));
      const thumbs = await photoThumbs(db(), mediaStorage(), [photoKey]);
      res.json({ photo: photoKey ? (thumbs.get(photoKey) ?? null) : null });
    } finally {
      await form.file?.discard();
    }
  });
  router.delete(`${base}/:key/photo`, requireRole("admin"), async (req, res) => {
    await setRecordPhoto(db(), mediaStorage(), kind, keyOf(req), null, actorOf(req, res));
    res.status(204).end();
  });
}

/**
 * The spec's calls for one kind of record (POST, GET list, GET/PUT one) plus count, DELETE and
 * CSV export/import. Editors read; only administrators write.
 */
export function recordsRouter(kind: RecordKind): Router {
  const router = Router();
  const base = `/${kind.resource}`;

  router.get(`${base}/count`, requireRole("editor"), async (_req, res) => {
    res.json({ [kind.countField]: await countRecords(db(), kind) });
  });
  // Registered before /:key so "count" and the CSV paths never read as keys.
  addCsvRoutes(router, kind, base);
  addListRoute(router, kind, base);
  router.post(base, requireRole("admin"), async (req, res) => {
    res.status(201).json(presentRecord(kind, await createRecord(db(), kind, req.body, actorOf(req, res))));
  });
  addOneRecordRoutes(router, kind, base);
  return router;
}
