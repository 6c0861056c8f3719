import { Router } from "express";
import { parse as parseRangeHeader } from "range-parser";
import { mediaStorage } from "~/kernel/storage";
import { isPrivateKey, type ByteRange } from "~/kernel/storage/storage";
import { logger } from "~/kernel/logger";

// range-parser's code bit for a range that is not one (reversed, not numbers, empty): the header is ignored.
const INVALID_RANGE = 1;

/**
 * One byte range from a Range header against an object's size, as range-parser reads it: the range,
 * "unsatisfiable", or undefined to send the whole object (no header, an invalid one, another unit, or
 * several ranges). range-parser 2, not Express's req.range (range-parser 1), which refuses a suffix longer
 * than the object (RFC 9110 14.1.2: the whole object).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | undefined {
  if (!header) return undefined;
  const { code, type, ranges } = parseRangeHeader(size, header.trim());
  if (type !== "bytes" || code & INVALID_RANGE) return undefined;
  if (ranges.length === 0) return "unsatisfiable";
  return ranges.length === 1 ? ranges[0] : undefined;
}

/**
 * Serves stored media by key. Keys never change content (a replaced image gets a new key), so they cache
 * for a year. Byte ranges are honoured, which browsers need to seek in (and Safari to play) videos.
 */
export function mediaRouter() {
  const router = Router();
  router.get("/media/*key", async (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join("/");
    // Private files (admission documents) are served by their module to staff only, never here.
    if (isPrivateKey(key)) return next();
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
