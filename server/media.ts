import { Router } from "express";
import { mediaStorage } from "~/kernel/storage";
import type { ByteRange } from "~/kernel/storage/storage";
import { logger } from "~/kernel/logger";

/**
 * One byte range from a Range header against an object's size: the range, "unsatisfiable", or
 * undefined to send the whole object (no header, another unit, or several ranges).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match || (match[1] === "" && match[2] === "")) return undefined;
  if (match[1] === "") {
    // "bytes=-500": the last 500 bytes.
    const length = Number(match[2]);
    if (length === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

/**
 * Serves stored media by key. Keys never change content (a replaced image gets a new key), so they cache
 * for a year. Byte ranges are honoured, which browsers need to seek in (and Safari to play) videos.
 */
export function mediaRouter() {
  const router = Router();
  router.get("/media/*key", async (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join("/");
    const storage = mediaStorage();
    let object;
    let range: ByteRange | undefined;
    try {
      if (req.headers.range) {
        const head = await storage.head(key);
        if (!head) return next();
        const parsed = parseRange(req.headers.range, head.size);
        if (parsed === "unsatisfiable") {
          res.setHeader("Content-Range", `bytes */${head.size}`);
          return res.status(416).end();
        }
        range = parsed;
      }
      object = await storage.get(key, range);
    } catch (err) {
      // An unsafe key is just a missing file to the outside world.
      logger.debug({ err, key }, "media lookup refused");
    }
    if (!object) return next();
    res.setHeader("Content-Type", object.contentType);
    res.setHeader("Accept-Ranges", "bytes");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    if (range) {
      res.status(206);
      res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${object.size}`);
      res.setHeader("Content-Length", String(range.end - range.start + 1));
    } else {
      res.setHeader("Content-Length", String(object.size));
    }
    object.body.on("error", (err) => {
      logger.error({ err, key }, "media read failed");
      res.destroy(err);
    });
    object.body.pipe(res);
  });
  return router;
}
