import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { config } from "./config";

export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("hex");
  next();
};

/** Only what the site uses: its own origin, the map and video embeds, and the media bucket when one is set. */
export function securityHeaders(): RequestHandler {
  const { S3_PUBLIC_URL, NODE_ENV } = config();
  const mediaOrigins = S3_PUBLIC_URL ? [new URL(S3_PUBLIC_URL).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mediaOrigins],
        mediaSrc: ["'self'", "blob:", ...mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(NODE_ENV === "development" ? ["ws:"] : [])],
        frameSrc: ["https://www.google.com", "https://maps.google.com", "https://www.youtube-nocookie.com", "https://www.youtube.com"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(NODE_ENV === "production" && config().PUBLIC_URL?.startsWith("https:") ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The home page's chat link and social links open other sites; keep the referrer short.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config().PUBLIC_URL?.startsWith("https:") ? undefined : false,
  });
}
