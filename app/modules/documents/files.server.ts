import { create as contentDisposition } from "content-disposition";
import { Router } from "express";
import { openDocumentForVisitor } from "./documents.server";
import { logger } from "~/kernel/logger";

/**
 * /files/{id}: a document of the library, from the configured storage (disk or S3). The address stays the same
 * when the office replaces the file, so browsers revalidate (ETag per file) instead of keeping a copy for long.
 */
export function documentFilesRouter() {
  const router = Router();
  router.get("/files/:id", async (req, res, next) => {
    if (!/^\d{1,12}$/.test(req.params.id)) return next();
    try {
      const found = await openDocumentForVisitor(Number(req.params.id), req.headers["if-none-match"]);
      if (!found) return next();
      if (found.kind === "link") return res.redirect(302, found.url);
      res.setHeader("Cache-Control", "public, no-cache");
      res.setHeader("ETag", found.etag);
      if (found.kind === "unchanged") return res.status(304).end();
      res.setHeader("Content-Type", found.contentType);
      res.setHeader("Content-Length", String(found.size));
      // The ASCII name for old clients, the UTF-8 one beside it when they differ (RFC 6266).
      const { ascii, unicode } = found.fileName;
      res.setHeader(
        "Content-Disposition",
        contentDisposition(unicode, { type: found.inline ? "inline" : "attachment", fallback: ascii }),
      );
      res.setHeader("X-Content-Type-Options", "nosniff");
      found.body.on("error", (err) => {
        logger.error({ err, id: req.params.id }, "document read failed");
        res.destroy(err);
      });
      found.body.pipe(res);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
