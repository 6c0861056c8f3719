import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { BEHAVIOUR_LOADER } from "~/ui/behaviour-loader";
import { config } from "~/kernel/config";

export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("hex");
  next();
};

/** The loader of pages without React, allowed by its hash so that those pages need no nonce. */
const BEHAVIOUR_LOADER_SOURCE = `'sha256-${createHash("sha256").update(BEHAVIOUR_LOADER).digest("base64")}'`;

/** Only what the site uses: its own origin, the map and video embeds, and the media bucket when one is set. */
export function securityHeaders(): RequestHandler {
  const { S3_PUBLIC_URL, NODE_ENV } = config();
  const mediaOrigins = S3_PUBLIC_URL ? [new URL(S3_PUBLIC_URL).origin] : [];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          BEHAVIOUR_LOADER_SOURCE,
          (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mediaOrigins],
        mediaSrc: ["'self'", "blob:", ...mediaOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(NODE_ENV === "development" ? ["ws:"] : [])],
        frameSrc: [
          "https://www.google.com",
          "https://maps.google.com",
          "https://www.youtube-nocookie.com",
          "https://www.youtube.com",
        ],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        ...(NODE_ENV === "production" && config().PUBLIC_URL?.startsWith("https:")
          ? { upgradeInsecureRequests: [] }
          : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    // The home page's chat link and social links open other sites; keep the referrer short.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config().PUBLIC_URL?.startsWith("https:") ? undefined : false,
  });
}

/**
 * No page asks for the camera, microphone, location or payment, nor may a frame (map, video) ask for them
 * (issue 32; decision 112). Donations go to the bank's own site, so payment is refused here too.
 */
export const PERMISSIONS_POLICY =
  "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), midi=(), browsing-topics=()";

export const permissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  next();
};

const SEARCH_ADDRESS = /^\/(api\/search|search(\.data)?)$/i;

const NUL_MESSAGE = "The request contains a NUL character, which no field accepts.";

function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object")
    return Object.entries(value).some(([key, inner]) => key.includes("\u0000") || containsNul(inner));
  return false;
}

/**
 * Refuses a NUL character anywhere in the address, query or (parsed) body with a 400. PostgreSQL
 * cannot store NUL in text and would answer with an error, and no field of the site has a use for one.
 * Mount once before the routes for the address, and again after body parsing for bodies.
 */
export const refuseNulCharacters: RequestHandler = (req, res, next) => {
  const [path] = req.originalUrl.split("?");
  // The site search accepts any text a visitor types (it drops NUL itself); its address is still checked.
  let address = (req.method === "GET" || req.method === "HEAD") && SEARCH_ADDRESS.test(path) ? path : req.originalUrl;
  try {
    address = decodeURIComponent(address);
  } catch {
    // A malformed %-sequence is the routes' business (Express answers 400 for bad path parameters).
  }
  if (address.includes("\u0000") || containsNul(req.body)) {
    if (req.originalUrl.startsWith("/api/")) {
      res.status(400).json({ error: NUL_MESSAGE, fields: {} });
    } else {
      res.status(400).type("text/plain").send(NUL_MESSAGE);
    }
    return;
  }
  next();
};

const HSTS = "max-age=31536000; includeSubDomains";

/** Over HTTPS (directly, or behind a proxy named in TRUST_PROXY) browsers are told to keep to HTTPS. */
export const strictTransportOverHttps: RequestHandler = (req, res, next) => {
  if (req.secure && !res.hasHeader("Strict-Transport-Security")) res.setHeader("Strict-Transport-Security", HSTS);
  next();
};

const hostName = (value: string) => value.trim().toLowerCase().replace(/:\d+$/, "");

/**
 * In production the Host (and a forwarded host) must be the site's own: PUBLIC_URL's host or one named
 * in ALLOWED_HOSTS. A forged host would otherwise be reflected into canonical links, the sitemap and
 * structured data of pages built from the request's address.
 */
export function requireKnownHost(): RequestHandler {
  const { NODE_ENV, PUBLIC_URL, ALLOWED_HOSTS } = config();
  const allowed = new Set(ALLOWED_HOSTS.split(",").map(hostName).filter(Boolean));
  if (PUBLIC_URL) allowed.add(new URL(PUBLIC_URL).host.toLowerCase().replace(/:\d+$/, ""));
  return (req, res, next) => {
    if (NODE_ENV !== "production") return next();
    const forwarded = req.app.enabled("trust proxy") ? req.get("x-forwarded-host") : undefined;
    const hosts = [req.get("host") ?? "", ...(forwarded ? forwarded.split(",") : [])].map(hostName);
    if (hosts.every((host) => allowed.has(host))) return next();
    res.status(421).type("text/plain").send("This site does not answer to that host name.");
  };
}

/** The methods the site answers; TRACE, CONNECT and the rest get 405 (one log line, no stack trace). */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
export const ALLOWED_METHODS = "GET, HEAD, POST";

export const refuseUnknownMethods: RequestHandler = (req, res, next) => {
  if (KNOWN_METHODS.has(req.method)) return next();
  res.status(405).setHeader("Allow", ALLOWED_METHODS).type("text/plain").send("Method not allowed");
};
