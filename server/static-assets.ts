import { existsSync, readdirSync } from "node:fs";
import { extname, join } from "node:path";
import express, { type RequestHandler, type Response, Router } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".map": "application/json; charset=utf-8",
};

// Built files are the site's own code, not documents: the page-level headers (CSP and the rest,
// about 1 KB per response) do nothing on them, so only these are sent.
function assetHeaders(res: Response) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
}

/**
 * A hashed file never changes, so the browser never asks again: no validators (ETag, Last-Modified) and no
 * ranges (a few KB of script), which are some 100 bytes of every response on a page that loads a dozen.
 */
const IMMUTABLE = { immutable: true, maxAge: "1y", etag: false, lastModified: false, acceptRanges: false };

/**
 * Serves the client build: hashed files under /assets for a year (immutable), as the .br or .gz
 * written at build time when the browser accepts it; other public files (logo, documents) for an hour.
 */
export function staticAssets(clientDir: string): Router {
  const router = Router();
  const assetsDir = join(clientDir, "assets");
  const precompressed = new Set(
    existsSync(assetsDir) ? readdirSync(assetsDir).filter((name) => /\.(br|gz)$/.test(name)) : [],
  );

  const sendPrecompressed: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const type = TYPES[extname(name)];
    if (!type || name.includes("/")) return next();
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const encoding =
      /\bbr\b/.test(accepts) && precompressed.has(`${name}.br`)
        ? "br"
        : /\bgzip\b/.test(accepts) && precompressed.has(`${name}.gz`)
          ? "gzip"
          : null;
    if (!encoding) return next();
    assetHeaders(res);
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", encoding);
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(join(assetsDir, `${name}.${encoding === "br" ? "br" : "gz"}`), IMMUTABLE, (err) => {
      if (err && !res.headersSent) next();
    });
  };

  router.use("/assets", sendPrecompressed);
  router.use("/assets", express.static(assetsDir, { ...IMMUTABLE, index: false, setHeaders: assetHeaders }));
  // The build's public files never change while it runs: a page's address, which names none of them, goes on
  // without a look at the disk (express.static stats a file for every request it sees).
  const publicFiles = express.static(clientDir, { maxAge: "1h", index: false, setHeaders: assetHeaders });
  const topLevel = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
  router.use((req, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    if (topLevel.has(first) || first.includes("%")) return publicFiles(req, res, next);
    next();
  });
  return router;
}
