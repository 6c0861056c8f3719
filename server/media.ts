import { Router } from "express";
import { mediaStorage } from "../storage";
import { logger } from "./logger";

/** Serves stored media by key. Keys never change content (a replaced image gets a new key), so they cache for a year. */
export function mediaRouter() {
  const router = Router();
  router.get("/media/*key", async (req, res, next) => {
    const key = (req.params as { key: string[] }).key.join("/");
    let object;
    try {
      object = await mediaStorage().get(key);
    } catch (err) {
      // An unsafe key is just a missing file to the outside world.
      logger.debug({ err, key }, "media lookup refused");
    }
    if (!object) return next();
    res.setHeader("Content-Type", object.contentType);
    res.setHeader("Content-Length", String(object.size));
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    object.body.on("error", (err) => {
      logger.error({ err, key }, "media read failed");
      res.destroy(err);
    });
    object.body.pipe(res);
  });
  return router;
}
