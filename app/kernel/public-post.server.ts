import type { RequestHandler } from "express";
import { ipKeyGenerator, MemoryStore, rateLimit, type RateLimitRequestHandler, type Store } from "express-rate-limit";
import { config } from "~/kernel/config";
import { logger } from "~/kernel/logger";
import { sendError } from "./api-errors.server";

// Public POSTs (the JSON API and the same forms posted as route actions) share one budget per client
// address: PUBLIC_POST_LIMIT_PER_MINUTE in any minute. The address is Express's req.ip, which honours
// X-Forwarded-For only from the proxies named in TRUST_PROXY. The counts live where every worker and
// server sees them (the database, or Redis): the app names the store with `setPublicPostStore` at start.

export const TOO_MANY_SUBMISSIONS = "Too many submissions from your address. Please wait a minute and try again.";

const WINDOW_MS = 60_000;

let store: Store | undefined;
let limiter: RateLimitRequestHandler | undefined;

/** Chooses where the counts are kept; call before the first request (a process on its own keeps them in memory). */
export function setPublicPostStore(shared: Store) {
  store = shared;
  limiter = undefined;
}

function sharedLimiter() {
  if (!limiter) {
    store ??= new MemoryStore();
    limiter = rateLimit({
      windowMs: WINDOW_MS,
      limit: config().PUBLIC_POST_LIMIT_PER_MINUTE,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      store,
      // A store that cannot be reached (Redis down) lets the post through rather than refusing every form.
      passOnStoreError: true,
      handler: (_req, res) => {
        res.setHeader("Retry-After", "60");
        sendError(res, 429, TOO_MANY_SUBMISSIONS);
      },
    });
  }
  return { limiter, store: store! };
}

/** Express middleware for a public POST of the API: 429 `{error, fields: {}}` past the limit. */
export const publicPostLimit: RequestHandler = (req, res, next) => sharedLimiter().limiter(req, res, next);

/** For route actions: counts one public POST from `clientIp`; false when it is over the limit. */
export async function takePublicPostSlot(clientIp: string): Promise<boolean> {
  const { store: hits } = sharedLimiter();
  try {
    const { totalHits } = await hits.increment(ipKeyGenerator(clientIp || "unknown"));
    return totalHits <= config().PUBLIC_POST_LIMIT_PER_MINUTE;
  } catch (err) {
    logger.warn({ err }, "public-post throttle store unreachable; letting the post through");
    return true;
  }
}
